import Foundation

/// `kit check --report junit=FILE`: the check as JUnit XML, which CI servers and classroom
/// autograders read. One `testsuite` for the exercise; a test case's `classname` is its
/// suite; a failure is `<failure>`, a crash or a test that did not run `<error>`, a
/// skipped test `<skipped>` (never a pass); a stage's own verdict is a case of its own.
enum JUnitReport {
  static func xml(_ document: ResultsDocument) -> String {
    let tests = document.tests
    let failures = tests.filter { if case .failed = $0.status { true } else { false } }.count
    let errors = tests.filter { if case .error = $0.status { true } else { false } }.count
    let skipped = tests.filter { if case .skipped = $0.status { true } else { false } }.count
    let counts =
      "tests=\"\(tests.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\""
    var xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="TDDKit \(escape(document.exercise.id))" \(counts)>
      <testsuite name="\(escape(document.exercise.folder))" \(counts) timestamp="\(document.at.formatted(.iso8601))">

      """
    for test in tests {
      let parts = test.id.split(separator: "/", maxSplits: 1).map(String.init)
      let suite = parts.count == 2 ? parts[0] : document.exercise.module
      let name = parts.count == 2 ? parts[1] : test.id
      let file =
        test.file.map {
          " file=\"\(escape("\(KitPaths.exercise(document.exercise.folder))/\($0)"))\""
        } ?? ""
      xml += "<testcase classname=\"\(escape(suite))\" name=\"\(escape(name))\"\(file)"
      switch test.status {
      case .passed:
        xml += "/>\n"
      case .failed(let message):
        xml +=
          ">\n<failure message=\"\(escape(FailureSummary.oneLine(message)))\">\(escape(message))</failure>\n</testcase>\n"
      case .error(let message):
        xml +=
          ">\n<error message=\"\(escape(FailureSummary.oneLine(message)))\">\(escape(message))</error>\n</testcase>\n"
      case .skipped(let reason):
        xml +=
          ">\n<skipped message=\"\(escape(reason.isEmpty ? "skipped" : reason))\"/>\n</testcase>\n"
      }
    }
    if !document.compileErrors.isEmpty {
      let lines = document.compileErrors.map(\.description).joined(separator: "\n")
      xml += "<system-err>\(escape(lines))</system-err>\n"
    }
    return xml + "</testsuite>\n</testsuites>\n"
  }

  /// Text for XML 1.0: the five entities, and characters XML cannot hold at all (most
  /// control characters) left out.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      if let entity = MarkupEntity.for(scalar, apostrophe: "&apos;") {
        escaped += entity
      } else if scalar.value >= 0x20 || ["\t", "\n", "\r"].contains(scalar),
        !(0xFFFE...0xFFFF).contains(scalar.value)
      {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
