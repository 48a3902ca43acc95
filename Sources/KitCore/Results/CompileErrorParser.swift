/// Picks the compiler's `path:line:col: error: message` lines out of build output.
enum CompileErrorParser {
  /// The distinct errors, in order of appearance, at most `limit` of them.
  static func errors(in output: String, limit: Int = 10) -> [CompileError] {
    var errors: [CompileError] = []
    let lines = output.split(separator: "\n", omittingEmptySubsequences: true)
    for (index, line) in lines.enumerated() {
      guard var error = parse(String(line)) else { continue }
      if error.file.hasPrefix(macroExpansion),
        let place = expansionSite(in: lines[(index + 1)...].prefix(expansionLines))
      {
        error.file = place.file
        error.line = place.line
      }
      guard !errors.contains(error) else { continue }
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

  /// How an error inside a macro's expanded code names its file (`macro expansion @Test:16:26:
  /// error: …`): a buffer no learner has, so neither the learner nor the judge could tell
  /// which file, which test, which trial it is in.
  private static let macroExpansion = "macro expansion "
  /// How far below such an error the compiler's notes and its excerpt of the file go.
  private static let expansionLines = 40

  /// Where the learner's file uses the macro whose expansion an error is in: the line of the
  /// excerpt just above `note: in expansion of macro … here` (`  8 |   @Test(arguments: x)`),
  /// in the file the note `expanded code originates here` names; that note's own line when
  /// the excerpt has no such line.
  private static func expansionSite(in lines: ArraySlice<Substring>) -> (file: String, line: Int)? {
    let originMarker = ": note: expanded code originates here"
    guard let origin = lines.first(where: { $0.contains(originMarker) }),
      let notePlace = origin.range(of: originMarker),
      let pathStart = origin.firstIndex(where: { $0 == "/" || $0.isLetter || $0 == "." })
    else { return nil }
    let location = origin[pathStart..<notePlace.lowerBound].split(separator: ":")
    guard location.count >= 2, let originLine = Int(location[1]) else { return nil }
    let file = String(location[0])
    var previous: Substring?
    for line in lines {
      if line.contains("note: in expansion of macro"), let excerpt = previous,
        let number = Int(excerpt.prefix { $0 != "|" }.trimmingCharacters(in: .whitespaces))
      {
        return (file, number)
      }
      if line.contains("error:") && !line.contains("`- error:") { break }
      previous = line
    }
    return (file, originLine)
  }
}
