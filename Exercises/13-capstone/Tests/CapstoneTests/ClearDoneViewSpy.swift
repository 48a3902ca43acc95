import Capstone

/// A **spy** on `ClearDoneView`: it should record every message the presenter sends, in
/// order, as cases of `Message`, so a test can read them afterwards.
@MainActor
final class ClearDoneViewSpy: ClearDoneView {
  enum Message: Equatable {
    case setClearButtonEnabled(Bool)
    case display(message: String)
  }

  private(set) var messages: [Message] = []

  func setClearButtonEnabled(_ isEnabled: Bool) {
    // TODO: record the message.
  }

  func display(message: String) {
    // TODO: record the message.
  }
}
