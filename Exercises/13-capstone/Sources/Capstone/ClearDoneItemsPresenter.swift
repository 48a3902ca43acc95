import ToDo

/// Removes the done items from the store, once the user has agreed, and tells its view
/// how it went.
///
/// It depends on three things it does not own, each a protocol, so a test can stand in
/// for each: the store (read and written), the user's answer, and the view.
///
/// This implementation works, except for the two `// TODO:` gaps below. Don't fill them
/// yet: first write the test that fails because of each one (see the README).
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

  public func viewCreated() throws {
    // TODO: (gap 1) switch the button on only when at least one item in the store is done.
    view?.setClearButtonEnabled(true)
  }

  /// Keeps only the to-do items and reports how many went.
  public func clearTapped() async throws {
    let items = try store.load()
    let doneCount = items.filter(\.done).count
    guard doneCount > 0 else { return }
    // TODO: (gap 2) ask `confirmation` first, and change nothing when the user declines.
    try store.save(items.filter { !$0.done })
    view?.display(message: Self.message(removed: doneCount))
    view?.setClearButtonEnabled(false)
  }

  static func message(removed count: Int) -> String {
    count == 1 ? "Removed 1 done item" : "Removed \(count) done items"
  }
}
