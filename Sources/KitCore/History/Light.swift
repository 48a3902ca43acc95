import Foundation

/// The colour of one check, as cyber-dojo shows a test run: what the learner sees at a
/// glance in `kit history`, and what the flags are read from.
enum LightColour: String, Codable, CaseIterable, Sendable {
  /// At least one test failed an assertion, and none crashed.
  case red
  /// The exercise did not build, or built and ran no test: the run never got as far as a
  /// verdict on the code.
  case amber
  /// Every test that ran passed.
  case green
  /// A test's process stopped: a trap, a signal, an `exit` in the code under test.
  case crashed
  /// The kit stopped the run for taking longer than its timeout.
  case timedOut = "timed-out"

  /// The colour of `run`: a timeout before anything else (its results are partial), then
  /// a failed build, then a crash, then a failed assertion.
  init(_ run: TestRun) {
    let outcomes = run.outcomes.values
    if run.timedOut {
      self = .timedOut
    } else if !run.didCompile || run.missingResults != nil {
      self = .amber
    } else if run.swiftTestingCrash != nil || !run.hung.isEmpty
      || outcomes.contains(where: \.isCrash)
    {
      // Tests that started and never ended, in a run not stopped by the kit: the process
      // ended under them (`exit` in the code), as the report's "crashed" says.
      self = .crashed
    } else if outcomes.contains(where: \.isFailure) {
      self = .red
    } else {
      self = outcomes.contains(.passed) ? .green : .amber
    }
  }

  /// Red, amber or crashed: the run showed something not working yet. A timeout is left
  /// out: it says the tests hung, not which of them fails.
  var isFailing: Bool { self == .red || self == .amber || self == .crashed }

  /// How `kit history` names it.
  var label: String { self == .timedOut ? "timed out" : rawValue }
}

extension TestOutcome {
  fileprivate var isCrash: Bool {
    if case .crashed = self { return true }
    return false
  }

  fileprivate var isFailure: Bool {
    if case .failed = self { return true }
    return false
  }

  fileprivate var isSkip: Bool {
    if case .skipped = self { return true }
    return false
  }
}

/// One `kit check` (or one check of `kit watch`), as the state keeps it for
/// `kit history`: what it found, and what the learner had changed since the check before.
///
/// Fields a later kit adds (the stage being worked on, the mode) are optional, so that a
/// light written now still reads then, and a state without lights reads now.
struct Light: Codable, Equatable, Sendable {
  var at: Date
  var colour: LightColour
  /// Which side the learner changed since the previous light of this exercise.
  var changed: ChangedSide
  /// Tests that ran (passed, failed or crashed), and of those, how many passed.
  var ran: Int
  var passed: Int
  /// The stages whose every walkthrough item passed, in walkthrough order: a step that
  /// adds several at once is flagged.
  var stagesGreen: [String] = []
  /// The fingerprints of the exercise's tests and code when it ran, to tell what the next
  /// check changed.
  var sides: SideDigests
  /// The colour the learner said they expected (`kit check --predict`), if they did.
  var predicted: LightColour?
  /// What an instructor's room shows of the check beside its colour; every field is
  /// optional, so that lights written before they existed still read.
  /// The first failing test and the first line of its message, cut to 200 characters.
  var failure: String?
  /// The item the learner is on after this check: a test id, or `stage <id>`.
  var next: String?
  /// Test-first: by stage id, the verdict on the learner's test (``TestVerdict/name``).
  var verdicts: [String: String]?
  /// The planted mistakes (chaff or mutant ids) the learner's tests let through.
  var survivors: [String]?
  /// Test-first: the planted mistakes a wrong test of the learner's passed on, that is,
  /// the misconceptions it encodes, by chaff id.
  var diagnoses: [String]?
}

extension Light {
  /// The light of `run`, taken at `date` with the exercise's files as `sides`, following
  /// `previous` (the exercise's last light, if any).
  init(
    _ run: TestRun, at date: Date, sides: SideDigests, after previous: Light?,
    stagesGreen: [String], predicted: LightColour? = nil
  ) {
    let ran = run.outcomes.values.filter { $0 != .notRun && !$0.isSkip }
    self.init(
      at: date, colour: LightColour(run),
      changed: ChangedSide(from: previous?.sides, to: sides),
      ran: ran.count, passed: ran.filter(\.isPassed).count, stagesGreen: stagesGreen,
      sides: sides, predicted: predicted)
    failure = Self.firstFailure(of: run)
  }

  /// A test-first check's light, given its stages' verdicts: with nothing of the learner's
  /// written yet, the kit's given tests passing is not a green of theirs, and reads as a
  /// run with no test of theirs does (amber), the same in every exercise.
  mutating func judged(_ verdicts: [TestVerdict]) {
    let written = verdicts.contains { $0 != .notWritten && $0 != .given }
    if colour == .green && !written { colour = .amber }
  }

  /// How ``failure`` begins for a check whose code did not compile.
  static let doesNotCompile = "does not compile: "

  /// Whether the check's code did not compile: its failure is the compiler's.
  var didNotCompile: Bool { failure?.hasPrefix(Self.doesNotCompile) == true }

  /// The failing test of `run` that comes first in `order` (the test the check names next,
  /// then the walkthrough; alphabetically after those) and its message's first line, or the
  /// first compiler error, cut to 200 characters: what a room shows of a red, the failure
  /// of the test the learner is on, not of whichever test's name sorts first.
  static func firstFailure(of run: TestRun, order: [String] = []) -> String? {
    let text: String
    let failing = run.failingTests
    if let error = run.compileErrors.first {
      text = Self.doesNotCompile + error.message
    } else if let test = order.first(where: failing.contains) ?? failing.sorted().first {
      let message = FailureSummary.oneLine(run.outcome(of: test).message)
      text = "\(test): \(message)"
    } else {
      return nil
    }
    return text.count > 200 ? String(text.prefix(199)) + "…" : text
  }
}
