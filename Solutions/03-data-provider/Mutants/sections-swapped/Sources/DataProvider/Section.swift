/// The item list's sections, in the order the table shows them.
///
/// Mutant: the cases are listed in the wrong order, so the raw values swap and the
/// done items land in the first section.
enum Section: Int, CaseIterable {
  case done
  case toDo
}
