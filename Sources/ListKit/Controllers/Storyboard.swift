/// Makes view controllers by identifier, with their outlets connected when their
/// view loads, as a `UIStoryboard` scene does.
///
/// A scene is a factory plus an outlet-connecting closure. The closure runs when the
/// controller's view loads, before `viewDidLoad`, so an outlet read before
/// `loadViewIfNeeded()` is still `nil`, as in UIKit.
///
/// ```swift
/// let main = Storyboard(name: "Main")
/// main.addScene("DetailViewController", make: DetailViewController.init) { controller in
///   controller.titleLabel = Label()
/// }
/// let detail = try main.instantiateViewController(
///   withIdentifier: "DetailViewController", as: DetailViewController.self)
/// ```
@MainActor
public final class Storyboard {
  public let name: String
  private var scenes: [String: @MainActor () -> ViewController] = [:]

  public init(name: String) {
    self.name = name
  }

  /// The identifiers of every scene, sorted.
  public var identifiers: [String] { scenes.keys.sorted() }

  public func addScene<Controller: ViewController>(
    _ identifier: String,
    make: @escaping @MainActor () -> Controller,
    connectOutlets: @escaping @MainActor (Controller) -> Void = { _ in }
  ) {
    scenes[identifier] = {
      let controller = make()
      controller.outletConnector = { loaded in
        if let loaded = loaded as? Controller { connectOutlets(loaded) }
      }
      return controller
    }
  }

  public func instantiateViewController(
    withIdentifier identifier: String
  ) throws(StoryboardError) -> ViewController {
    guard let make = scenes[identifier] else {
      throw .unknownIdentifier(identifier, storyboard: name, known: identifiers)
    }
    return make()
  }

  /// Instantiates and casts in one step, naming both types when the cast fails.
  public func instantiateViewController<Controller: ViewController>(
    withIdentifier identifier: String, as type: Controller.Type
  ) throws(StoryboardError) -> Controller {
    let controller = try instantiateViewController(withIdentifier: identifier)
    guard let typed = controller as? Controller else {
      throw .wrongType(
        identifier: identifier, expected: "\(Controller.self)",
        actual: "\(Swift.type(of: controller))")
    }
    return typed
  }
}
