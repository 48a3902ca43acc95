import Foundation

/// What a ``VersionedJSONFile`` holds: a value that says which version of its format it is.
protocol Versioned: Codable {
  static var currentVersion: Int { get }
  var version: Int { get }
}

/// A JSON file the kit writes and reads back later: the state, the verify cache.
///
/// A file that cannot be read as this version's content is never overwritten silently:
/// a command allowed to repair it moves it aside to `<name>.corrupt-<timestamp>` and
/// starts afresh, saying so; a command that only reads reports it and leaves it alone.
struct VersionedJSONFile<Content: Versioned> {
  let file: URL
  /// The file as the learner sees it, from the kit's root: `.tddkit/state.json`.
  let shownAs: String
  /// What the file holds, for the warning: "the kit's state".
  let holds: String
  /// What happens after a repair, for the warning: "a new state file is started".
  let afterRepair: String
  /// What a missing or unreadable file stands for.
  let empty: Content

  /// The content, and a warning for the learner when the file was unusable.
  func load(repairing: Bool, now: Date = Date()) -> (content: Content, warning: String?) {
    guard let data = FileManager.default.contents(atPath: file.path) else { return (empty, nil) }
    let problem: String
    do {
      let content = try Self.decoder.decode(Content.self, from: data)
      if content.version == Content.currentVersion { return (content, nil) }
      problem =
        "it has version \(content.version), this kit reads version \(Content.currentVersion)"
    } catch {
      problem = "it is not valid JSON for \(holds)"
    }
    guard repairing else {
      return (empty, "warning: \(shownAs) cannot be read (\(problem)); ignoring it.\n")
    }
    let aside = file.deletingLastPathComponent()
      .appending(path: "\(file.lastPathComponent).corrupt-\(Timestamp.string(now))")
    do {
      try FileManager.default.moveItem(at: file, to: aside)
    } catch {
      return (empty, "warning: \(shownAs) cannot be read (\(problem)) nor moved aside: \(error)\n")
    }
    let shownAside = "\(shownAs).corrupt-\(Timestamp.string(now))"
    return (
      empty,
      "warning: \(shownAs) could not be read (\(problem)); it is kept as \(shownAside) and "
        + "\(afterRepair).\n"
    )
  }

  /// Writes the whole content atomically, so a kit stopped halfway leaves the old file.
  func save(_ content: Content) throws {
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Self.encoder.encode(content).write(to: file, options: .atomic)
  }

  /// Sorted keys and indentation keep the file readable and its diffs small.
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }

  static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}
