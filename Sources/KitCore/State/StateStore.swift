import Foundation

/// Reads and writes `.tddkit/state.json`.
///
/// A file that cannot be read as this version's state is never overwritten silently: a
/// command that holds the lock moves it aside to `state.json.corrupt-<timestamp>` and
/// starts afresh, saying so; a command that only reads reports it and leaves it alone.
public struct StateStore {
  public let folder: URL
  public var file: URL { folder.appending(path: "state.json") }

  public init(root: URL) {
    self.folder = root.appending(path: ".tddkit")
  }

  /// The state, and a warning for the learner when the file was unusable.
  public func load(repairing: Bool, now: Date = Date()) -> (state: KitState, warning: String?) {
    guard let data = FileManager.default.contents(atPath: file.path) else {
      return (KitState(), nil)
    }
    let problem: String
    do {
      let state = try Self.decoder.decode(KitState.self, from: data)
      if state.version == KitState.currentVersion { return (state, nil) }
      problem = "it has version \(state.version), this kit reads version \(KitState.currentVersion)"
    } catch {
      problem = "it is not valid JSON for the kit's state"
    }
    guard repairing else {
      return (KitState(), "warning: \(relative(file)) cannot be read (\(problem)); ignoring it.\n")
    }
    let aside = folder.appending(path: "state.json.corrupt-\(Timestamp.string(now))")
    do {
      try FileManager.default.moveItem(at: file, to: aside)
    } catch {
      return (
        KitState(),
        "warning: \(relative(file)) cannot be read (\(problem)) nor moved aside: \(error)\n"
      )
    }
    return (
      KitState(),
      "warning: \(relative(file)) could not be read (\(problem)); it is kept as "
        + "\(relative(aside)) and a new state file is started.\n"
    )
  }

  /// Writes the whole state atomically, so a kit stopped halfway leaves the old file.
  public func save(_ state: KitState) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Self.encoder.encode(state).write(to: file, options: .atomic)
  }

  private func relative(_ url: URL) -> String {
    ".tddkit/\(url.lastPathComponent)"
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
