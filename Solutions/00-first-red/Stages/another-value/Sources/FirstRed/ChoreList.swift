/// A to-do list cut down to what a first test needs: the chores, and how many are left.
///
/// A class, not a struct, so that the test template's set-up and tear-down have
/// something to create and to release.
final class ChoreList {
  /// The chores in the order they were written down.
  var chores: [Chore] = []

  /// How many chores are not done yet.
  var remainingCount: Int {
    // Stage "another-value": a second expected value (3) broke the hard-coded 2, so
    // the code now counts. It counts every chore, done or not: no test has said
    // otherwise yet.
    chores.count
  }
}
