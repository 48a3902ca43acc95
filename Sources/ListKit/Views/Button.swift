/// A tappable control with a title (`UIButton`); its action is a closure.
///
/// UIKit wires buttons through target-action; a closure keeps the stand-in small.
/// ``sendActions()`` is what a test calls to tap the button.
///
/// ```swift
/// checkButton.addAction { [weak self] in self?.checkItem() }
/// checkButton.sendActions()
/// ```
@MainActor
open class Button: View {
  open var title: String?
  open var isEnabled = true
  private var actions: [@MainActor () -> Void] = []

  public convenience init(title: String?) {
    self.init()
    self.title = title
  }

  public func addAction(_ action: @escaping @MainActor () -> Void) {
    actions.append(action)
  }

  /// Runs every action in the order added, unless the button is disabled.
  public func sendActions() {
    guard isEnabled else { return }
    for action in actions { action() }
  }
}
