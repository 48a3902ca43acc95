import Foundation

/// Owns a view that is loaded lazily, and hears about its life cycle (`UIViewController`).
///
/// The view is made the first time ``view`` is read (or ``loadViewIfNeeded()`` is
/// called): a storyboard's outlets are connected first, then ``viewDidLoad()`` runs,
/// exactly once. Appearance methods run only through
/// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()``,
/// which is how a test should trigger them.
@MainActor
open class ViewController {
  /// The frame a loaded view gets: a phone-sized screen.
  public static let screenFrame = CGRect(x: 0, y: 0, width: 390, height: 844)

  public private(set) var isViewLoaded = false
  private var loadedView: View?
  private var pendingTransition: (isAppearing: Bool, animated: Bool)?
  var outletConnector: (@MainActor (ViewController) -> Void)?

  public init() {}

  /// The root view, loaded on first access.
  public var view: View {
    if let loadedView { return loadedView }
    let view = View(frame: Self.screenFrame)
    loadedView = view
    isViewLoaded = true
    loadViewHierarchy()
    outletConnector?(self)
    outletConnector = nil
    viewDidLoad()
    viewDidFinishLoading()
    return view
  }

  public func loadViewIfNeeded() {
    _ = view
  }

  /// Called once, after the view is loaded and the outlets are connected.
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}

  /// Starts appearing (or disappearing): loads the view if needed, then calls
  /// ``viewWillAppear(_:)`` (or ``viewWillDisappear(_:)``).
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    loadViewIfNeeded()
    pendingTransition = (isAppearing, animated)
    if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
  }

  /// Finishes the transition begun last: ``viewDidAppear(_:)`` or
  /// ``viewDidDisappear(_:)``, with the `animated` flag it began with; without a
  /// transition under way it does nothing.
  public func endAppearanceTransition() {
    guard let transition = pendingTransition else { return }
    pendingTransition = nil
    if transition.isAppearing {
      viewDidAppear(transition.animated)
    } else {
      viewDidDisappear(transition.animated)
    }
  }

  /// A hook for subclasses in this module that build their views before `viewDidLoad`,
  /// as UIKit's `loadView()` does.
  func loadViewHierarchy() {}

  /// A hook for subclasses in this module that need to act after `viewDidLoad`.
  func viewDidFinishLoading() {}
}
