import Foundation
import Testing

@testable import KitCore

/// Runs `kit check` and `kit verify` for real on the miniature kit's write-the-test
/// exercise: the learner's tests meet the reference counter and two planted mistakes.
/// One test, so the cold build happens once.
@Suite("Tests for the learner's tests, end to end", .serialized, EndToEnd.enabled)
struct MutantTrialsEndToEndTests {
  @Test("no tests yet → weak tests let mistakes through → strong tests catch them all")
  func learnerTestsMeetTheMutants() throws {
    let kit = try MiniKitCopy(git: false)
    try kit.addWriteTheTestExercise()

    let verify = kit.run(["verify", "03"])
    let unwritten = kit.run(["check", "03"])
    try kit.putCounterTests("weak")
    let weak = kit.run(["check", "03"])
    try kit.putCounterTests("strong")
    let strong = kit.run(["check", "03"])
    let strongAgain = kit.run(["check", "03"])
    try kit.putCounterTests("beyond-the-stage")
    let beyond = kit.run(["check", "03"])

    #expect(unwritten.code == .verificationFailed)
    #expect(unwritten.text.contains("✗ not written"), "\(unwritten.text)")
    #expect(unwritten.text.contains("stage counting: tried once its tests pass"))

    #expect(weak.code == .verificationFailed, "\(weak.text)")
    #expect(weak.text.contains("✗ not proven    stage counting"))
    #expect(weak.text.contains("stage counting: caught 0 of 2"))
    #expect(
      weak.text.contains("your tests did not catch: increment adds two (mutant counts-by-two)"))
    #expect(weak.text.contains("your tests did not catch: reset leaves the count as it was"))

    #expect(strong.code == .success, "\(strong.text)")
    #expect(strong.text.contains("stage counting: caught 2 of 2"))
    #expect(strong.text.contains("1 of 1 green."))
    #expect(strongAgain.code == .success, "\(strongAgain.text)")
    #expect(
      strongAgain.text.contains(
        "stage counting: caught 2 of 2 (your tests are unchanged since the last check)"))

    #expect(beyond.code == .verificationFailed, "\(beyond.text)")
    #expect(beyond.text.contains("your tests do not compile against the reference solution"))
    #expect(beyond.text.contains("incrementTwice"))

    #expect(verify.code == .success, "\(verify.text)")
    #expect(verify.text.contains("03-counter                  2        2        2"))
  }
}
