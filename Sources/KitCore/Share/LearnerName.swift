import Foundation

/// The name a learner shares under, which is also the last part of their ref in the room:
/// `refs/tddkit/learners/<name>`.
///
/// git decides what a ref may be called (`git check-ref-format`); the kit adds that a name
/// has no `/`, which would make it a folder of refs and clash with a learner of that
/// folder's name, and is at most 64 characters, so that it fits a room's row. A pair shares
/// as one learner: `ana+ben`.
struct LearnerName: Equatable, Sendable, CustomStringConvertible {
  let text: String

  static let maximumLength = 64
  static let refPrefix = "refs/tddkit/learners/"

  /// Why a name was refused, in a sentence that says what to use instead.
  struct Refusal: Error, Equatable, CustomStringConvertible {
    var description: String
  }

  /// `text` as a name, or a ``Refusal``; `git` runs `check-ref-format` (no repository needed).
  init(_ text: String, git: Git) throws(Refusal) {
    let example = "kit share --name ana (or --name ana+ben for a pair)"
    guard !text.isEmpty else { throw Refusal(description: "the name is empty; try \(example)") }
    guard text.count <= Self.maximumLength else {
      throw Refusal(
        description: "'\(text)' is longer than \(Self.maximumLength) characters; try \(example)")
    }
    guard !text.contains("/") else {
      throw Refusal(
        description:
          "'\(text)' has a /, which would make it a folder of names in the room; try \(example)")
    }
    let checked = try? git.run(["check-ref-format", Self.refPrefix + text])
    guard checked?.succeeded == true else {
      throw Refusal(
        description:
          "'\(text)' cannot be the name of a git ref (no spaces, no ~ ^ : ? * [ \\, no .., "
          + "no @{, not ending in . or .lock); try \(example)")
    }
    self.text = text
  }

  /// A name made from git's `user.name`: spaces become `-`, so that "Ana Lopez" shares as
  /// `Ana-Lopez`; `nil` when git has none.
  static func fromGitUser(git: Git) -> String? {
    guard let result = try? git.run(["config", "user.name"]), result.succeeded else { return nil }
    let words = result.line.split(whereSeparator: \.isWhitespace)
    return words.isEmpty ? nil : words.joined(separator: "-")
  }

  var ref: String { Self.refPrefix + text }
  var description: String { text }
}
