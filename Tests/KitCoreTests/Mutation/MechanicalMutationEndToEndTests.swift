import Foundation
import Testing

@testable import KitCore

/// Runs `kit verify --mutate` for real on the miniature kit, with one untested function
/// added to its solution: builds with `swift`, so it takes tens of seconds, once.
@Suite("kit verify --mutate, end to end", .serialized, EndToEnd.enabled)
struct MechanicalMutationEndToEndTests {
  @Test(
    "kills what the tests catch, lists survivors, skips listed equivalents, fails below the minimum"
  )
  func measuresTheMiniKit() throws {
    let kit = try MiniKitCopy(git: false)
    let solution = kit.root.appending(path: "Solutions/01-answer")
    try Data("func isOne(_ number: Int) -> Bool {\n  number == 1\n}\n".utf8)
      .write(to: solution.appending(path: "Sources/Answer/Untested.swift"))
    let equivalent = "Sources/Answer/Untested.swift: off-by-one: number == 1"
    try Data(#"{"equivalents": [{"id": "\#(equivalent)", "why": "for the test"}]}"#.utf8)
      .write(to: solution.appending(path: "equivalent-mutants.json"))
    let learner = try kit.files(under: "Exercises")

    let result = kit.run(["verify", "--mutate", "--jobs", "1", "--min-score", "95"])

    // answer(): 42 → 43 and 42 → 0 are killed; isOne: == → != and → false survive, on
    // lines the learner writes (the starter has no such file), so none is "given".
    #expect(
      result.text.range(
        of: #"01-answer +5 +2 +2 +0 +0 +1 +0 +50\.0%"#, options: .regularExpression) != nil,
      "\(result.text)")
    #expect(result.code == .verificationFailed)
    #expect(result.text.contains("01-answer: score 50.0% is below 95%"))
    let report = try String(
      contentsOf: kit.root.appending(path: MutateCommand.reportPath), encoding: .utf8)
    #expect(
      report.contains(
        "survived Sources/Answer/Untested.swift:2 equality\n     - number == 1\n     + number != 1")
    )
    #expect(report.contains("survived Sources/Answer/Untested.swift:2 constant-return"))
    #expect(
      try kit.files(under: "Exercises") == learner, "the pass must never touch the learner's files")
  }
}
