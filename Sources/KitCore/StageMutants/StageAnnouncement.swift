import Foundation

/// What a test-first stage tells the learner to pin, before any hint is asked for: its
/// `TODO:` lines in the skeleton, and its behaviour hint (hint level 1).
///
/// A chaff may only break what these words name (``StagePart``): a test that pins all a
/// stage asks must never be called weak for something it was not told.
struct StageAnnouncement {
  /// The `// TODO:` comment under each `// stage:` line of the skeleton, by stage id.
  let todos: [String: String]

  /// Reads the TODO lines from the skeleton's patch: its added lines, where a
  /// `// stage: <id>` line is followed by the comment lines that say what to write.
  init(skeletonPatch: String) {
    var todos: [String: String] = [:]
    var current: String?
    for line in skeletonPatch.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("+") else {
        current = nil
        continue
      }
      let code = line.dropFirst().trimmingCharacters(in: .whitespaces)
      if code.hasPrefix("// stage:") {
        current = code.dropFirst("// stage:".count).trimmingCharacters(in: .whitespaces)
      } else if let stage = current, code.hasPrefix("//") {
        let words = code.dropFirst(2).trimmingCharacters(in: .whitespaces)
        todos[stage, default: ""] += (todos[stage] == nil ? "" : " ") + words
      } else {
        current = nil
      }
    }
    self.todos = todos
  }

  /// The words `stage` is announced with: its TODO lines, then its behaviour hint.
  func words(of stage: Stage) -> String {
    [todos[stage.id], stage.behaviour].compactMap { $0 }.joined(separator: " ")
  }

  /// Whether `text` is said, letter for letter but for case and spacing, in `stage`'s words.
  func announces(_ text: String, in stage: Stage) -> Bool {
    Self.normalised(words(of: stage)).contains(Self.normalised(text))
  }

  private static func normalised(_ text: String) -> String {
    text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
