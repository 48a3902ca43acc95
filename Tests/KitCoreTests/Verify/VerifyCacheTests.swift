import Foundation
import Testing

@testable import KitCore

@Suite("The verify cache: clean verdicts kept while their inputs stay the same")
struct VerifyCacheTests {
  let noon = Date(timeIntervalSince1970: 1_795_000_000)

  @Test("a clean report is reused for the same inputs, and only for them")
  func reusedForSameInputs() {
    var cache = VerifyCache()
    cache.record(clean("01-answer"), inputs: "aaaa", at: noon)

    #expect(cache.reusable("01-answer", inputs: "aaaa")?.report == clean("01-answer"))
    #expect(cache.reusable("01-answer", inputs: "aaaa")?.verifiedAt == noon)
    #expect(cache.reusable("01-answer", inputs: "bbbb") == nil)
    #expect(cache.reusable("02-more", inputs: "aaaa") == nil)
  }

  @Test("a report with problems is never kept, and it forgets the clean one before it")
  func problemsAreNeverKept() {
    var cache = VerifyCache()
    cache.record(clean("01-answer"), inputs: "aaaa", at: noon)
    var broken = clean("01-answer")
    broken.solutionProblems = ["AnswerTests/test_answer should pass but failed"]

    cache.record(broken, inputs: "aaaa", at: noon)

    #expect(cache.reusable("01-answer", inputs: "aaaa") == nil)
    #expect(cache.entries.isEmpty)
  }

  @Test("round-trips through .build/tddkit/verify-cache.json, mutants and all")
  func roundTrip() throws {
    let folder = try TemporaryFolder()
    let store = VerifyCache.file(root: folder.url)
    var cache = VerifyCache()
    var report = clean("01-answer")
    report.mutants = [MutantResult(id: "off-by-one", stage: nil, killedBy: ["A/test_a"])]
    (report.mutantsTotal, report.mutantsKilled) = (1, 1)
    cache.record(report, inputs: "aaaa", at: noon)

    try store.save(cache)
    let (loaded, warning) = store.load(repairing: true)

    #expect(loaded == cache)
    #expect(warning == nil)
    #expect(store.file.path.hasSuffix(".build/tddkit/verify-cache.json"))
  }

  @Test("an unreadable cache is moved aside with a warning, and every exercise runs")
  func corruptedCache() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write("{\"version\": 1, \"entr", to: ".build/tddkit/verify-cache.json")
    let store = VerifyCache.file(root: folder.url)

    let (loaded, warning) = store.load(repairing: true, now: noon)

    #expect(loaded == VerifyCache())
    #expect(
      warning?.contains(
        "kept as .build/tddkit/verify-cache.json.corrupt-20261118-110640-000 and every "
          + "exercise is verified afresh") == true, "\(warning ?? "no warning")")
    let aside = folder.url.appending(
      path: ".build/tddkit/verify-cache.json.corrupt-20261118-110640-000")
    #expect(try String(contentsOf: aside, encoding: .utf8) == "{\"version\": 1, \"entr")
  }

  private func clean(_ exercise: String) -> ExerciseReport {
    var report = ExerciseReport(exercise: exercise)
    report.stagesChecked = 2
    report.seconds = 12.5
    return report
  }
}

@Suite("What a verdict of kit verify depends on")
struct VerifyInputsTests {
  let kit: MiniKitCopy
  let exercise: Exercise

  init() throws {
    kit = try MiniKitCopy(git: false)
    exercise = try #require(ManifestFixtures.exercise)
  }

  @Test("the same files and toolchain give the same key, twice")
  func stable() {
    #expect(key() == key())
  }

  @Test(
    "a change to the exercise, its solution, a mutant, the kit's sources or manifest, or the toolchain changes the key",
    arguments: [
      "Exercises/01-answer/Sources/Answer/Answer.swift",
      "Exercises/01-answer/Tests/AnswerTests/AnswerTests.swift",
      "Exercises/01-answer/Package.swift",
      "Solutions/01-answer/Sources/Answer/Answer.swift",
      "Solutions/01-answer/Mutants/off-by-one.patch",
      "Package.swift",
      "Exercises/exercises.json",
      "Solutions/01-answer/exercise.json",
      "Solutions/01-answer/mutants.json",
      "Solutions/01-answer/reds.json",
    ])
  func inputChanges(_ path: String) throws {
    let before = key()
    try kit.appendLine(to: path)

    #expect(key() != before)
  }

  @Test("a new file among the kit's own sources (the runner, the libraries) changes the key")
  func kitSources() throws {
    let before = key()
    _ = try kit.folder.write("// x\n", to: "MiniKit/Sources/KitCore/Verifier.swift")

    #expect(key() != before)
  }

  @Test("another toolchain changes the key")
  func toolchain() {
    #expect(key(toolchain: "Swift version 6.3.1") != key(toolchain: "Swift version 6.4"))
  }

  @Test("a README, a results file or a build folder in the exercise does not")
  func notInputs() throws {
    let before = key()
    _ = try kit.folder.write("# notes\n", to: "MiniKit/Exercises/01-answer/README.md")
    _ = try kit.folder.write("<x/>", to: "MiniKit/Exercises/01-answer/.tddkit-results.xml")
    _ = try kit.folder.write("o", to: "MiniKit/Exercises/01-answer/.build/debug/A.o")

    #expect(key() == before)
  }

  private func key(toolchain: String = "Swift version 6.3.1") -> String {
    VerifyInputs(root: kit.root, toolchain: toolchain).key(for: exercise)
  }
}

@Suite("One verify's use of the cache")
struct VerifyCacheSessionTests {
  let kit: MiniKitCopy
  let exercise: Exercise
  let writer = BufferWriter()

  init() throws {
    kit = try MiniKitCopy(git: false)
    exercise = try #require(ManifestFixtures.exercise)
  }

  @Test("a clean verdict is saved and reused by the next verify")
  func savedAndReused() {
    var first = session()
    #expect(first.unchanged(exercise) == nil)
    first.record(ExerciseReport(exercise: exercise.folder), for: exercise)
    first.save()

    var second = session()

    #expect(second.unchanged(exercise) == ExerciseReport(exercise: exercise.folder))
  }

  @Test("--fresh reaches every verdict again, and keeps the new one")
  func fresh() {
    var first = session()
    _ = first.unchanged(exercise)
    first.record(ExerciseReport(exercise: exercise.folder), for: exercise)
    first.save()

    var fresh = session(fresh: true)
    let reused = fresh.unchanged(exercise)
    fresh.record(ExerciseReport(exercise: exercise.folder), for: exercise)
    fresh.save()
    var after = session()

    #expect(reused == nil)
    #expect(after.unchanged(exercise) != nil)
  }

  @Test("when the toolchain cannot say its version, nothing is reused or kept")
  func unknownToolchain() {
    var first = session(toolchain: nil)
    _ = first.unchanged(exercise)
    first.record(ExerciseReport(exercise: exercise.folder), for: exercise)
    first.save()

    var second = session()

    #expect(second.unchanged(exercise) == nil)
  }

  private func session(fresh: Bool = false, toolchain: String? = "Swift version 6.3.1")
    -> VerifyCacheSession
  {
    VerifyCacheSession(root: kit.root, fresh: fresh, writer: writer, toolchain: toolchain)
  }
}
