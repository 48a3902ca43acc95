import Foundation

/// Where the runner's words go: the terminal in the `kit` executable, a buffer in tests.
///
/// Reports go to `write`, standard output; errors and warnings to `writeError`, standard
/// error, so that `kit progress --json > p.json` holds JSON and nothing else.
public protocol OutputWriter: AnyObject {
  func write(_ text: String)
  func writeError(_ text: String)
}

/// Collects everything written, for tests: `text` as a terminal would show it, `output`
/// and `errors` as the two streams hold them.
final class BufferWriter: OutputWriter {
  private(set) var text = ""
  private(set) var output = ""
  private(set) var errors = ""

  init() {}

  func write(_ text: String) {
    self.text += text
    output += text
  }

  func writeError(_ text: String) {
    self.text += text
    errors += text
  }
}

/// Writes to standard output and standard error as it comes.
public final class StandardOutputWriter: OutputWriter {
  public init() {}

  public func write(_ text: String) {
    print(text, terminator: "")
  }

  /// Flushes standard output first, so that the two streams keep their order on a terminal.
  public func writeError(_ text: String) {
    fflush(nil)
    FileHandle.standardError.write(Data(text.utf8))
  }
}
