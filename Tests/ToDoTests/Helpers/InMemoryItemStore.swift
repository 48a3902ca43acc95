import Synchronization
import ToDo

/// A fake ``ItemStore`` that keeps items in memory, with a spy's log of what it was asked.
///
/// `load()` returns the items last saved (or those given to `init`); `save(_:)` replaces
/// them. Either can be stubbed to throw a ``Failure`` instead. `ItemStore` is `Sendable`
/// and this fake mutates, so its state sits in a `Mutex`: the lock makes the mutation safe,
/// where `@unchecked Sendable` would only silence the compiler.
final class InMemoryItemStore: ItemStore {
  /// What the store was asked to do, in order.
  enum Message: Equatable {
    case load
    case save([ToDoItem])
  }

  /// The canned errors the fake throws when told to fail.
  enum Failure: Error, Equatable {
    case loadFailed
    case saveFailed
  }

  private struct State {
    var items: [ToDoItem]
    var messages: [Message] = []
    var loadError: Failure?
    var saveError: Failure?
  }

  private let state: Mutex<State>

  init(items: [ToDoItem] = [], loadError: Failure? = nil, saveError: Failure? = nil) {
    state = Mutex(State(items: items, loadError: loadError, saveError: saveError))
  }

  /// The items a `load()` would return now.
  var items: [ToDoItem] { state.withLock { $0.items } }

  var messages: [Message] { state.withLock { $0.messages } }

  /// Makes every later `save(_:)` throw `error`, or succeed again when `error` is `nil`.
  func stubSaveError(_ error: Failure?) {
    state.withLock { $0.saveError = error }
  }

  func load() throws -> [ToDoItem] {
    try state.withLock { state throws(Failure) in
      state.messages.append(.load)
      if let error = state.loadError { throw error }
      return state.items
    }
  }

  func save(_ items: [ToDoItem]) throws {
    try state.withLock { state throws(Failure) in
      state.messages.append(.save(items))
      if let error = state.saveError { throw error }
      state.items = items
    }
  }
}
