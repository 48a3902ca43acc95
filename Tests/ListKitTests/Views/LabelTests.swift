import ListKit
import Testing

@MainActor
@Suite("Label")
struct LabelTests {
  @Test("a new label has no text")
  func newLabelIsEmpty() {
    let sut = Label()

    #expect(sut.text == nil)
    #expect(sut.attributedText == nil)
  }

  @Test("a label made with text shows it")
  func madeWithText() {
    let sut = Label(text: "Buy milk")

    #expect(sut.text == "Buy milk")
  }

  @Test("setting text gives plain attributed text with the same string")
  func textSetsAttributedText() {
    let sut = Label()

    sut.text = "Buy milk"

    #expect(sut.attributedText == StyledText("Buy milk", isStruckThrough: false))
  }

  @Test("setting attributed text sets text to its string")
  func attributedTextSetsText() {
    let sut = Label()

    sut.attributedText = StyledText("Buy milk", isStruckThrough: true)

    #expect(sut.text == "Buy milk")
  }

  @Test("setting text to nil clears the attributed text")
  func nilTextClearsBoth() {
    let sut = Label()
    sut.attributedText = StyledText("Buy milk", isStruckThrough: true)

    sut.text = nil

    #expect(sut.attributedText == nil)
    #expect(sut.text == nil)
  }

  @Test("setting attributed text to nil clears the text")
  func nilAttributedTextClearsBoth() {
    let sut = Label(text: "Buy milk")

    sut.attributedText = nil

    #expect(sut.text == nil)
  }

  @Test("setting plain text drops a strikethrough")
  func plainTextDropsStrikethrough() {
    let sut = Label()
    sut.attributedText = StyledText("Buy milk", isStruckThrough: true)

    sut.text = "Buy bread"

    #expect(sut.attributedText?.isStruckThrough == false)
  }
}
