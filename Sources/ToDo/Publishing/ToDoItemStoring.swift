/// What the fourth edition's list needs from a store: items to observe, and a way to
/// mark one done.
///
/// ```swift
/// final class ListController {
///   let store: any ToDoItemStoring
///   var subscription: ItemSubscription?
///   func start() { subscription = store.itemPublisher.sink { items in /* show them */ } }
/// }
/// ```
@MainActor
public protocol ToDoItemStoring: AnyObject {
  var itemPublisher: ItemPublisher { get }
  func check(_ item: ToDoItem)
}
