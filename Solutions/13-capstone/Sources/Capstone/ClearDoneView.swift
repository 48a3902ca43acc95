/// The screen of the "clear done items" feature, as its presenter sees it: a button
/// that can be switched off, and a line of text for the outcome.
///
/// ```swift
/// extension SettingsViewController: ClearDoneView {
///   func setClearButtonEnabled(_ isEnabled: Bool) { clearButton.isEnabled = isEnabled }
///   func display(message: String) { statusLabel.text = message }
/// }
/// ```
@MainActor
public protocol ClearDoneView: AnyObject {
  func setClearButtonEnabled(_ isEnabled: Bool)
  func display(message: String)
}
