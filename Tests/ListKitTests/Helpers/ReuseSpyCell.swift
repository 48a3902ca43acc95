import ListKit

/// A spy cell: counts how often the table prepared it for reuse.
final class ReuseSpyCell: TableViewCell {
  private(set) var prepareForReuseCallCount = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    prepareForReuseCallCount += 1
  }
}
