/// The two sections of the to-do list, in the order they appear.
///
/// A diffable data source names its sections by value, so they need to be `Hashable`
/// (and `Sendable`, as snapshots are values that may cross actors).
public enum ItemListSection: Hashable, Sendable {
  case toDo
  case done
}
