import Capstone

/// A **stub** of `ClearConfirmation`: it gives the answer it was made with, so a test
/// decides what "the user" says without any alert.
@MainActor
final class ConfirmationStub: ClearConfirmation {
  private let answer: Bool

  // The canned answer comes in through `init`, so each test states it where it reads.
  init(answer: Bool) {
    self.answer = answer
  }

  // Mutant: the canned answer is kept but never given; the stub always agrees.
  func confirmClearing(count: Int) async -> Bool {
    true
  }
}
