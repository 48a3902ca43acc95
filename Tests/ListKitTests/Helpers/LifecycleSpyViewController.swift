import ListKit

/// A spy view controller (a test-specific subclass): records every life-cycle call it
/// receives, in order, with the `animated` flag it was given.
final class LifecycleSpyViewController: ViewController {
  enum Message: Equatable {
    case viewDidLoad
    case viewWillAppear(animated: Bool)
    case viewDidAppear(animated: Bool)
    case viewWillDisappear(animated: Bool)
    case viewDidDisappear(animated: Bool)
  }

  private(set) var messages: [Message] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    messages.append(.viewDidLoad)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    messages.append(.viewWillAppear(animated: animated))
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    messages.append(.viewDidAppear(animated: animated))
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    messages.append(.viewWillDisappear(animated: animated))
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    messages.append(.viewDidDisappear(animated: animated))
  }
}
