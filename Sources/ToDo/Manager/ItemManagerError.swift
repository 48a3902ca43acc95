/// The reasons an ``ItemManager`` refuses a request.
public enum ItemManagerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Which of the manager's two lists an index pointed into.
  public enum List: String, Sendable {
    case toDo = "to-do"
    case done = "done"
  }

  /// An index outside the list it was meant for.
  case indexOutOfRange(index: Int, list: List, count: Int)

  public var description: String {
    switch self {
    case .indexOutOfRange(let index, let list, let count):
      "index \(index) is out of range: the \(list.rawValue) list has \(count) item(s)"
    }
  }
}
