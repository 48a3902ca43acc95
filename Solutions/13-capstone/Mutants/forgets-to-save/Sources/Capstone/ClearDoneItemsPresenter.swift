import ToDo

/// Removes the done items from the store, once the user has agreed, and tells its view
/// how it went.
///
/// It depends on three things it does not own, each a protocol, so a test can stand in
/// for each: the store (read and written), the user's answer, and the view.
@MainActor
public final class ClearDoneItemsPresenter {
  /// Weak: the view controller owns its presenter.
  public weak var view: (any ClearDoneView)?
  private let store: any ItemStore
  private let confirmation: any ClearConfirmation

  public init(store: any ItemStore, confirmation: any ClearConfirmation) {
    self.store = store
    self.confirmation = confirmation
  }

  /// Switches the clear button on only when there is something to clear.
  public func viewCreated() throws {
    let doneCount = try store.load().filter(\.done).count
    // A button that does nothing when tapped is worse than a disabled one.
    view?.setClearButtonEnabled(doneCount > 0)
  }

  /// Asks the user, then keeps only the to-do items and reports how many went.
  public func clearTapped() async throws {
    let items = try store.load()
    let doneCount = items.filter(\.done).count
    guard doneCount > 0 else { return }
    // Removing is not undoable: nothing is touched until the user says yes.
    guard await confirmation.confirmClearing(count: doneCount) else { return }
    view?.display(message: Self.message(removed: doneCount))
    view?.setClearButtonEnabled(false)
  }

  static func message(removed count: Int) -> String {
    count == 1 ? "Removed 1 done item" : "Removed \(count) done items"
  }
}
