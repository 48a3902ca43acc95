import Synchronization
import ToDo

/// A fake item store: a real, working store that keeps its items in memory instead of a
/// file.
///
/// What it saves, it loads back, so a test can check a round trip without touching the
/// disk. It returns the items saved last (or those given to `init`); ``items`` shows them
/// to the test. Setting ``loadError`` or ``saveError`` makes that operation throw the
/// given error instead, for the "a failed save is reported" paths.
///
/// `ItemStore` is `Sendable`, because a store may be used from any isolation domain. A
/// class with mutable stored properties cannot be `Sendable` as it is, and an actor would
/// not fit the synchronous requirements. So the state lives in a `Mutex`, which makes
/// every read and write exclusive; the compiler can then check the conformance, with no
/// `@unchecked Sendable`.
///
/// Used in: no exercise.
///
/// Written in: exercise 13, where the learner writes its own: the same round trip, items
/// in a `Mutex`, and nothing else. This one is that finished fake plus ``items``,
/// ``loadError`` and ``saveError``, which the kit's own tests of ``ItemManager`` and
/// ``ToDoItemStore`` use.
public final class InMemoryItemStore: ItemStore {
  private struct State {
    var items: [ToDoItem]
    var loadError: (any Error)?
    var saveError: (any Error)?
  }

  private let state: Mutex<State>

  public init(items: [ToDoItem] = [], loadError: (any Error)? = nil, saveError: (any Error)? = nil)
  {
    state = Mutex(State(items: items, loadError: loadError, saveError: saveError))
  }

  /// The items held now: those saved last, or those given to `init`.
  public var items: [ToDoItem] {
    state.withLock { $0.items }
  }

  /// The error every ``load()`` throws while it is set.
  public var loadError: (any Error)? {
    get { state.withLock { $0.loadError } }
    set { state.withLock { $0.loadError = newValue } }
  }

  /// The error every ``save(_:)`` throws while it is set; the held items stay as they were.
  public var saveError: (any Error)? {
    get { state.withLock { $0.saveError } }
    set { state.withLock { $0.saveError = newValue } }
  }

  public func load() throws -> [ToDoItem] {
    let (items, error) = state.withLock { ($0.items, $0.loadError) }
    if let error { throw error }
    return items
  }

  public func save(_ items: [ToDoItem]) throws {
    let error: (any Error)? = state.withLock { state in
      if let error = state.saveError { return error }
      state.items = items
      return nil
    }
    if let error { throw error }
  }
}
