/// The sections and items a diffable data source shows
/// (`NSDiffableDataSourceSnapshot`).
///
/// Identifiers must be unique, as in UIKit: appending a section or an item that is
/// already there stops the program with a message naming it.
public struct DiffableSnapshot<Section: Hashable & Sendable, Item: Hashable & Sendable>: Sendable {
  public private(set) var sectionIdentifiers: [Section] = []
  private var itemsBySection: [Section: [Item]] = [:]

  public init() {}

  public var numberOfSections: Int { sectionIdentifiers.count }
  public var numberOfItems: Int { itemIdentifiers.count }

  /// Every item, section by section.
  public var itemIdentifiers: [Item] {
    sectionIdentifiers.flatMap { itemsBySection[$0] ?? [] }
  }

  public func itemIdentifiers(inSection section: Section) -> [Item] {
    itemsBySection[section] ?? []
  }

  public func numberOfItems(inSection section: Section) -> Int {
    itemIdentifiers(inSection: section).count
  }

  public func sectionIdentifier(containingItem item: Item) -> Section? {
    sectionIdentifiers.first { itemsBySection[$0]?.contains(item) == true }
  }

  public mutating func appendSections(_ sections: [Section]) {
    for section in sections {
      precondition(
        !sectionIdentifiers.contains(section),
        "section identifier \(section) is already in the snapshot")
      sectionIdentifiers.append(section)
      itemsBySection[section] = []
    }
  }

  /// Appends items to `section`, or to the last section when it is `nil`.
  public mutating func appendItems(_ items: [Item], toSection section: Section? = nil) {
    guard let target = section ?? sectionIdentifiers.last else {
      preconditionFailure("append a section before appending items")
    }
    precondition(
      sectionIdentifiers.contains(target), "section identifier \(target) is not in the snapshot")
    for item in items {
      precondition(
        sectionIdentifier(containingItem: item) == nil,
        "item identifier \(item) is already in the snapshot: identifiers must be unique")
      itemsBySection[target, default: []].append(item)
    }
  }

  public mutating func deleteItems(_ items: [Item]) {
    for section in sectionIdentifiers {
      itemsBySection[section]?.removeAll { items.contains($0) }
    }
  }

  public mutating func deleteAllItems() {
    sectionIdentifiers = []
    itemsBySection = [:]
  }
}
