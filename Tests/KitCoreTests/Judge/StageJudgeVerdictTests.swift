import Foundation
import Testing

@testable import KitCore

/// The judge's reading of a stage's trials, from their runs: right, able to fail, strong,
/// in that order, and what a wrong test holds.
@Suite("A stage's verdict from its trials")
struct StageJudgeVerdictTests {
  let test = "CountTests/test_counts"
  var exercise: Exercise
  let judge: StageJudge

  init() throws {
    var exercise = try #require(ManifestFixtures.exercise)
    exercise.testFirst = TestFirstPlan(file: "Tests/AnswerTests/AnswerTests.swift")
    exercise.stages[0].snapshot = Snapshot(path: "Stages/answer", failing: [])
    let stage = exercise.stages[0].id
    exercise.mutants = [
      Mutant(id: "off-by-one", description: "answers one too few", stage: stage, base: .stage),
      Mutant(id: "counts-twice", description: "counts each item twice", stage: stage, base: .stage),
    ]
    exercise.wheats = [
      Wheat(id: "counts-backwards", description: "counts from the last item", stage: stage),
      Wheat(id: "counts-twice-over", description: "asks the list twice", stage: stage),
    ]
    self.exercise = exercise
    judge = StageJudge(
      root: URL(filePath: "/nowhere"), exercise: exercise,
      plan: try #require(exercise.testFirst),
      states: ExerciseStates(root: URL(filePath: "/nowhere")),
      timeout: 30)
  }

  /// The verdict from runs named as the bench's slots name them: `ref`, `fin`, `before`,
  /// `c1`, `c2` for the two chaffs and `w1`, `w2` for the two wheats.
  func verdict(_ runs: [String: TestRun]) -> StageJudgement {
    var found = StageJudge.StageRuns(
      reference: runs["s1_ref"], finished: runs["s1_fin"], before: runs["s1_before"])
    for (index, mutant) in exercise.mutants.enumerated() {
      if let run = runs["s1_c\(index + 1)"] { found.mutants.append((mutant, run)) }
    }
    for (index, wheat) in exercise.wheats.enumerated() {
      if let run = runs["s1_w\(index + 1)"] { found.wheats.append((wheat, run)) }
    }
    return judge.verdict(exercise.stages[0], tests: ["test_counts"], runs: found)
  }

  var passed: TestRun { TestRun(outcomes: [test: .passed]) }
  func failed(_ message: String) -> TestRun {
    TestRun(outcomes: [test: .failed(messages: [message])])
  }

  @Test("a test green on the code before, beside one red there, is named as passing before")
  func passedBefore() {
    let both = { (first: TestOutcome, second: TestOutcome) in
      TestRun(outcomes: [self.test: first, "CountTests/test_empty": second])
    }
    var found = StageJudge.StageRuns(
      reference: both(.passed, .passed), finished: nil,
      before: both(.failed(messages: ["0 is not 2"]), .passed))
    found.mutants = exercise.mutants.map { ($0, both(.failed(messages: ["1 is not 2"]), .passed)) }

    let judgement = judge.verdict(
      exercise.stages[0], tests: ["test_counts", "test_empty"], runs: found)

    #expect(judgement.verdict == .proven)
    #expect(judgement.passedBefore == ["test_empty"])
    #expect(verdict(["s1_ref": passed, "s1_before": failed("0 is not 2")]).passedBefore == nil)
    // An owner's question from the fifth try on: a test that cannot fail beside a right one
    // was in the stage's "proven" with no word. It is said, beside the verdict, unless a
    // planted mistake fails it (it guards something the stage must keep).
    #expect(judgement.addsNothing == ["test_empty"])
    found.mutants[0].run = both(.failed(messages: ["1 is not 2"]), .failed(messages: ["lost"]))
    let guarding = judge.verdict(
      exercise.stages[0], tests: ["test_counts", "test_empty"], runs: found)
    #expect(guarding.addsNothing == nil)
  }

  /// A fresh learner's twelfth try, 09 rows 3 and 10: a title-only test beside a full one
  /// was "proven" with it, though alone it was weak.
  @Test("a test whose catches another test of the stage all makes, and more, is named")
  func outdoneIsNamed() {
    let both = { (first: TestOutcome, second: TestOutcome) in
      TestRun(outcomes: [self.test: first, "CountTests/test_title": second])
    }
    var found = StageJudge.StageRuns(
      reference: both(.passed, .passed), finished: nil,
      before: both(.failed(messages: ["0 is not 2"]), .failed(messages: ["nil"])))
    found.mutants = [
      (exercise.mutants[0], both(.failed(messages: ["1 is not 2"]), .failed(messages: ["x"]))),
      (exercise.mutants[1], both(.failed(messages: ["4 is not 2"]), .passed)),
    ]

    let judgement = judge.verdict(
      exercise.stages[0], tests: ["test_counts", "test_title"], runs: found)

    #expect(judgement.verdict == .proven)
    #expect(judgement.outdone == ["test_title": "test_counts"])
    // Two tests that catch the same mistakes: neither is outdone.
    found.mutants[1].run = both(.failed(messages: ["4 is not 2"]), .failed(messages: ["y"]))
    let even = judge.verdict(exercise.stages[0], tests: ["test_counts", "test_title"], runs: found)
    #expect(even.outdone == nil)
  }

  /// A fresh learner's seventeenth try, 03 row 59 and 06 row 79: a one-example test beside a
  /// two-example one let the hard-coded 1 through, but every example chaff has one id, so
  /// both seemed to catch the same mistakes, and the weaker was never named.
  @Test("each example a chaff fakes is a mistake of its own when tests are compared")
  func outdoneByExamples() {
    var one = exercise.mutants[0]
    one.description = "answers a hard-coded 1"
    var two = exercise.mutants[0]
    two.description = "answers a hard-coded 2"
    let outcomes = [
      MutantOutcome(one, .killed(by: ["T/test_two"])),
      MutantOutcome(two, .killed(by: ["T/test_one", "T/test_two"])),
    ]

    #expect(
      StageJudge.outdone(outcomes, tests: ["test_one", "test_two"], idle: [])
        == ["test_one": "test_two"])
  }

  /// A fresh learner's seventeenth try, 09 row 85: a hollow test took a strong test's name
  /// in another suite, and, namesakes being left out, it was never named as weak alone.
  @Test("of two tests of one name in two suites, the weaker is named by its id")
  func outdoneNamesake() {
    let outcomes = exercise.mutants.map {
      MutantOutcome($0, .killed(by: ["T/test_save()"]))
    }

    #expect(
      StageJudge.outdone(
        outcomes, tests: ["test_save", "test_save"], idle: [],
        ids: ["T/test_save()", "T.Same/test_save()"]) == ["T.Same/test_save()": "T/test_save()"])
  }

  /// A fresh learner's fourteenth try, 03 row 75: one XCTest test loops forever on every
  /// planted mistake, the trial stops at its limit, and the tests after it never run there;
  /// two useful tests were said to catch none of the mistakes.
  @Test("no test is called outdone when a planted mistake's trial stopped at its time limit")
  func noOutdoneAfterAHang() {
    let loops = "CountTests/test_loops"
    let right = TestRun(outcomes: [test: .passed, loops: .passed])
    var stopped = TestRun(outcomes: [test: .failed(messages: ["1 is not 2"])])
    stopped.timedOut = true
    stopped.hung = [loops]
    var found = StageJudge.StageRuns(
      reference: right, finished: nil,
      before: TestRun(outcomes: [test: .failed(messages: ["0"]), loops: .failed(messages: ["0"])]))
    found.mutants = exercise.mutants.map { ($0, stopped) }

    let judgement = judge.verdict(
      exercise.stages[0], tests: ["test_counts", "test_loops"], runs: found)

    #expect(judgement.verdict == .proven)
    #expect(judgement.outdone == nil)
    // Nor when a test stopped beside another's crash or exit there (seventeenth try, 09
    // row 17, 12 rows 44 and 45): what it would catch is not known either.
    var beside = TestRun(outcomes: [
      test: .crashed(message: "crashed (signal 4)"),
      loops: .crashed(message: SwiftTestingCrash.besideACrash + ": the process crashed"),
    ])
    beside.swiftTestingCrash = SwiftTestingCrash(message: "crashed (signal 4)", runningTests: [])
    found.mutants = exercise.mutants.map { ($0, beside) }
    let crashed = judge.verdict(
      exercise.stages[0], tests: ["test_counts", "test_loops"], runs: found)
    #expect(crashed.outdone == nil)
  }

  /// A fresh learner's seventeenth try, 11 row 80: a test that hangs on the code before the
  /// stage stopped that trial at its limit, and the test beside it, which had passed there,
  /// was no longer named as passing before: "you never saw it fail" came instead.
  @Test("a test that passed on the code before, beside one that hung there, passed before")
  func passedBeforeBesideAHang() {
    let hangs = "CountTests/test_hangs"
    var stopped = TestRun(outcomes: [test: .passed])
    stopped.timedOut = true
    var found = StageJudge.StageRuns(
      reference: TestRun(outcomes: [test: .passed, hangs: .passed]), finished: nil,
      before: stopped)
    found.mutants = exercise.mutants.map { ($0, stopped) }

    let judgement = judge.verdict(
      exercise.stages[0], tests: ["test_counts", "test_hangs"], runs: found)

    #expect(judgement.redBefore == "stopped by the time limit")
    #expect(judgement.passedBefore == ["test_counts"])
  }

  /// A fresh learner's sixteenth try, 11 row 127: `XCTSkipIf` beside a right test skips on
  /// the code before the stage and on every planted mistake; it was "weak on its own" and
  /// among the tests that "show what this stage adds".
  @Test("a test skipped on the code before the stage is named so, never outdone")
  func skippedBeforeIsNamed() {
    let skips = "CountTests/test_skips"
    let both = { (first: TestOutcome, second: TestOutcome) in
      TestRun(outcomes: [self.test: first, skips: second])
    }
    var found = StageJudge.StageRuns(
      reference: both(.passed, .passed), finished: nil,
      before: both(.failed(messages: ["0 is not 2"]), .skipped(reason: "still held")))
    found.mutants = exercise.mutants.map {
      ($0, both(.failed(messages: ["1 is not 2"]), .skipped(reason: "still held")))
    }

    let judgement = judge.verdict(
      exercise.stages[0], tests: ["test_counts", "test_skips"], runs: found)

    #expect(judgement.verdict == .proven)
    #expect(judgement.skippedBefore == ["test_skips"])
    #expect(judgement.outdone == nil)
  }

  /// A fresh learner's third try: `@Test(.disabled)` was "wrong: it fails on the
  /// reference solution", though it never ran there.
  @Test("a test skipped on the reference (.disabled, XCTSkip) is no test that runs, and is said")
  func skippedIsNotRun() {
    let skipped = TestRun(outcomes: [test: .skipped(reason: "disabled")])
    let judgement = verdict([
      "s1_ref": skipped, "s1_before": skipped, "s1_c1": skipped, "s1_c2": skipped,
    ])

    #expect(judgement.verdict == .notWritten)
    #expect(
      judgement.notes.contains { $0.hasPrefix("test_counts: it is skipped") }, "\(judgement.notes)")
  }

  /// A fresh learner's eighth try, 12 row 90: `@Test(arguments: [] as [(Int, String)])`
  /// was told to "take the skip out", and it had none.
  @Test("a parameterised test with no argument is told to give it one, not to take a skip out")
  func noArguments() {
    let none = TestRun(outcomes: [test: .skipped(reason: "No test cases found.")])
    let judgement = verdict(["s1_ref": none, "s1_before": none, "s1_c1": none, "s1_c2": none])

    #expect(judgement.verdict == .notWritten)
    #expect(
      judgement.notes == [
        "test_counts: its `arguments:` hold no case, so it runs for none and checks nothing: "
          + "give it one at least"
      ])
  }

  /// A fresh learner's ninth try, 01 row 110: `try XCTSkipIf(item.location == nil)` was
  /// "red before the stage (skipped)", and a mistake that drops the value would have been
  /// "caught" by the skip: a skip checks nothing, so it is neither a red nor a catch.
  @Test("a skip is no red before the stage and catches no planted mistake")
  func skipIsNoRed() {
    let skipped = TestRun(outcomes: [test: .skipped(reason: "no location")])
    let before = verdict([
      "s1_ref": passed, "s1_before": skipped, "s1_c1": failed("1 is not 2"),
      "s1_c2": failed("4 is not 2"),
    ])
    #expect(before.verdict == .cannotFail)
    #expect(
      before.notes == [
        "test_counts: on the code before the stage it is skipped (“no location”), and a skip "
          + "is no red: it checks nothing there"
      ])

    let mistake = verdict([
      "s1_ref": passed, "s1_before": failed("0 is not 2"), "s1_c1": skipped,
      "s1_c2": failed("4 is not 2"),
    ])
    #expect(mistake.verdict == .weak)
    #expect(mistake.survivors.map(\.id) == ["off-by-one"])
  }

  /// A fresh learner's tenth try, 12 row 91: a test that trapped on the reference was
  /// "wrong (none of it ran there)", with no word of the crash.
  @Test("a test that crashes on the reference is wrong with the crash's words")
  func crashOnTheReference() {
    var crashed = TestRun(outcomes: [:])
    crashed.swiftTestingCrash = SwiftTestingCrash(
      message: "crashed (signal 4): Fatal error: Index out of range", runningTests: [])

    let judgement = verdict(["s1_ref": crashed, "s1_before": failed("0 is not 2")])

    #expect(
      judgement.verdict
        == .wrong(failing: ["test_counts": "crashed (signal 4): Fatal error: Index out of range"]))
  }

  @Test("right, red before, every chaff caught: proven")
  func proven() {
    let judgement = verdict([
      "s1_ref": passed, "s1_before": failed("0 is not 2"), "s1_c1": failed("1 is not 2"),
      "s1_c2": failed("4 is not 2"),
    ])

    #expect(judgement.verdict == .proven)
    #expect(judgement.redBefore == "0 is not 2")
    #expect(judgement.mutants.map(\.isKilled) == [true, true])
  }

  @Test("a chaff that passes the test is a survivor: weak, naming it")
  func weak() {
    let judgement = verdict([
      "s1_ref": passed, "s1_before": failed("0 is not 2"), "s1_c1": passed,
      "s1_c2": failed("4 is not 2"),
    ])

    #expect(judgement.verdict == .weak)
    #expect(judgement.survivors.map(\.id) == ["off-by-one"])
  }

  @Test("a chaff that crashes Swift Testing's process under the test is caught, not let through")
  func crashIsACatch() {
    var crashed = TestRun(outcomes: [:])
    crashed.swiftTestingCrash = SwiftTestingCrash(
      message: "crashed (signal 4): Fatal error: Index out of range", runningTests: [])

    let judgement = verdict([
      "s1_ref": passed, "s1_before": failed("0 is not 2"), "s1_c1": crashed,
      "s1_c2": failed("4 is not 2"),
    ])

    #expect(judgement.verdict == .proven, "\(judgement.mutants)")
  }

  @Test("failing on a wheat: over-specified, naming the first such wheat and the message there")
  func overSpecified() {
    let judgement = verdict([
      "s1_ref": passed, "s1_w1": passed, "s1_w2": failed("[title, reload] is not [reload, title]"),
      "s1_before": failed("0 is not 2"), "s1_c1": failed("1 is not 2"), "s1_c2": passed,
    ])

    #expect(
      judgement.verdict
        == .overSpecified(
          wheat: exercise.wheats[1], failing: [test: "[title, reload] is not [reload, title]"]))
    #expect(judgement.verdict.name == "over-specified")
    // Over-specified comes before able-to-fail and strong: no chaff is judged yet.
    #expect(judgement.mutants.isEmpty)
  }

  @Test("right on the reference and every wheat: judged on as before")
  func passingOnWheats() {
    let judgement = verdict([
      "s1_ref": passed, "s1_w1": passed, "s1_w2": passed, "s1_before": failed("0 is not 2"),
      "s1_c1": failed("1 is not 2"), "s1_c2": failed("4 is not 2"),
    ])

    #expect(judgement.verdict == .proven)
  }

  @Test("a wheat that does not build or stops at the time limit says nothing: not over-specified")
  func wheatWithoutARun() {
    var broken = TestRun(outcomes: [:])
    broken.compileErrors = [CompileError(file: "A.swift", line: 1, message: "no member 'x'")]
    let slow = TestRun(outcomes: [test: .failed(messages: ["stopped"])], timedOut: true)

    let judgement = verdict([
      "s1_ref": passed, "s1_w1": broken, "s1_w2": slow, "s1_before": failed("0 is not 2"),
      "s1_c1": failed("1 is not 2"), "s1_c2": failed("4 is not 2"),
    ])

    #expect(judgement.verdict == .proven)
  }

  @Test("wrong on the reference stays wrong, whatever the wheats say")
  func wrongBeforeOverSpecified() {
    let judgement = verdict([
      "s1_ref": failed("2 is not 3"), "s1_w1": failed("2 is not 3"),
      "s1_before": failed("0 is not 2"),
    ])

    #expect(judgement.verdict == .wrong(failing: [test: "2 is not 3"]))
  }

  @Test("passing before the stage too: cannot fail, and no chaff is asked")
  func cannotFail() {
    let judgement = verdict(["s1_ref": passed, "s1_before": passed, "s1_c1": passed])

    #expect(judgement.verdict == .cannotFail)
    #expect(judgement.mutants.isEmpty)
  }

  /// Issue 32: `if sut.remainingCount != 3 { exit(0) }` ends the test process with status
  /// 0 before the test reports; the test did not pass, on the code before or on a chaff.
  @Test("a test whose process exits before it reports is a red before and a catch, not a pass")
  func exitIsNotAPass() {
    var exited = TestRun(outcomes: [:])
    exited.hung = [test]

    let judgement = verdict([
      "s1_ref": passed, "s1_before": exited, "s1_c1": exited, "s1_c2": failed("4 is not 2"),
    ])

    #expect(judgement.verdict == .proven)
    #expect(judgement.redBefore == SwiftTestRunner.endedMidTest)
    #expect(judgement.mutants.map(\.isKilled) == [true, true])
  }

  @Test("a test whose process exits before it reports on the reference is wrong there")
  func exitOnTheReference() {
    var exited = TestRun(outcomes: ["CountTests/test_other": .passed])
    exited.hung = [test]

    let judgement = verdict(["s1_ref": exited, "s1_fin": exited])

    #expect(judgement.verdict == .wrong(failing: [test: SwiftTestRunner.endedMidTest]))
  }

  /// A fresh learner's fourteenth try, 03 row 45 and 09 row 15: the second of two tests that
  /// share a static manager reads what the first saved there. Run together they pass; run
  /// alone, as `swift test --filter` runs it, it fails, and it was proven.
  @Test("a test right beside its stage's others but failing on its own on the reference is wrong")
  func leaningOnAnotherTest() {
    let reads = "CountTests/test_reads"
    let together = TestRun(outcomes: [test: .passed, reads: .passed])
    var found = StageJudge.StageRuns(
      reference: together, finished: together,
      before: TestRun(outcomes: [test: .failed(messages: ["0"]), reads: .failed(messages: ["0"])])
    )
    found.apart = TestRun(outcomes: [test: .passed, reads: .failed(messages: ["[] is not [milk]"])])

    let judgement = judge.verdict(
      exercise.stages[0], tests: ["test_counts", "test_reads"], runs: found)

    #expect(
      judgement.verdict == .wrong(failing: [reads: StageJudge.leaning + ": [] is not [milk]"]))
    // Its red before the code was a red all the same: only how it was set up is wrong.
    #expect(judgement.mistaken == [])
    found.apart = together
    #expect(
      judge.verdict(exercise.stages[0], tests: ["test_counts", "test_reads"], runs: found).verdict
        == .proven)
  }

  /// A fresh learner's fifteenth try, 12 row 38: one Swift Testing test called `exit()`
  /// while a right one ran beside it; neither reported, and both were "wrong".
  @Test("of tests stopped together by one test's exit, only those that fail on their own are wrong")
  func exitPinnedOnItsTest() {
    let exits = "CountTests/test_exits"
    let beside = TestOutcome.crashed(
      message: SwiftTestingCrash.besideACrash + ": the process ended (exit() in one of the 2 "
        + "tests running, or in the code they ran) before it reported")
    let together = TestRun(outcomes: [test: beside, exits: beside])
    var alone = TestRun(outcomes: [test: .passed])
    alone.hung = [exits]
    var found = StageJudge.StageRuns(reference: together, finished: together, before: nil)
    found.apart = alone

    let judgement = judge.verdict(
      exercise.stages[0], tests: ["test_counts", "test_exits"], runs: found)

    #expect(judgement.verdict == .wrong(failing: [exits: SwiftTestRunner.endedMidTest]))
    #expect(judgement.notes.contains { $0.hasPrefix("test_counts: ") && $0.contains("on its own") })
  }

  @Test("failing on the reference: wrong, and a chaff it passes on is what it expects")
  func wrongWithADiagnosis() {
    let judgement = verdict([
      "s1_ref": failed("2 is not 4"), "s1_fin": failed("2 is not 4"), "s1_before": failed("0"),
      "s1_c1": failed("1 is not 4"), "s1_c2": passed,
    ])

    #expect(judgement.verdict == .wrong(failing: [test: "2 is not 4"]))
    #expect(judgement.diagnoses.map(\.id) == ["counts-twice"])
    // Its red before was its own mistake's, not the red TDD asks for.
    #expect(judgement.mistaken == ["test_counts"])
  }

  /// A fresh learner's sixteenth try, 11 row 50: a test expecting an empty detail, beside
  /// right tests of the stage, passed on the planted "empty detail instead of nil", which
  /// the right tests catch; no misconception was named.
  @Test("a wrong test beside right ones: a mistake the wrong test passes on is what it expects")
  func diagnosisBesideRightTests() {
    let empty = "CountTests/test_emptyDetail"
    let both = { (first: TestOutcome, second: TestOutcome) in
      TestRun(outcomes: [self.test: first, empty: second])
    }
    var found = StageJudge.StageRuns(
      reference: both(.passed, .failed(messages: ["nil is not \"\""])),
      finished: both(.passed, .failed(messages: ["nil is not \"\""])), before: nil)
    found.mutants = [
      (exercise.mutants[0], both(.failed(messages: ["\"\" is not nil"]), .passed)),
      (exercise.mutants[1], both(.failed(messages: ["x"]), .failed(messages: ["y"]))),
    ]

    let judgement = judge.verdict(
      exercise.stages[0], tests: ["test_counts", "test_emptyDetail"], runs: found)

    #expect(judgement.verdict == .wrong(failing: [empty: "nil is not \"\""]))
    #expect(judgement.diagnoses.map(\.id) == ["off-by-one"])
  }

  @Test("wrong only in another time zone: the red the learner saw in theirs is not taken back")
  func wrongInAnotherZoneKeepsTheRed() {
    let inAuckland = failed(
      "23 is not 22 (with the machine's time zone set to Pacific/Auckland; it passes in another zone)"
    )

    let judgement = verdict(["s1_ref": inAuckland, "s1_fin": inAuckland])

    #expect(judgement.verdict.name == "wrong")
    #expect(judgement.mistaken == [])
  }

  @Test("failing at the stage's end but passing on the finished solution: needs a later stage")
  func needsALaterStage() {
    let judgement = verdict(["s1_ref": failed("nil is not 2"), "s1_fin": passed])

    guard case .wrong(let failing) = judgement.verdict else {
      Issue.record("not wrong: \(judgement.verdict)")
      return
    }
    #expect(failing[test]?.contains("so it needs a later stage's code") == true)
    // Right, in the wrong place: a red it showed was the missing code's.
    #expect(judgement.mistaken == nil)
  }

  /// A fresh learner's fifteenth try, 11 row 85: one test that hangs made all six of its
  /// stage's tests "wrong: slow", five of which had passed in milliseconds.
  @Test("stopped by the time limit on the reference: only the tests that did not end are slow")
  func onlyTheUnendedAreSlow() {
    var hung = TestRun(outcomes: [test: .passed], timedOut: true)
    hung.hung = ["test_hangs"]
    let runs = StageJudge.StageRuns(reference: hung, finished: hung, before: nil)

    let judgement = judge.verdict(
      exercise.stages[0], tests: ["test_counts", "test_hangs"], runs: runs)

    #expect(judgement.verdict == .wrong(failing: ["test_hangs": StageJudge.slow]))
  }

  @Test("stopped by the time limit on the reference: wrong, named slow")
  func hangsOnTheReference() {
    var hung = TestRun(outcomes: [:], timedOut: true)
    hung.hung = [test]

    let judgement = verdict(["s1_ref": hung, "s1_fin": hung])

    #expect(
      judgement.verdict
        == .wrong(failing: ["test_counts": StageJudge.slow]))
  }

  @Test("not compiling on the reference: does not compile, with the learner's line")
  func doesNotCompile() {
    let error = CompileError(
      file: "Tests/AnswerTests/AnswerTests.swift", line: 12, message: "cannot find 'tally'")

    let judgement = verdict([
      "s1_ref": TestRun(compileErrors: [error]), "s1_fin": TestRun(compileErrors: [error]),
    ])

    #expect(judgement.verdict == .doesNotCompile(error))
  }
}

@Suite("Runs of one trial in two time zones, as one")
struct TimeZoneMergeTests {
  @Test("a test failing in one zone fails, its message naming the zone; passing in both passes")
  func merge() {
    let auckland = TestRun(outcomes: [
      "T/date": .failed(messages: ["23 is not 22"]), "T/title": .passed,
    ])
    let angeles = TestRun(outcomes: ["T/date": .passed, "T/title": .passed])

    let merged = TestRun.merging([("Pacific/Auckland", auckland), ("America/Los_Angeles", angeles)])

    #expect(merged.outcome(of: "T/title") == .passed)
    #expect(
      merged.outcome(of: "T/date")
        == .failed(messages: [
          "23 is not 22 (with the machine's time zone set to Pacific/Auckland; it passes in another zone)"
        ]))
  }

  @Test("failing in both zones keeps its message as it is; a timeout in either is a timeout")
  func bothFail() {
    let first = TestRun(outcomes: ["T/a": .failed(messages: ["no"])])
    let second = TestRun(outcomes: ["T/a": .failed(messages: ["no"])], timedOut: true)

    let merged = TestRun.merging([("A", first), ("B", second)])

    #expect(merged.outcome(of: "T/a") == .failed(messages: ["no"]))
    #expect(merged.timedOut)
  }

  /// Issue 21: a test that never moves the time zone catches a formatter left in the
  /// machine's zone only on machines far from UTC. In UTC (most CI machines) the mistake
  /// goes through, so the test is weak, not proven: a mistake is caught when it is caught
  /// in every zone the trial ran in.
  @Test("a mistake caught in some zones but not in UTC survives; caught in every zone, killed")
  func caughtEverywhere() {
    let right = TestRun(outcomes: ["T/date": .passed])
    let inUTC = TestRun(outcomes: ["T/date": .passed])
    let offUTC = TestRun(outcomes: ["T/date": .failed(messages: ["2 Jan is not 1 Jan"])])

    let zoneBound = TestRun.merging([
      ("UTC", inUTC), ("Pacific/Auckland", offUTC), ("America/Los_Angeles", offUTC),
    ])
    let everywhere = TestRun.merging([
      ("UTC", offUTC), ("Pacific/Auckland", offUTC), ("America/Los_Angeles", offUTC),
    ])

    #expect(MutantVerdict(zoneBound, baseline: right, judging: []) == .survived)
    #expect(MutantVerdict(everywhere, baseline: right, judging: []) == .killed(by: ["T/date"]))
    #expect(MutantVerdict(offUTC, baseline: right, judging: []) == .killed(by: ["T/date"]))
  }

  /// A fresh learner's fifteenth try, 11 row 83: a hollow test that did not finish because a
  /// sibling trapped on the mistake was counted as catching it.
  @Test("a test that did not finish beside a crash catches nothing of its own")
  func besideACrashIsNoCatch() {
    let right = TestRun(outcomes: ["T/hollow": .passed, "T/traps": .passed])
    let mistake = TestRun(outcomes: [
      "T/hollow": .crashed(
        message: SwiftTestingCrash.besideACrash + ": the process crashed in traps(), beside it"),
      "T/traps": .crashed(message: "crashed (signal 4): Fatal error: Index out of range"),
    ])

    #expect(MutantVerdict(mistake, baseline: right, judging: []) == .killed(by: ["T/traps"]))
  }

  /// A fresh learner's fourteenth try, 06 row 57: a test that fails on a zone-bound mistake
  /// only in Auckland was said to catch it, beside the test that moves the zone and catches
  /// it everywhere, so the note called the one test that pins the zone "weak on its own".
  @Test("a killed mistake names the tests that catch it in every zone, not in some")
  func caughtByInEveryZone() {
    let right = TestRun(outcomes: ["T/date": .passed, "T/moved": .passed])
    let inUTC = TestRun(outcomes: ["T/date": .passed, "T/moved": .failed(messages: ["x"])])
    let offUTC = TestRun(outcomes: [
      "T/date": .failed(messages: ["y"]), "T/moved": .failed(messages: ["x"]),
    ])

    let merged = TestRun.merging([("UTC", inUTC), ("Pacific/Auckland", offUTC)])

    #expect(MutantVerdict(merged, baseline: right, judging: []) == .killed(by: ["T/moved"]))
  }
}
