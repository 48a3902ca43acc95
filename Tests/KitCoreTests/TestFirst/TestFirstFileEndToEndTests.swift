import Foundation
import Testing

@testable import KitCore

/// What a check says of a test-first test file that is gone, or that gives a stage's line
/// twice (issue 23, items 5 and 6), and what progress keeps of it (item 4), with real
/// builds.
@Suite("A test-first file gone, doubled or put back, end to end", .serialized, EndToEnd.enabled)
struct TestFirstFileEndToEndTests {
  @Test("a deleted test file is named as missing; a stage line given twice is said")
  func missingAndDoubled() throws {
    let kit = try MiniKitCopy(git: true)
    try kit.addTestFirstExercise()
    _ = kit.run(["start", "04", "--test-first"])
    let tests = kit.root.appending(path: "Exercises/04-tally/Tests/TallyTests/TallyTests.swift")
    try FileManager.default.removeItem(at: tests)

    let missing = kit.run(["check", "04"])
    try kit.putTallyTests("correct")
    let source = try String(contentsOf: tests, encoding: .utf8)
    try source.replacingOccurrences(
      of: "  // stage: clearing\n", with: "  // stage: adding\n  // stage: clearing\n"
    ).write(to: tests, atomically: true, encoding: .utf8)
    let doubled = kit.run(["check", "04"])

    #expect(missing.code == .verificationFailed)
    #expect(
      missing.text.contains(
        "Your test file Tests/TallyTests/TallyTests.swift is missing from Exercises/04-tally"),
      "\(missing.text)")
    #expect(!missing.text.contains("no `// stage:"), "\(missing.text)")
    #expect(
      doubled.text.contains(
        "Your test file has the line `// stage: adding` twice (lines 9 and 17)"),
      "\(doubled.text)")
  }

  @Test("the stages done follow the code: put back to the starter, none is done any more")
  func stagesDoneFollowTheCode() throws {
    let kit = try MiniKitCopy(git: true)
    try kit.addTestFirstExercise()
    _ = kit.run(["start", "04", "--test-first"])
    try kit.putTallyTests("correct")
    let code = kit.root.appending(path: "Exercises/04-tally/Sources/Tally/Tally.swift")
    let starter = try Data(contentsOf: code)
    try kit.put(solutionOf: "04-tally", file: "Sources/Tally/Tally.swift")

    let done = kit.run(["check", "04"])
    try starter.write(to: code)
    let back = kit.run(["check", "04"])
    let progress = kit.run(["progress", "--json"])

    #expect(done.code == .success, "\(done.text)")
    #expect(back.code == .verificationFailed, "\(back.text)")
    let report = try StateStore.decoder.decode(
      ProgressReport.self, from: Data(progress.output.utf8))
    let tally = try #require(report.exercises.first { $0.id == "04" })
    #expect(tally.stagesDone == [], "\(tally.stagesDone)")
    #expect(tally.status == .inProgress)
  }
}
