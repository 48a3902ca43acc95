/// Why an ``ItemManager`` refused an index.
///
/// Given to you complete. Throwing this error instead of trapping on a bad index turns
/// a mistake in a test into one failed test, where a trap would end the whole run.
enum ItemManagerError: Error, Equatable {
  /// The index is not inside the list it was meant for; `count` is how many items that
  /// list held.
  case indexOutOfRange(index: Int, count: Int)
}
