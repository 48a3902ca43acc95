import Foundation

/// What `kit share` publishes as `learner.json` on the learner's ref in the room: their
/// progress report and every exercise's lights, under the name they share as.
///
/// Versioned: a room reads version 1 and skips, by name, any other. Documented in
/// `docs/runner.md`; fields may be added, none renamed.
struct LearnerDocument: Codable, Equatable, Sendable {
  static let currentVersion = 1
  /// The file's name in a shared commit.
  static let fileName = "learner.json"

  var version = Self.currentVersion
  var name: String
  /// The clone's random id (``RoomSettings/learner``).
  var learner: String
  var sharedAt: Date
  /// Whether the commit carries the learner's exercise folders under `code/`.
  var withCode: Bool
  var progress: ProgressReport
  /// By exercise id, the lights of its checks, oldest first.
  var lights: [String: LightColumns]

  /// The document for the state of a clone, shared as `name` at `date`.
  init(
    name: String, learner: String, at date: Date, withCode: Bool, manifest: Manifest,
    state: KitState
  ) {
    self.name = name
    self.learner = learner
    sharedAt = date
    self.withCode = withCode
    progress = ProgressReport(manifest: manifest, state: state, at: date)
    lights = state.exercises.compactMapValues { record in
      let lights = record.lightHistory
      return lights.isEmpty ? nil : LightColumns(lights.map(SharedLight.init))
    }
  }

  /// The document with only the exercises of `known`: a room reads no exercise its
  /// manifest lacks, so a document listing thousands costs it no more than one with the
  /// manifest's, and every later step stays linear in the manifest.
  func keepingOnly(_ known: Set<String>) -> LearnerDocument {
    var kept = self
    kept.progress.exercises.removeAll { !known.contains($0.id) }
    kept.lights = lights.filter { known.contains($0.key) }
    return kept
  }

  /// The JSON written to the room: sorted keys, so that the same progress is the same blob.
  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    return try encoder.encode(self)
  }

  /// Reads a document, or says in a sentence why it is not one the room can show.
  static func decode(_ data: Data) throws(Problem) -> LearnerDocument {
    struct Header: Decodable { var version: Int }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let header: Header
    do {
      header = try decoder.decode(Header.self, from: data)
    } catch {
      throw .notJSON
    }
    guard header.version == currentVersion else { throw .version(header.version) }
    do {
      return try decoder.decode(LearnerDocument.self, from: data)
    } catch {
      throw .notAReport(Self.describe(error))
    }
  }

  /// Why a learner's ref holds nothing the room can show.
  enum Problem: Error, Equatable, CustomStringConvertible {
    case notJSON
    case version(Int)
    case notAReport(String)

    var description: String {
      switch self {
      case .notJSON: "learner.json is not a kit report (not JSON with a version)"
      case .version(let version):
        "learner.json has version \(version), this kit reads version \(currentVersion): "
          + "the learner's kit and yours differ (git pull on both)"
      case .notAReport(let detail): "learner.json is not a kit report (\(detail))"
      }
    }
  }

  private static func describe(_ error: any Error) -> String {
    switch error as? DecodingError {
    case .keyNotFound(let key, let context)?:
      "no \(path(context.codingPath + [key]))"
    case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?,
      .dataCorrupted(let context)?:
      "a wrong value at \(path(context.codingPath))"
    default: "unreadable"
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
  }
}
