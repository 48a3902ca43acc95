import Foundation
import Testing

@testable import KitCore

/// Runs `kit check` for real on a git clone of the miniature kit: red, a compile error, a
/// trap, a hang, green, then reset and restore. One test, so the cold build (tens of
/// seconds) happens once and every later check is incremental.
@Suite("kit check, end to end", .serialized, EndToEnd.enabled)
struct CheckEndToEndTests {
  @Test("red → compile error → trap → hang → green, then reset and restore")
  func learnerSession() throws {
    let kit = try MiniKitCopy(git: true)

    let red = timed { kit.run(["check", "01"]) }
    let tooEarly = kit.run(["solution", "01"])
    try kit.put("does-not-compile")
    let broken = kit.run(["check", "01"])
    try kit.put("traps")
    let trapped = kit.run(["check", "01"])
    try kit.put("hangs")
    let hung = timed { kit.run(["check", "01", "--timeout", "8"]) }
    try kit.put("green")
    let green = timed { kit.run(["check"]) }
    let learners = try kit.files(under: "Exercises/01-answer")
    let reset = kit.run(["reset", "01"])
    let restore = kit.run(["restore", "01"])

    #expect(red.result.code == .verificationFailed, "\(red.result.text)")
    #expect(red.result.text.contains(#"is not equal to ("42")"#))
    #expect(red.result.text.contains("Next: AnswerTests/test_answer_isFortyTwo"))
    #expect(tooEarly.code == .refused)

    #expect(broken.code == .verificationFailed)
    #expect(broken.text.contains("red: the code does not compile yet"))
    #expect(broken.text.contains("  Exercises/01-answer/Sources/Answer/Answer.swift:2: "))
    #expect(broken.text.contains("· not compiled  AnswerTests/test_answer_isFortyTwo"))

    #expect(
      trapped.text.contains(
        "  ✗ crashed       AnswerTests/test_answer_isFortyTwo\n"
          + "                  crashed (signal 4): Fatal error: Index out of range"),
      "\(trapped.text)")
    #expect(trapped.text.contains("  ✗ crashed       AnswerChecks/answerIsPositive()"))

    #expect(hung.result.code == .verificationFailed)
    #expect(hung.result.text.contains("stopped: the tests were still running after 8 s"))
    #expect(hung.result.text.contains("  … did not end   AnswerTests/test_answer_isFortyTwo"))
    #expect(hung.seconds < 90, "the hang is stopped, not waited out")
    #expect(ProcessRunnerTests.processes(mentioning: kit.root.path).isEmpty, "no test left running")

    #expect(green.result.code == .success, "\(green.result.text)")
    #expect(green.result.text.contains("2 of 2 green."))
    #expect(!green.result.text.contains("did you watch it fail"), "both were seen red first")
    #expect(
      !FileManager.default.fileExists(
        atPath: kit.root.appending(path: "Exercises/01-answer/.build").path))

    #expect(reset.code == .success, "\(reset.text)")
    #expect(restore.code == .success, "\(restore.text)")
    #expect(try kit.files(under: "Exercises/01-answer") == learners)
    print(
      "kit check on the fixture: first (cold) \(red.seconds) s, repeated (green) \(green.seconds) s"
    )
  }

  // MARK: - Helpers

  private func timed<T>(_ body: () -> T) -> (result: T, seconds: Int) {
    let started = Date()
    let result = body()
    return (result, Int(Date().timeIntervalSince(started).rounded()))
  }
}
