import Foundation

/// One small mistake the mechanical pass plants in a solution: one line of one file
/// changed by one operator.
struct SourceMutant: Equatable, Sendable {
  /// The file's path inside the exercise package (`Sources/<Module>/<File>.swift`).
  var file: String
  var mutation: MutationOperator
  /// 1-based, for the report; the id does not use it, so it may drift.
  var line: Int
  var original: String
  /// The line as the mutant has it; empty for a removed statement.
  var mutated: String
  /// Counts mutants with the same file, operator and line text (`1` for the first), so
  /// that two flips on one line, or two equal lines, keep ids of their own.
  var occurrence = 1

  /// Stable across edits elsewhere in the file: the file, the operator and the line's text
  /// (and which occurrence), never the line number. The equivalent-mutants list uses it.
  var id: String {
    let trimmed = original.trimmingCharacters(in: .whitespaces)
    return "\(file): \(mutation.rawValue): \(trimmed)" + (occurrence > 1 ? " #\(occurrence)" : "")
  }

  /// `source` (the file this mutant was made from) with the mutant's line changed.
  func applied(to source: String) -> String {
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines[line - 1] = mutated
    return lines.joined(separator: "\n")
  }
}

/// The kinds of small mistake, each a change of one token or one line of Swift.
enum MutationOperator: String, CaseIterable, Codable, Sendable {
  /// `==` and `!=` swapped.
  case equality
  /// `<` and `<=`, `>` and `>=` swapped: the boundary moves by one.
  case relational
  /// `true` and `false` swapped.
  case boolean
  /// `&&` and `||` swapped.
  case logical
  /// A call or an assignment on a line of its own, removed.
  case statementRemoved = "statement-removed"
  /// A returned expression replaced by a constant of its type (`0`, `false`, `""`, `nil`, `[]`).
  case constantReturn = "constant-return"
  /// An integer literal one higher, `.count` or `toDoCount` one lower, `.row` or `.section`
  /// one higher: an index or a count off by one.
  case offByOne = "off-by-one"
}
