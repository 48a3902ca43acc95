import Capstone

/// A **stub** of `ClearConfirmation`: it gives the answer it was made with, so a test
/// decides what "the user" says without any alert.
@MainActor
final class ConfirmationStub: ClearConfirmation {
  init(answer: Bool) {
    // TODO: keep the answer.
  }

  func confirmClearing(count: Int) async -> Bool {
    // TODO: give the answer the stub was made with.
    true
  }
}
