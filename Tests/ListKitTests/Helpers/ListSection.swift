/// The two sections of the to-do list, as diffable tests identify them.
enum ListSection: Hashable, Sendable {
  case todo
  case done
}
