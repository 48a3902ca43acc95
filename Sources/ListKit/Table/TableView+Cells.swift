import Foundation

extension TableView {
  /// Registers a cell class for `identifier`, the way to register cells in code.
  public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
    registrations[identifier] = .type(cellClass)
  }

  /// Registers a factory for `identifier`: the kit's stand-in for a nib or a
  /// storyboard prototype cell, which arrive with their labels already connected.
  public func register(
    forCellReuseIdentifier identifier: String,
    makeCell: @escaping @MainActor () -> TableViewCell
  ) {
    registrations[identifier] = .factory(makeCell)
  }

  /// The identifiers registered so far, sorted.
  public var registeredIdentifiers: [String] { registrations.keys.sorted() }

  /// Asks the data source for a cell for every visible row, as a layout pass does.
  public func layoutIfNeeded() {
    for indexPath in indexPathsForVisibleRows {
      _ = cellForRow(at: indexPath)
    }
  }

  /// The rows whose top edge lies inside the visible height: the frame's height, but
  /// never less than one row, because UIKit lays out a first row even in a zero frame.
  /// This is why a table with a zero frame answers `nil` for a row in its second section.
  public var indexPathsForVisibleRows: [IndexPath] {
    let visibleHeight = max(frame.height, rowHeight)
    var paths: [IndexPath] = []
    var top: CGFloat = 0
    for section in 0..<numberOfSections {
      for row in 0..<numberOfRows(inSection: section) {
        guard top < visibleHeight else { return paths }
        paths.append(IndexPath(row: row, section: section))
        top += rowHeight
      }
    }
    return paths
  }

  /// The cells made for visible rows since the last reload, in row order.
  public var visibleCells: [TableViewCell] {
    indexPathsForVisibleRows.compactMap { cellsByIndexPath[$0] }
  }

  func isVisible(_ indexPath: IndexPath) -> Bool {
    indexPathsForVisibleRows.contains(indexPath)
  }

  func unregisteredMessage(_ identifier: String) -> String {
    let registered = registeredIdentifiers.map { "'\($0)'" }.joined(separator: ", ")
    return "unable to dequeue a cell with identifier '\(identifier)': "
      + "register a class or a factory for it first (registered: [\(registered)])"
  }
}
