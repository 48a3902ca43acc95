import Foundation

/// Reads `Exercises/exercises.json`, reporting a broken file instead of guessing.
public enum ManifestLoader {
  public static func load(from url: URL) throws(ManifestError) -> Manifest {
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw .missing(path: url.path)
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: url.path, reason: "\(error)")
    }
    do {
      return try JSONDecoder().decode(Manifest.self, from: data)
    } catch let error as DecodingError {
      throw .invalid(path: url.path, reason: describe(error))
    } catch {
      throw .invalid(path: url.path, reason: "\(error)")
    }
  }

  /// Turns a decoding error into "at exercises[2].stages[0]: key 'hint' is missing".
  static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let parts = context.codingPath.map { key in
        key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
      }
      let joined = parts.joined().drop { $0 == "." }
      return joined.isEmpty ? "the top level" : String(joined)
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "at \(path(context)): key '\(key.stringValue)' is missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "at \(path(context)): \(context.debugDescription)"
    case .dataCorrupted(let context):
      return "at \(path(context)): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }
}
