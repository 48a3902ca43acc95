/// A to-do list cut down to what a first test needs: the chores, and how many are left.
///
/// A class, not a struct, so that the test template's set-up and tear-down have
/// something to create and to release.
final class ChoreList {
  /// The chores in the order they were written down.
  var chores: [Chore] = []

  /// How many chores are not done yet.
  var remainingCount: Int {
    // Stage "hard-coded-two": the simplest code that passes the only real test is the
    // answer it expects. Wrong in general, and no test can say so yet.
    2
  }
}
