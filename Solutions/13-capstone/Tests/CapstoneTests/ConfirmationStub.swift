import Capstone

/// A **stub** of `ClearConfirmation`: it gives the answer it was made with, so a test
/// decides what "the user" says without any alert. It also records each count it was asked
/// about (the kit's addition): a stub that ignores its arguments cannot tell a test what
/// the user was asked.
@MainActor
final class ConfirmationStub: ClearConfirmation {
  private let answer: Bool
  private(set) var askedCounts: [Int] = []

  // The canned answer comes in through `init`, so each test states it where it reads.
  init(answer: Bool) {
    self.answer = answer
  }

  func confirmClearing(count: Int) async -> Bool {
    askedCounts.append(count)
    return answer
  }
}
