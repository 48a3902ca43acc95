/// Where the runner's words go: the terminal in the `kit` executable, a buffer in tests.
public protocol OutputWriter: AnyObject {
  func write(_ text: String)
}

/// Collects everything written, for tests.
public final class BufferWriter: OutputWriter {
  public private(set) var text = ""

  public init() {}

  public func write(_ text: String) {
    self.text += text
  }
}

/// Writes to standard output as it comes.
public final class StandardOutputWriter: OutputWriter {
  public init() {}

  public func write(_ text: String) {
    print(text, terminator: "")
  }
}
