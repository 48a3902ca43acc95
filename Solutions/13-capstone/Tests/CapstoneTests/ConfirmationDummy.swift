import Capstone
import Testing

/// A **dummy** `ClearConfirmation`: it fills the presenter's parameter in tests where no
/// question should be asked. It is loud: if it is used after all, the test fails and
/// says so.
@MainActor
final class ConfirmationDummy: ClearConfirmation {
  // Records an issue rather than trapping, so one misuse fails one test, not the run.
  func confirmClearing(count: Int) async -> Bool {
    Issue.record("ConfirmationDummy was asked about \(count) item(s): no question was expected")
    return false
  }
}
