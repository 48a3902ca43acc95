import ListKit
import Testing

@Suite("DiffableSnapshot")
struct DiffableSnapshotTests {
  typealias Snapshot = DiffableSnapshot<ListSection, String>

  @Test("a new snapshot is empty")
  func empty() {
    let sut = Snapshot()

    #expect(sut.sectionIdentifiers.isEmpty)
    #expect(sut.numberOfSections == 0)
    #expect(sut.numberOfItems == 0)
  }

  @Test("keeps sections in the order they were appended")
  func appendSections() {
    var sut = Snapshot()

    sut.appendSections([.todo])
    sut.appendSections([.done])

    #expect(sut.sectionIdentifiers == [.todo, .done])
    #expect(sut.numberOfSections == 2)
  }

  @Test("appends items to the section named")
  func appendItemsToSection() {
    var sut = Snapshot()
    sut.appendSections([.todo, .done])

    sut.appendItems(["Buy milk", "Call mum"], toSection: .todo)
    sut.appendItems(["Pay rent"], toSection: .done)

    #expect(sut.itemIdentifiers(inSection: .todo) == ["Buy milk", "Call mum"])
    #expect(sut.itemIdentifiers(inSection: .done) == ["Pay rent"])
  }

  @Test("appends items to the last section when no section is named")
  func appendItemsToLastSection() {
    var sut = Snapshot()
    sut.appendSections([.todo, .done])

    sut.appendItems(["Pay rent"])

    #expect(sut.itemIdentifiers(inSection: .done) == ["Pay rent"])
    #expect(sut.itemIdentifiers(inSection: .todo).isEmpty)
  }

  @Test("counts items in all sections and in each")
  func numberOfItems() {
    let sut = makeTwoSectionSnapshot()

    #expect(sut.numberOfItems == 3)
    #expect(sut.numberOfItems(inSection: .todo) == 2)
    #expect(sut.numberOfItems(inSection: .done) == 1)
  }

  @Test("lists every item section by section")
  func allItems() {
    var sut = Snapshot()
    sut.appendSections([.todo, .done])
    sut.appendItems(["Pay rent"], toSection: .done)
    sut.appendItems(["Buy milk"], toSection: .todo)

    #expect(sut.itemIdentifiers == ["Buy milk", "Pay rent"])
  }

  @Test("finds the section that contains an item")
  func sectionContainingItem() {
    let sut = makeTwoSectionSnapshot()

    #expect(sut.sectionIdentifier(containingItem: "Pay rent") == .done)
    #expect(sut.sectionIdentifier(containingItem: "Call mum") == .todo)
    #expect(sut.sectionIdentifier(containingItem: "Walk the dog") == nil)
  }

  @Test("deletes items from whichever section holds them and keeps the sections")
  func deleteItems() {
    var sut = makeTwoSectionSnapshot()

    sut.deleteItems(["Call mum", "Pay rent"])

    #expect(sut.itemIdentifiers == ["Buy milk"])
    #expect(sut.sectionIdentifiers == [.todo, .done])
  }

  @Test("deleting all items removes the sections too")
  func deleteAllItems() {
    var sut = makeTwoSectionSnapshot()

    sut.deleteAllItems()

    #expect(sut.numberOfSections == 0)
    #expect(sut.numberOfItems == 0)
  }

  // MARK: - Helpers

  private func makeTwoSectionSnapshot() -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections([.todo, .done])
    snapshot.appendItems(["Buy milk", "Call mum"], toSection: .todo)
    snapshot.appendItems(["Pay rent"], toSection: .done)
    return snapshot
  }
}
