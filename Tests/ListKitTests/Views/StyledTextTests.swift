import ListKit
import Testing

@Suite("StyledText")
struct StyledTextTests {
  @Test("is not struck through unless asked")
  func plainByDefault() {
    let sut = StyledText("Buy milk")

    #expect(sut.string == "Buy milk")
    #expect(!sut.isStruckThrough)
  }

  @Test("can be struck through, as a done item's title is")
  func struckThrough() {
    let sut = StyledText("Buy milk", isStruckThrough: true)

    #expect(sut.isStruckThrough)
  }

  @Test("struck-through and plain text with the same string are not equal")
  func strikethroughTakesPartInEquality() {
    let plain = StyledText("Buy milk")
    let struck = StyledText("Buy milk", isStruckThrough: true)

    #expect(plain != struck)
    #expect(plain == StyledText("Buy milk", isStruckThrough: false))
  }
}
