/// Asks the user whether to go ahead, as an alert with "Clear" and "Cancel" would.
///
/// `async` because the answer comes when the user taps, not when the question is asked.
///
/// ```swift
/// if await confirmation.confirmClearing(count: 3) { /* the user said yes */ }
/// ```
@MainActor
public protocol ClearConfirmation: AnyObject {
  /// Returns `true` when the user agrees to remove `count` done items.
  func confirmClearing(count: Int) async -> Bool
}
