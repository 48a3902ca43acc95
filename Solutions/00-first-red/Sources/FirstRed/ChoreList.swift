/// A to-do list cut down to what a first test needs: the chores, and how many are left.
///
/// A class, not a struct, so that the test template's set-up and tear-down have
/// something to create and to release.
final class ChoreList {
  /// The chores in the order they were written down.
  var chores: [Chore] = []

  /// How many chores are not done yet.
  var remainingCount: Int {
    // One line at the top of the getter, not a loop with an `if` inside: of the codes
    // that pass, the shortest and least indented. The refactor step turned
    // `filter { … }.count` into `count(where:)`, which builds no throwaway array.
    chores.count(where: { !$0.isDone })
  }
}
