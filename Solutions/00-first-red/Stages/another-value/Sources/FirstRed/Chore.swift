/// One thing to do on a list, and whether it has been done.
///
/// Given to you complete: this exercise is about ``ChoreList/remainingCount``.
struct Chore {
  var title: String
  var isDone: Bool

  init(title: String, isDone: Bool = false) {
    self.title = title
    self.isDone = isDone
  }
}
