/// Picks the compiler's `path:line:col: error: message` lines out of build output.
enum CompileErrorParser {
  /// The distinct errors, in order of appearance, at most `limit` of them.
  static func errors(in output: String, limit: Int = 10) -> [CompileError] {
    var errors: [CompileError] = []
    for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
      guard let error = parse(String(line)), !errors.contains(error) else { continue }
      errors.append(error)
      if errors.count == limit { break }
    }
    return errors
  }

  static func parse(_ line: String) -> CompileError? {
    guard let marker = line.range(of: ": error: ") else { return nil }
    let location = line[..<marker.lowerBound].split(separator: ":")
    guard location.count >= 2, let lineNumber = Int(location[1]) else { return nil }
    let message = String(line[marker.upperBound...])
    return CompileError(file: String(location[0]), line: lineNumber, message: message)
  }
}
