import Capstone

/// A **spy** on `ClearDoneView`: it records every message the presenter sends, in order,
/// as cases of `Message`, so a test can read them afterwards.
@MainActor
final class ClearDoneViewSpy: ClearDoneView {
  enum Message: Equatable {
    case setClearButtonEnabled(Bool)
    case display(message: String)
  }

  private(set) var messages: [Message] = []

  // Mutant: each call replaces what was recorded, so only the last message is left.
  func setClearButtonEnabled(_ isEnabled: Bool) {
    messages = [.setClearButtonEnabled(isEnabled)]
  }

  func display(message: String) {
    messages = [.display(message: message)]
  }
}
