/// Where `kit watch` gets its keys, and the one place its loop waits, so that a test can
/// script the keys and let time pass without a terminal or a real clock.
///
/// ```swift
/// while true {
///   if let key = input.nextKey(within: .milliseconds(500)) { handle(key) }
///   lookAtTheFiles()
/// }
/// ```
protocol WatchInput: AnyObject {
  /// Returns the next key as soon as one is typed, or `nil` once `timeout` has passed
  /// without one; that wait is the loop's pause between two looks at the files.
  func nextKey(within timeout: Duration) -> WatchKey?
}
