/// A line of text, as `UILabel`: `text` and `attributedText` are two views of one value.
///
/// Setting `text` gives plain styled text; setting `attributedText` also sets `text`
/// to its string; setting either to `nil` clears both.
@MainActor
open class Label: View {
  open var attributedText: StyledText?

  open var text: String? {
    get { attributedText?.string }
    set { attributedText = newValue.map { StyledText($0) } }
  }

  public convenience init(text: String?) {
    self.init()
    self.text = text
  }
}
