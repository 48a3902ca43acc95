/// One file saved, created or deleted between two looks at an exercise.
struct FileChange: Equatable, Sendable {
  enum Kind: String, Sendable {
    case saved
    case created
    case deleted
  }

  /// From the exercise folder: `Sources/Answer/Answer.swift`.
  var path: String
  var kind: Kind

  /// The words the watch prints before checking again: the file, or the first of several
  /// and how many more, so that a learner who saved in the wrong file sees it.
  static func summary(of changes: [FileChange]) -> String {
    guard let first = changes.first else { return "nothing changed" }
    let more = changes.count - 1
    let rest = more == 0 ? "" : more == 1 ? " and 1 other file" : " and \(more) other files"
    return "\(first.path) \(first.kind.rawValue)\(rest)"
  }
}
