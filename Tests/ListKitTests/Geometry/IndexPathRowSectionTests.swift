import ListKit
import Testing

@Suite("IndexPath rows and sections")
struct IndexPathRowSectionTests {
  @Test("keeps the row and the section it was made with")
  func rowAndSection() {
    let indexPath = IndexPath(row: 2, section: 1)

    #expect(indexPath.row == 2)
    #expect(indexPath.section == 1)
  }

  @Test("orders by section first, then by row")
  func ordering() {
    let paths = [
      IndexPath(row: 0, section: 1), IndexPath(row: 3, section: 0), IndexPath(row: 1, section: 0),
    ]

    #expect(
      paths.sorted() == [
        IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0), IndexPath(row: 0, section: 1),
      ])
  }
}
