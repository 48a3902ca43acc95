import Foundation

/// `kit check [NN]`: one check of the learner's exercise (``ExerciseCheck``), holding the
/// lock, then a share with the room in the background when the learner asked for one.
struct CheckCommand: KitCommand, Equatable {
  static let timeout: CommandOption<Int> = .timeout(
    default: 120,
    help: """
      bounds the test run: a test stuck in an endless loop is stopped and named; given, it
      bounds the build as well, so the run ends by it (left out, the build has 20 minutes)
      """)
  static let predict: CommandOption<String?> = .word(
    "--predict", "COLOUR", takes: "the colour you expect: red, amber, green, crashed or timed-out",
    help: """
      says first which light you expect: red, amber, green, crashed or timed-out; kit history
      keeps score
      """)
  static let json: CommandOption<Bool> = .flag(
    "--json", help: "the verdict as JSON on standard output, the report on standard error")
  static let report: CommandOption<[String]> = .words(
    "--report", "FORMAT=FILE",
    takes: "junit=FILE or exercism=FILE, e.g. --report junit=results.xml",
    help: """
      also writes the results for tools: junit=FILE, JUnit XML (CI servers, autograders), or
      exercism=FILE, Exercism's results.json (version 3, the stage's number as task_id); give
      it twice for both. Every test is in the order its file declares it; a skipped test is
      never reported as passed.
      """)
  static let declaration = CommandDeclaration(
    name: "check", arguments: "[NN]", options: [timeout, predict, json, report],
    summary: """
      build and test your exercise NN (default: the current one) and report every
      walkthrough test, then the next one to make green
      """,
    about: """
      Builds and tests your own Exercises/NN-slug (the current exercise when NN is left out:
      the one you last checked or moved to with kit next, even once it is green, so that your
      refactoring is checked too) and reports every walkthrough test in walkthrough order:
      passed, failed with its assertion message, crashed, not compiled, or missing (deleted or
      renamed). A compile error is red too: the first errors are shown with file and line.
      Then the next test to make green, with its stage's hint and the file to open.

      Write-the-test stages ask for at least one passing test of yours in the stage's file;
      once they pass, your tests also run against the reference solution and against the
      mistakes planted for that stage (mutants): the stage is green when they catch every one
      (docs/tests-for-your-tests.md). Until your tests change, that result is reused.

      In test-first mode (kit start NN --test-first), each stage's test of yours is judged
      instead: right on the reference solution, red on the code before the stage, catching
      the stage's planted mistakes; then your code meets the kit's hidden tests
      (docs/test-first.md).

      kit remembers which tests it saw red and green (.tddkit/state.json) and flags a test
      that went green without ever being seen red: did you watch it fail? Each check leaves a
      light (red, amber, green, crashed, timed out) for kit history. The build shares
      .build/tddkit/scratch, so no .build appears in your folder.
      """,
    exits: """
      Exits 0 when every walkthrough test passes, 1 when not yet, 5 when another kit is
      running (it waits up to \(Kit.defaultLockWaitSeconds) s first; TDDKIT_LOCK_WAIT=SECONDS
      changes that).
      """)

  /// `nil`: the current exercise, the one last checked or moved to with `kit next`.
  var exercise: String?
  var timeout = Self.timeout.defaultValue
  /// Whether `--timeout` was given: then it bounds the build too, and the run ends by it.
  var timeoutGiven = false
  /// The light the learner expects, kept with the check's own.
  var predicted: LightColour?
  /// The verdict as JSON on standard output (test-first: per stage).
  var json = false
  /// Results files for tools.
  var reports: [ReportRequest] = []

  func run(_ context: CommandContext) throws(KitFailure) -> ExitCode {
    var check = ExerciseCheck(
      root: context.root, manifest: context.manifest,
      writer: json ? ErrorStreamWriter(context.writer) : context.writer, now: context.now,
      width: context.width, prepares: context.prepares, predicted: predicted)
    if json { check.jsonWriter = context.writer }
    check.reports = reports
    check.workingFolder = context.workingFolder
    check.timeoutBoundsTheBuild = timeoutGiven
    defer { context.kit.shareAfterCheck(always: false) }
    return try context.kit.withLockedState { state throws(KitFailure) in
      try check.run(context.exercise(exercise, state: state), timeout: timeout, state: &state)
    }
  }
}

extension CheckCommand {
  /// Reads the words after the command's name.
  init(_ line: ParsedLine) throws(UsageError) {
    exercise = try line.optionalExercise()
    timeout = line[Self.timeout]
    timeoutGiven = line.gave(Self.timeout)
    predicted = try line[Self.predict].map { (word: String) throws(UsageError) in
      guard let colour = LightColour(rawValue: word) else {
        throw UsageError("--predict takes \(Self.predict.spec.takes), not '\(word)'")
      }
      return colour
    }
    json = line[Self.json]
    reports = try line[Self.report].map { (word: String) throws(UsageError) in
      let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, !parts[1].isEmpty,
        let format = ReportRequest.Format(rawValue: parts[0])
      else { throw UsageError("--report takes \(Self.report.spec.takes)") }
      return ReportRequest(format: format, file: parts[1])
    }
  }
}
