/// What a stage asks of the learner.
enum StageKind: String, ManifestWord {
  /// The test is given; the learner writes the code that passes it.
  case makeTheTestPass = "make-the-test-pass"
  /// The learner writes the test; mutants aimed at the stage prove it.
  case writeTheTest = "write-the-test"
  /// The learner writes a test double; any test that uses it counts.
  case writeTheDouble = "write-the-double"

  /// The kind as words for a report: "write the test".
  var words: String { rawValue.replacingOccurrences(of: "-", with: " ") }

  /// Whether the learner writes something in the test folder (a test or a double).
  var learnerWritesTests: Bool { self != .makeTheTestPass }
}

/// The kind of literal an example chaff fakes.
enum ExampleKind: String, ManifestWord {
  /// A string literal: a title, a place's name.
  case string
  /// A number literal, integer or decimal: a count, a coordinate.
  case number
}

/// Which test framework an exercise's tests use.
enum Framework: String, ManifestWord {
  case xctest
  case swiftTesting = "swift-testing"
  case both
}

/// A closed set of words in the manifest's files: an unknown one fails the manifest's loading
/// with the words that would have worked, instead of slipping through as a string.
protocol ManifestWord: RawRepresentable<String>, CaseIterable, Codable, Sendable,
  CustomStringConvertible
{}

extension ManifestWord {
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let word = try container.decode(String.self)
    guard let value = Self(rawValue: word) else {
      let known = Self.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "'\(word)' is not one of \(known)")
    }
    self = value
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  var description: String { rawValue }
}
