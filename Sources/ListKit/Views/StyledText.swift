/// Text with the one attribute the to-do list uses: a line through it.
///
/// Stands in for `NSAttributedString`, whose strikethrough attribute Foundation on
/// Linux does not have.
public struct StyledText: Equatable, Hashable, Sendable {
  public var string: String
  public var isStruckThrough: Bool

  public init(_ string: String, isStruckThrough: Bool = false) {
    self.string = string
    self.isStruckThrough = isStruckThrough
  }
}
