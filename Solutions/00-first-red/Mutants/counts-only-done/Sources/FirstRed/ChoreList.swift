/// Mutant: the condition is turned around and counts the chores that are done.
final class ChoreList {
  var chores: [Chore] = []

  var remainingCount: Int {
    chores.count(where: \.isDone)
  }
}
