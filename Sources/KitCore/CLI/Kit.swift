import Foundation

/// The runner's logic behind the `kit` executable: a command in, words and an exit code out.
public struct Kit {
  let root: URL
  let writer: any OutputWriter

  public init(root: URL, writer: any OutputWriter) {
    self.root = root
    self.writer = writer
  }

  public func run(_ arguments: [String]) -> ExitCode {
    let command: Command
    do {
      command = try Command.parse(arguments)
    } catch {
      writer.write("error: \(error)\n")
      return .usage
    }
    if case .help(let topic) = command {
      writer.write(topic.flatMap(HelpText.topic) ?? HelpText.general)
      return .success
    }
    let manifest: Manifest
    do {
      manifest = try ManifestLoader.load(from: root.appending(path: "Exercises/exercises.json"))
    } catch {
      writer.write("error: \(error)\n")
      return .badInput
    }
    switch command {
    case .overview: return Overview(manifest: manifest, writer: writer).show()
    case .list: return Overview(manifest: manifest, writer: writer).list()
    case .hint(let key): return Overview(manifest: manifest, writer: writer).hints(for: key)
    case .verify(let keys, let timeout):
      return VerifyCommand(root: root, manifest: manifest, writer: writer)
        .run(keys, timeout: .seconds(timeout))
    case .help: return .success
    }
  }

  /// The nearest folder at or above `start` that holds `Exercises/exercises.json`.
  public static func findRoot(from start: URL) -> URL? {
    var folder = start.standardizedFileURL
    while true {
      if FileManager.default.fileExists(
        atPath: folder.appending(path: "Exercises/exercises.json").path)
      {
        return folder
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }
}
