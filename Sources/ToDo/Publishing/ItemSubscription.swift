/// A token that keeps a subscription to an ``ItemPublisher`` alive; cancel or release it
/// to stop receiving, like Combine's `AnyCancellable`.
@MainActor
public final class ItemSubscription {
  private var onCancel: (@MainActor () -> Void)?

  init(onCancel: @escaping @MainActor () -> Void) {
    self.onCancel = onCancel
  }

  public func cancel() {
    onCancel?()
    onCancel = nil
  }

  isolated deinit {
    cancel()
  }
}
