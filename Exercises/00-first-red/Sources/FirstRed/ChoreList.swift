/// A to-do list cut down to what a first test needs: the chores, and how many are left.
///
/// A class, not a struct, so that the test template's set-up and tear-down have
/// something to create and to release.
final class ChoreList {
  /// The chores in the order they were written down.
  var chores: [Chore] = []

  /// How many chores are not done yet.
  var remainingCount: Int {
    // TODO: Write only as much code as the failing test forces. First a hard-coded
    // answer; then, when a second test disagrees, the real count.
    0
  }
}
