import Foundation

/// The base of every on-screen element, as `UIView` is: a frame and subviews.
@MainActor
open class View {
  open var frame: CGRect
  public private(set) var subviews: [View] = []
  public private(set) weak var superview: View?

  public init(frame: CGRect = .zero) {
    self.frame = frame
  }

  /// Adds `view` on top of the others, taking it out of its old superview first.
  public func addSubview(_ view: View) {
    view.superview?.subviews.removeAll { $0 === view }
    view.superview = self
    subviews.append(view)
  }
}
