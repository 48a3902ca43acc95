/// The reds an exercise's README quotes, checked against the manifest.
///
/// A README quotes what a failing run prints so that the learner knows the red is the
/// right one. A quote marked `<!-- kit:red Suite/test at starter -->` (or `at <stage id>`
/// for a stage snapshot), on the line before its fenced block, must contain the manifest's
/// reason for that test in that state; `kit verify` checks those reasons against real
/// runs, so a quote that drifts from what the run prints stops the verification.
enum ReadmeReds {
  /// One marked quote: the test, the state it was quoted in, and the quoted text.
  struct Quote: Equatable, Sendable {
    var test: String
    var state: String
    var text: String
    var line: Int
  }

  static let marker = "<!-- kit:red "

  /// Every marked quote in `readme`, in order; a marker not followed by a fenced block
  /// gives a quote with no text, which ``problems(in:exercise:)`` reports.
  static func quotes(in readme: String) -> [Quote] {
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    var quotes: [Quote] = []
    for (index, line) in lines.enumerated() where line.hasPrefix(marker) {
      let words = line.dropFirst(marker.count).split(separator: " ")
      guard words.count >= 4, words[1] == "at", words.last == "-->" else {
        quotes.append(Quote(test: String(line), state: "?", text: "", line: index + 1))
        continue
      }
      let block = lines.dropFirst(index + 1)
      var text: [Substring] = []
      if block.first?.hasPrefix("```") == true {
        text = Array(block.dropFirst().prefix { !$0.hasPrefix("```") })
      }
      quotes.append(
        Quote(
          test: String(words[0]), state: String(words[2]),
          text: text.joined(separator: "\n"), line: index + 1))
    }
    return quotes
  }

  /// One sentence per marked quote that is malformed, names a test or state the manifest
  /// does not have, or no longer contains the manifest's reason.
  static func problems(in readme: String, exercise: Exercise) -> [String] {
    quotes(in: readme).compactMap { quote in
      let at = "README.md line \(quote.line)"
      guard quote.state != "?" else {
        return "\(at): write the marker as <!-- kit:red Suite/test at starter|STAGE -->"
      }
      guard !quote.text.isEmpty else { return "\(at): the marker must sit on a fenced block" }
      guard let failing = failures(of: exercise, at: quote.state) else {
        return "\(at): '\(quote.state)' is neither starter nor a stage with a snapshot"
      }
      guard let expected = failing.first(where: { $0.test == quote.test }) else {
        return "\(at): the manifest does not expect \(quote.test) to fail at \(quote.state)"
      }
      guard !quote.text.contains(expected.reason) else { return nil }
      return "\(at): the red quoted for \(quote.test) at \(quote.state) does not contain "
        + "the run's reason “\(expected.reason)”"
    }
  }

  private static func failures(of exercise: Exercise, at state: String) -> [ExpectedFailure]? {
    if state == "starter" { return exercise.starter.failing }
    return exercise.stages.first { $0.id == state }?.snapshot?.failing
  }
}
