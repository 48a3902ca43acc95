import Foundation

extension TestFirstCheck.Outcome {
  /// The report: one block per stage, in walkthrough order, then what to do next.
  /// `firstDone` are the stages done for the first time in this check: the kit's test is
  /// shown beside the learner's then (`reference` gives its source), and each planted
  /// mistake of the stage with the lines it changed (`changes`), hidden until then so
  /// that a survivor's name says what to check, not where to look.
  func text(
    _ exercise: Exercise, firstDone: Set<String>, reference: (Stage) -> String?,
    changes: (Mutant) -> [String] = { _ in [] }
  ) -> String {
    var lines: [String] = []
    let done = exercise.stages.filter { isDone($0.id) }.count
    lines.append(
      "Test-first: \(done) of \(exercise.stages.count) stages done "
        + "(your tests judged in \(String(format: "%.1f", seconds)) s)")
    lines.append("")
    var next: String?
    for stage in exercise.stages {
      let judgement = judgements.first { $0.stage == stage.id }
      let unfinishedDouble = exercise.stages.prefix { $0.id != stage.id }.first {
        $0.kind == .writeTheDouble && !isDone($0.id)
      }
      let block = self.block(
        stage, judgement, unfinishedDouble: unfinishedDouble, exercise: exercise.id)
      lines += block.lines
      if next == nil, let todo = block.next { next = "\(stage.id): \(todo)" }
      if firstDone.contains(stage.id), stage.isWrittenTestFirst, let source = reference(stage) {
        lines.append("  The kit's test of this stage, beside yours:")
        lines += source.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }
        // The mistakes the test met, as counted above ("caught 3 of 3"): an example
        // chaff once per example of the learner's, each with that example filled in.
        let met = judgement?.mutants.map(\.mutant) ?? []
        let mutants = met.isEmpty ? exercise.mutants(aimedAt: stage) : met
        if !mutants.isEmpty { lines.append("  The planted mistakes your test catches:") }
        for mutant in mutants {
          lines.append("    – \(mutant.readableDescription)")
          lines += changes(mutant).map { "        \($0)" }
        }
      }
    }
    lines.append("")
    if !unplacedTests.isEmpty {
      lines.append("")
      lines.append(
        "! \(unplacedTests.joined(separator: ", ")) \(Self.verb(unplacedTests, "is", "are")) under "
          + "no `// stage:` line, so the kit cannot tell which stage \(Self.verb(unplacedTests, "it is", "they are")) for: "
          + "put the stage's line above (a suite after the class takes a line of its own)")
    }
    for file in stageLinesElsewhere {
      lines.append("")
      lines.append(
        "! \(file) has `// stage:` lines, but the kit reads a stage's tests in \(planFile) "
          + "only: the tests there run in your run and count for no stage; move them under "
          + "their stage's line in \(planFile)")
    }
    if ownRunRefusedByToolchain {
      next =
        "make each synchronous test method of your @MainActor class async (`async throws`), "
        + "as said above: Linux's XCTest cannot call them"
    } else if let error = ownCompileError, error.isTestInAnXCTestCase {
      next =
        "your run does not compile: \(place(of: error)): a Swift Testing @Test inside an "
        + "XCTestCase class: move it to a type of its own (a `@Suite struct`) under the stage's "
        + "line, or make it an XCTest `func test…()`: there is no code to write for it"
    } else if let error = ownCompileError, error.isInTheGeneratedTestList {
      // SwiftPM's generated list of XCTest tests: a name or a place Linux's XCTest cannot
      // list (a fresh learner's seventh try, 03 row 54).
      next =
        "your run does not compile: SwiftPM's generated list of XCTest tests fails "
        + "(\(error.message)), because of a test XCTest on Linux cannot list (a name in "
        + "backticks with spaces, a class nested in another type: see the stages above): "
        + "rename or move it; there is no code to write for it"
    } else if let error = ownCompileError,
      let stage = ownCompileStage
        ?? judgements.first(where: { judgement in
          // An error in another test file of the learner's: every trial compiles it too
          // (a fresh learner's fourteenth try, 12 row 77).
          guard case .doesNotCompile(let there) = judgement.verdict else { return false }
          return there.line == error.line && there.file.hasSuffix(error.file)
        })?.stage,
      case .doesNotCompile(let there) = judgements.first(where: { $0.stage == stage })?.verdict,
      there.message == error.message
    {
      // The reference lacks the name too: code written for it would never meet the kit's
      // tests (the same try, 03 row 51). Any other error it shares is the test's own (an
      // eighth try, 11 row 96: a main-actor initialiser called from a nonisolated test).
      let what =
        ToolchainLimits.missingName(in: error.message).map { $0 + "." }
        ?? (error.namesSomethingNew
          ? "The reference solution does not have it either: use the names and signatures the "
            + "exercise's code declares (above), rather than new code, or an import the file lacks"
          : "The reference solution gives the same error, so no code fixes it: fix the test"
            + (error.message.contains("main actor-isolated")
              ? " (here: mark the test, or its suite, `@MainActor`)" : ""))
      let under = ownCompileStage.map { " (under `// stage: \($0)`)" } ?? ""
      next = "your run does not compile: \(place(of: error))\(under): \(error.message). \(what)"
    } else if let error = ownCompileError, error.isInTheCode {
      next =
        "your code does not compile: \(place(of: error)): \(error.message). Fix the code: "
        + "your tests run once it builds"
    } else if let error = ownCompileError {
      // The build the learner just ran comes first: no stage can be done until it builds.
      let stage = ownCompileStage.map { " (under `// stage: \($0)`)" } ?? ""
      next =
        "your run does not compile: \(place(of: error))\(stage): \(error.message). Write the "
        + "simplest code that gives your test what it uses, or fix the test"
    }
    lines.append(next.map { "Next: \($0)" } ?? "Every stage is done: your tests and your code.")
    return lines.joined(separator: "\n") + "\n"
  }

  /// One stage's lines and what to do next; `unfinishedDouble` is the first stage before it
  /// where the learner writes a double and is not done, whose double their test may use.
  private func block(
    _ stage: Stage, _ judgement: StageJudgement?, unfinishedDouble: Stage?, exercise: String
  ) -> (
    lines: [String], next: String?
  ) {
    guard let judgement else {
      return (
        ["· \(stage.id): no `// stage: \(stage.id)` line in your test file"],
        "put the line back (kit start --test-first gives the skeleton again, your file backed up)"
      )
    }
    let names = judgement.tests.joined(separator: ", ")
    let isAre = Self.verb(judgement.tests, "is", "are")
    let reused = judgement.reused ? " (unchanged since the last check)" : ""
    switch judgement.verdict {
    case .notWritten where !judgement.tests.isEmpty && !judgement.notes.isEmpty:
      // Written and run, but skipped on the reference solution: no verdict to give (a
      // fresh learner's tenth try, 01 row 27, 11 row 39).
      return (
        [
          "· \(stage.id): \(names) \(isAre) written but skipped, so "
            + "\(Self.verb(judgement.tests, "it checks", "they check")) nothing yet"
        ] + judgement.notes.map { "    \($0)" },
        "make \(names) run: take the skip out, or give its `arguments:` a case"
      )
    case .notWritten where !judgement.notes.isEmpty:
      return (
        ["· \(stage.id): not written yet: no test under its line will run"]
          + judgement.notes.map { "    \($0)" },
        "make it a test its framework runs, under `// stage: \(stage.id)`"
      )
    case .notWritten:
      return (
        ["· \(stage.id): not written yet"],
        "write its test under `// stage: \(stage.id)`, run kit check, and watch it fail"
      )
    case .doesNotCompile(let error):
      var lines = [
        // The error's line says where; a test of the stage may be right beside it (a fresh
        // learner's sixteenth try, 03 row 66: `@Test` in the XCTestCase class).
        "✗ \(stage.id): your tests, through this stage's, do not compile against the "
          + "reference solution\(reused):",
        "    \(place(of: error)): \(error.message)",
      ]
      lines += judgement.notes.map { "    \($0)" }
      lines += judgement.offer.map { ["    \($0)"] } ?? []
      let next =
        judgement.offer != nil && judgement.notes.isEmpty && error.namesSomethingNew
        ? "use only what the stage asks for: the names and signatures the exercise's code declares"
        : "make the test compile: \(error.message)"
      return (lines, next)
    case .wrong(let failing):
      // Name the tests that failed there, not every test of the section, nor one that only
      // did not finish beside a crash.
      let own = failing.filter { !$0.value.hasPrefix(SwiftTestingCrash.besideACrash) }
      let failed = Set((own.isEmpty ? failing : own).keys.map(WrittenTests.functionName(of:)))
      let named = judgement.tests.filter(failed.contains)
      let wrong = named.isEmpty ? judgement.tests : named
      let wrongNames = wrong.joined(separator: ", ")
      let fails = Self.verb(wrong, "it fails", "they fail")
      var lines = [
        "✗ \(stage.id): \(wrongNames) \(Self.verb(wrong, "is", "are")) wrong\(reused): \(fails) on the reference solution"
      ]
      for test in failing.keys.sorted() {
        lines += Self.message(failing[test] ?? "", after: "    \(test): ")
      }
      if failing.isEmpty {
        lines.append("    (none of \(Self.verb(wrong, "it", "them")) ran there)")
        lines += judgement.notes.map { "    \($0)" }
      }
      // Green in the learner's run, on code the kit's tests accept: what differs is the
      // company it keeps there (a fresh learner's eleventh try, 02 row 107), not a mistake
      // it expects, whatever planted mistake it happens to pass on.
      // A failure in one time zone only is the zone's, not another test's (twelfth try, 06
      // row 54): the learner's run passed it in the machine's zone.
      if failing.values.contains(where: { $0.contains(TestOutcome.printedModuleNote) }) {
        return (
          lines,
          "make \(wrongNames) compare the values themselves, or their fields, not how they print"
        )
      }
      let leansOnOthers =
        ownPassing.contains(stage.id) && codeDone[stage.id] == true
        && !failing.values.contains { $0.contains(TestOutcome.zoneNote) }
      if leansOnOthers {
        lines.append(
          "    it passes in your own run, on code that passes the kit's tests of this stage: it "
            + "leans on what another test left behind (a shared or static value) or on the "
            + "order tests run in; the kit's trials run it without your other tests")
        let name = wrong.first ?? ""
        return (
          lines,
          "make \(name) set up all it uses itself (run it alone, in the exercise's folder: "
            + "`swift test --filter \"\(name)\"`)"
        )
      }
      for mutant in judgement.diagnoses {
        lines.append(
          "    it passes on one of the mistakes this stage plants, so it expects that mistake: "
            + Self.withoutAside(mutant.readableDescription))
      }
      if let double = unfinishedDouble {
        // The trials run the learner's test with the learner's double: an unfinished one
        // fails it on correct code (a fresh learner's ninth try, 11 row 26).
        let name = double.doubles.first.map { String($0.prefix { $0 != " " }) } ?? "double"
        lines.append(
          "    it runs with your \(name) (\(double.file ?? "your test files")), and stage "
            + "\(double.id), before it, is not done: the failure may be the double's")
        return (lines, "finish stage \(double.id) first, then check this test again")
      }
      return (lines, "fix the test: it must pass on correct code")
    case .overSpecified(let wheat, let failing):
      return overSpecifiedBlock(stage, judgement, wheat: wheat, failing: failing, reused: reused)
    case .cannotFail:
      var lines = [
        "✗ \(stage.id): \(names) cannot fail\(reused): \(Self.verb(judgement.tests, "it passes", "they pass")) on the code before the stage too"
      ]
      if let answered = judgement.answeredBefore {
        lines.append("    there, the kit's own test of the stage fails: \(answered)")
      }
      lines += judgement.notes.map { "    \($0)" }
      return (lines, "pin the behaviour the stage adds, so that the code before it fails the test")
    case .weak:
      var lines = [
        "✗ \(stage.id): \(names) \(isAre) weak\(reused): right, and red before the stage, "
          + "but \(Self.verb(judgement.tests, "it lets", "they let")) through "
          + "\(judgement.survivors.count) of \(judgement.mutants.count) planted mistakes:"
      ]
      lines += judgement.survivors.map { "    – not checked: \($0.readableDescription)" }
      lines += judgement.notes.map { "    \($0)" }
      if judgement.notes.contains(where: { $0.contains("`withKnownIssue") }) {
        return (
          lines, "take the assertions out of `withKnownIssue`, so that a mistake fails the test"
        )
      }
      return (lines, "add the assertion that one of these mistakes would fail")
    case .proven:
      return provenBlock(stage, judgement, names: "\(names) \(isAre)", reused: reused)
    case .given where stage.kind == .writeTheTest:
      // The learner writes this one where guided mode has them write it, by any name.
      let file = stage.file ?? "its own file"
      if isDone(stage.id) {
        return (["✓ \(stage.id): done (your test in \(file), as in guided mode)"], nil)
      }
      return (
        ["· \(stage.id): written in \(file), as in guided mode; not judged here"],
        "write its test in \(file): \(stage.hint)"
      )
    case .given:
      if let edited = changedGiven[stage.id], !edited.isEmpty {
        return (
          [
            "≠ \(stage.id): its tests are the kit's, given, and you changed "
              + "\(edited.joined(separator: ", ")) from the kit's version"
          ],
          "kit reset \(exercise) --tests puts the kit's given tests back and leaves your code "
            + "and your own tests alone"
        )
      }
      if isDone(stage.id) { return (["✓ \(stage.id): done (its tests are the kit's, given)"], nil) }
      if let ended = ownRunEnded, ownNotRun.contains(stage.id) {
        return (
          [
            "· \(stage.id): its tests are the kit's, given in test-first mode too; your run "
              + "ended before they finished"
          ],
          "your run ended in \(ended), before the tests of this stage finished: take out what ends "
            + "it, then check again"
        )
      }
      return (
        ["· \(stage.id): its tests are the kit's, given in test-first mode too"],
        "make them pass: \(stage.hint)"
      )
    }
  }

  /// A test that fails on another correct solution: which one, where, and what the stage
  /// asks in its own words, so the learner asserts that and leaves the rest free.
  private func overSpecifiedBlock(
    _ stage: Stage, _ judgement: StageJudgement, wheat: Wheat, failing: [String: String],
    reused: String
  ) -> (lines: [String], next: String?) {
    let failed = Set(failing.keys.map(WrittenTests.functionName(of:)))
    let named = judgement.tests.filter(failed.contains)
    let tests = named.isEmpty ? judgement.tests : named
    var lines = [
      "✗ \(stage.id): \(tests.joined(separator: ", ")) \(Self.verb(tests, "is", "are")) "
        + "over-specified\(reused): \(Self.verb(tests, "it fails", "they fail")) on a correct "
        + "solution that \(wheat.description)"
    ]
    for test in failing.keys.sorted() {
      lines += Self.message(failing[test] ?? "", after: "    \(test): ")
    }
    let asks = (stage.parts ?? []).map(\.text)
    if !asks.isEmpty {
      lines.append("    the stage asks only for: \(asks.joined(separator: "; "))")
    }
    return (
      lines,
      "assert only what the stage asks, so that a solution that \(wheat.description) "
        + "passes too"
    )
  }

  private func provenBlock(
    _ stage: Stage, _ judgement: StageJudgement, names: String, reused: String
  ) -> (lines: [String], next: String?) {
    let caught = "caught \(judgement.mutants.count) of \(judgement.mutants.count) planted mistakes"
    var lines: [String] = []
    var next: String?
    let own = ownFailures[stage.id] ?? [:]
    if isDone(stage.id) {
      lines.append(
        "✓ \(stage.id): done. \(names) proven\(reused), and your code passes the kit's tests")
      if !judgement.notes.isEmpty {
        lines.append("  ! beside your test, something under its line will not run:")
        lines += judgement.notes.map { "    \($0)" }
      }
    } else {
      lines.append("✓ \(stage.id): \(names) proven\(reused)")
      // What will not run is said whatever holds the stage back (a fresh learner's
      // thirteenth try, 02 row 24; fourteenth, 01 row 25), unless it is what holds it.
      var notesSaid = false
      let regressed = judgement.tests.first { regressions[stage.id]?.contains($0) == true }
      if let error = codeCompileError {
        lines.append("  your code does not compile with the kit's tests: \(error.message)")
        next = "make your code offer what the stage asks for"
      } else if let failing = regressed, unchangedSinceLastCheck {
        // Checked again with no file changed (a fresh learner's sixteenth try, 11 row 28).
        lines.append(
          "  your test passed at your last check and fails now, with no file changed since: "
            + "\(failing): \(own[failing] ?? "")")
        next =
          "make \(failing) pass every time: it passes or fails by the order or timing of your "
          + "tests (a shared or static value, the clock?); run it alone, in the exercise's "
          + "folder: `swift test --filter \"\(WrittenTests.functionName(of: failing))\"`"
      } else if let failing = regressed, codeDone[stage.id] != true {
        lines.append(
          "  your test passed before your last change and fails now: \(failing): \(own[failing] ?? "")"
        )
        next = "your last change broke \(failing): undo it, or fix it so the test passes again"
      } else if let failing = judgement.tests.first(where: { own[$0] != nil }),
        codeDone[stage.id] == true
      {
        // A change the kit's tests accept is no break to undo (a fresh learner's fourteenth
        // try, 06 row 50).
        lines.append(
          (regressed == failing
            ? "  your test passed before your last change and fails now, on code that passes "
              + "the kit's tests of this stage: "
            : "  your test fails on your code, which passes the kit's tests of this stage: ")
            + "\(failing): \(own[failing] ?? "")")
        lines.append(
          "  either your code has a mistake your test caught and the kit's tests miss, your "
            + "test asks for more than the stage does (what a later stage changes, say), "
            + "or it depends on what another test left behind (a shared or static value: "
            + "the kit's trials run it without your other tests)")
        next =
          "find out why \(failing) fails on your code (run it alone, in the exercise's folder: "
          + "`swift test --filter \"\(WrittenTests.functionName(of: failing))\"`): fix the code "
          + "or the shared value, "
          + "or assert only what this stage asks"
      } else if let failing = judgement.tests.first(where: { own[$0] != nil }) {
        lines.append("  your test fails on your code: \(failing): \(own[failing] ?? "")")
        next = "make your test pass: it is right, so the code is not there yet"
      } else if codeDone[stage.id] == true, let ended = ownRunEnded, ownNotRun.contains(stage.id) {
        lines.append(
          "  your code passes the kit's tests of it, but your own run ended in \(ended), "
            + "before your test of it ran")
        next =
          "your run ended in \(ended), before your test of this stage ran: take out what ends "
          + "it, then check again"
      } else if codeDone[stage.id] == true, ownRunDidNotBuild(at: stage.id) {
        lines.append(
          "  your code passes the kit's tests of it, but your own run did not build (see "
            + "above), so your test has not passed in it")
        next = "make your own run build, as said above"
      } else if codeDone[stage.id] == true, ownRunRefusedByToolchain,
        !ownPassing.contains(stage.id)
      {
        lines.append(
          "  your code passes the kit's tests of it, but your own run did not run your test "
            + "of it (see above)")
        next = "make your test run in your own run, as said above"
      } else if codeDone[stage.id] == true {
        let before = firstUndoneStage(before: stage.id)
        lines.append(
          "  your code passes the kit's tests of it, but "
            + (before.map { "stage \($0), before it, is not done" }
              ?? "a stage before it is not done"))
        next = before.map { "finish stage \($0) first" } ?? "finish the stages before it first"
      } else if !judgement.notes.isEmpty {
        lines.append("  beside your test, something under its line will not run:")
        lines += judgement.notes.map { "    \($0)" }
        notesSaid = true
        next = "make it a test its framework runs, or take it out: there is no code to write for it"
      } else if ownPassing.contains(stage.id) {
        // Proven, yet green on code the kit's tests reject: the code misses a part no
        // planted mistake stood for (a fresh learner's ninth try, 06 row 127).
        lines.append(
          "  your test passes on your code, but the kit's tests of this stage do not: your "
            + "code misses something the stage asks for that your test lets through")
        let asks = (stage.parts ?? []).map(\.text)
        next =
          "make your code do all the stage asks for: "
          + (asks.isEmpty ? stage.hint : asks.joined(separator: "; "))
      } else {
        lines.append("  your code does not pass the kit's tests of this stage yet")
        next = "write the simplest code that makes your test pass"
      }
      if !notesSaid, !judgement.notes.isEmpty {
        lines.append("  ! beside your test, something under its line will not run:")
        lines += judgement.notes.map { "    \($0)" }
      }
    }
    lines.append(
      "  right on the reference solution, red before the stage"
        + (judgement.redBefore.map { " (\(FailureSummary.oneLine($0)))" } ?? "") + ", \(caught)")
    let idle = judgement.addsNothing ?? []
    let skipped = judgement.skippedBefore ?? []
    let showing = judgement.tests.filter { !idle.contains($0) && !skipped.contains($0) }
    if !idle.isEmpty, !showing.isEmpty {
      lines.append(
        "  \(idle.joined(separator: ", ")) \(Self.verb(idle, "passes", "pass")) on the code "
          + "before the stage too, and on every planted mistake: \(Self.verb(idle, "it checks", "they check")) "
          + "nothing this stage adds (at most what the code did already), and "
          + "\(showing.joined(separator: ", ")) "
          + "\(Self.verb(showing, "shows", "show")) what this stage adds")
    }
    if !skipped.isEmpty {
      lines.append(
        "  \(skipped.joined(separator: ", ")) \(Self.verb(skipped, "is", "are")) skipped on the code "
          + "before the stage: a skip is no red, so on \(Self.verb(skipped, "its own it", "their own they")) "
          + "could not fail; take the skip out")
    }
    for (weaker, stronger) in (judgement.outdone ?? [:]).sorted(by: { $0.key < $1.key }) {
      let catches = judgement.mutants.filter { outcome in
        guard case .killed(let by) = outcome.verdict else { return false }
        return by.contains { $0 == weaker || WrittenTests.functionName(of: $0) == weaker }
      }.count
      // Alone, a test that passes on the code before the stage is not weak: it cannot fail
      // (a fresh learner's fourteenth try, 09 row 19).
      let alone =
        (judgement.passedBefore ?? []).contains(weaker)
        ? ", and passes on the code before the stage: on its own it could not fail"
        : ": on its own it would be weak"
      lines.append(
        "  \(weaker) catches \(catches) of the \(judgement.mutants.count) planted mistakes, each of "
          + "which \(stronger) catches too\(alone)")
    }
    let unseen = TestFirstCheck.neverRedNames(judgement.tests, among: neverRed[stage.id] ?? [])
    if !unseen.isEmpty {
      lines.append(
        "  ! you never saw \(unseen.joined(separator: ", ")) fail in your own runs: "
          + "in TDD the red comes first")
    }
    if stage.greenBefore == .all {
      // No red is asked, and the learner is told so rather than left to wonder (a fresh
      // learner's eleventh try, 07 row 30).
      lines.append(
        "  it passes on the code before this stage by design (the exercise's README says why): "
          + "no red is asked of it")
    }
    return (lines, next)
  }

  /// The verb agreeing with a list of test names: one test "is", two "are".
  /// A description without its closing aside in brackets: a misconception line names the
  /// misconception, and the aside ("(an item made without one has it too)") is the chaff's.
  static func withoutAside(_ text: String) -> String {
    guard text.hasSuffix(")"), let open = text.range(of: " (", options: .backwards) else {
      return text
    }
    return String(text[..<open.lowerBound])
  }

  static func verb(_ tests: [String], _ one: String, _ many: String) -> String {
    tests.count > 1 ? many : one
  }

  /// A failure message whole, its first line after `lead` and the others indented below
  /// it, at most twelve lines: expected and actual stay in, however long.
  static func message(_ text: String, after lead: String) -> [String] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    guard let first = lines.first else { return [lead.trimmingCharacters(in: .whitespaces)] }
    let indent = String(repeating: " ", count: lead.count)
    var shown = [lead + first] + lines.dropFirst().prefix(11).map { indent + $0 }
    if lines.count > 12 { shown.append(indent + "… (\(lines.count - 12) more lines)") }
    return shown
  }

  /// Where a compiler error is: its line, and its file when that is not the test file.
  func place(of error: CompileError) -> String {
    error.file.isEmpty || error.file.hasSuffix(planFile) || planFile.hasSuffix(error.file)
      ? "line \(error.line)" : "\(error.file), line \(error.line)"
  }
}
