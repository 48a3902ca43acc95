import Capstone
import Testing

/// A **dummy** `ClearConfirmation`: it fills the presenter's parameter in tests where no
/// question should be asked. It is loud: if it is used after all, the test fails and
/// says so.
@MainActor
final class ConfirmationDummy: ClearConfirmation {
  // Mutant: a quiet dummy; a question nobody expected goes unnoticed.
  func confirmClearing(count: Int) async -> Bool {
    false
  }
}
