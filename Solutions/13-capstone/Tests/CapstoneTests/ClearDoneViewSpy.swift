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

  // One message per call: the order and the arguments stay visible to the test.
  func setClearButtonEnabled(_ isEnabled: Bool) {
    messages.append(.setClearButtonEnabled(isEnabled))
  }

  func display(message: String) {
    messages.append(.display(message: message))
  }
}
