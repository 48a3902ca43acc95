import Capstone
import Testing

/// A **dummy** `ClearConfirmation`: it fills the presenter's parameter in tests where no
/// question should be asked. A good dummy is loud: if it is used after all, it should
/// make the test fail (`Issue.record`), naming what happened.
@MainActor
final class ConfirmationDummy: ClearConfirmation {
  func confirmClearing(count: Int) async -> Bool {
    // TODO: record an issue that says the dummy was asked (and about how many items).
    false
  }
}
