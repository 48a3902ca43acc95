/// Mutant: stops at the second green and counts every chore, done ones included.
final class ChoreList {
  var chores: [Chore] = []

  var remainingCount: Int {
    chores.count
  }
}
