import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads the xUnit XML that `swift test --parallel --xunit-output` writes (XCTest to the
/// named file, Swift Testing to its `-swift-testing` sibling) with Foundation's parser.
final class XUnitParser: NSObject, XMLParserDelegate {
  private let module: String
  private var outcomes: [String: TestOutcome] = [:]
  private var currentTest: String?
  private var currentFailures: [String] = []
  /// The text of a `<skipped>` element being read, `nil` outside one.
  private var skipReason: String?

  private init(module: String) {
    self.module = module
  }

  /// Outcomes by test id (`Suite/test`, the `<module>.` prefix dropped); `nil` when the
  /// data is not well-formed XML.
  static func outcomes(in data: Data, testModule module: String) -> [String: TestOutcome]? {
    // Repaired first: Foundation's parser reads the broken file to its end, and answers
    // that it succeeded, without the test case it could not read.
    let delegate = XUnitParser(module: module)
    let parser = XMLParser(data: repaired(data))
    parser.delegate = delegate
    guard parser.parse() else { return nil }
    return delegate.outcomes
  }

  /// `data` with the quotes inside each test case's `classname` and `name` escaped: Swift
  /// Testing (6.3) writes a raw identifier's quotes there as they are
  /// (`` name="`shows "To Do"`()" ``), and the file is no longer XML. A name ends at the
  /// last `" time="` of its line, a class name at the first `" name="`.
  static func repaired(_ data: Data) -> Data {
    let text = String(decoding: data, as: UTF8.self)
    let escape = { (value: Substring) in value.replacingOccurrences(of: "\"", with: "&quot;") }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard let match = line.firstMatch(of: /<testcase classname="(.*?)" name="(.*)" time="/)
      else { return String(line) }
      return line.replacingCharacters(
        in: match.range,
        with: "<testcase classname=\"\(escape(match.1))\" name=\"\(escape(match.2))\" time=\"")
    }
    return Data(lines.joined(separator: "\n").utf8)
  }

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    switch element {
    case "testcase":
      var suite = attributes["classname"] ?? ""
      if suite.hasPrefix(module + ".") { suite.removeFirst(module.count + 1) }
      currentTest = "\(suite)/\(attributes["name"] ?? "")"
      currentFailures = []
    case "failure", "error":
      // Swift Testing ends each message with the issue's severity, " (error)": noise to a
      // learner reading what failed.
      var message = attributes["message"] ?? "failure"
      if message.hasSuffix(" (error)") { message.removeLast(" (error)".count) }
      currentFailures.append(message)
    case "skipped":
      skipReason = attributes["message"] ?? ""
    default:
      break
    }
  }

  func parser(
    _ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    guard element == "testcase", let test = currentTest else { return }
    outcomes[test] =
      if let skipReason {
        .skipped(reason: skipReason.trimmingCharacters(in: .whitespacesAndNewlines))
      } else {
        currentFailures.isEmpty ? .passed : .failed(messages: currentFailures)
      }
    currentTest = nil
    skipReason = nil
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    skipReason? += string
  }
}
