/// The item list's sections, in the order the table shows them.
///
/// The raw value is the table's section index. Turning an index into a `Section` is
/// the one place where an unknown index is handled, so the switches that follow list
/// every case and need no `default`.
enum Section: Int, CaseIterable {
  case toDo
  case done
}
