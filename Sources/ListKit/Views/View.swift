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

  public func addSubview(_ view: View) {
    view.superview = self
    subviews.append(view)
  }
}
