import ListKit

/// A spy on one MVP list row, named "Mock…" because the walkthrough names it so.
///
/// It records what the presenter displays in it, ``Message/displayTitle(_:)`` and
/// ``Message/displayDetail(_:)``, in ``messages``, and asserts nothing; ``displayedTitle``
/// and ``displayedDetails`` are read from that list. Stands in for ``ListCellView``.
///
/// Used in: no exercise.
///
/// Written in: exercise 11 (stage write-mock-cell), where the learner finishes its own:
/// the same messages as `.display(title:)` and `.display(detail:)`, and nothing derived.
/// This one is that finished spy plus ``displayedTitle`` and ``displayedDetails``.
@MainActor
public final class MockCell: ListCellView {
  /// What a presenter can put in a cell.
  ///
  /// Not `display(title:)` and `display(detail:)`: two cases that differ only by label
  /// compile and compare with `==`, but Swift 6.3 cannot bind their values in a pattern
  /// ("ambiguous use of 'display'"), and ``displayedTitle`` needs to.
  public enum Message: Equatable, Sendable {
    case displayTitle(String)
    case displayDetail(String?)
  }

  public private(set) var messages: [Message] = []

  public init() {}

  public func display(title: String) {
    messages.append(.displayTitle(title))
  }

  public func display(detail: String?) {
    messages.append(.displayDetail(detail))
  }

  /// The title shown last, or `nil` if no title was shown.
  public var displayedTitle: String? {
    messages.reversed().lazy.compactMap {
      if case .displayTitle(let title) = $0 { title } else { nil }
    }.first
  }

  /// Every detail shown, oldest first; an entry is `nil` when the detail was cleared.
  /// A list, not a single optional, so "cleared" and "never shown" stay different.
  public var displayedDetails: [String?] {
    messages.compactMap {
      if case .displayDetail(let detail) = $0 { .some(detail) } else { nil }
    }
  }
}
