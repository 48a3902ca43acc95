import Foundation
import Testing

@testable import KitCore

/// The words of a test-first check, stage by stage.
@Suite("The test-first report")
struct TestFirstReportTests {
  @Test("a wrong verdict names only the tests that fail on the reference solution")
  func wrongNamesOnlyTheFailingTests() {
    let judgement = StageJudgement(
      stage: "counting", tests: ["countsOne", "countsThree"],
      verdict: .wrong(failing: ["TallyTests/countsThree()": "expected 3, got 2"]))

    let text = report(judgement)

    #expect(text.contains("✗ counting: countsThree is wrong: it fails on the reference solution"))
    #expect(!text.contains("countsOne"), "\(text)")
    #expect(text.contains("TallyTests/countsThree(): expected 3, got 2"))
  }

  @Test(
    "an over-specified verdict says what the correct solution does, the message there, and what to do"
  )
  func overSpecified() {
    let wheat = Wheat(
      id: "title-first", description: "shows the title first and reloads after it",
      stage: "counting")
    let judgement = StageJudgement(
      stage: "counting", tests: ["sendsBoth", "sendsTheTitle"],
      verdict: .overSpecified(
        wheat: wheat, failing: ["T/sendsBoth()": "[title, reload] is not [reload, title]"]))

    let text = report(judgement)

    #expect(
      text.contains(
        "✗ counting: sendsBoth is over-specified: it fails on a correct solution that shows the "
          + "title first and reloads after it"), "\(text)")
    #expect(text.contains("    T/sendsBoth(): [title, reload] is not [reload, title]"))
    #expect(
      text.contains(
        "Next: counting: assert only what the stage asks, so that a solution that shows the title "
          + "first and reloads after it passes too"))
  }

  @Test("two wrong tests take the plural")
  func twoWrongTests() {
    let judgement = StageJudgement(
      stage: "counting", tests: ["countsOne", "countsThree"],
      verdict: .wrong(failing: ["T/countsOne()": "a", "T/countsThree()": "b"]))

    #expect(report(judgement).contains("✗ counting: countsOne, countsThree are wrong:"))
  }

  @Test("a given stage with no test of its own is done once the code builds, not never")
  func givenStageWithoutTests() {
    let refactor = stage(id: "refactor", kind: .makeTheTestPass, tests: [])
    let built = TestRun(outcomes: ["T/other()": .passed])
    let broken = TestRun(compileErrors: [CompileError(file: "A.swift", line: 3, message: "x")])

    #expect(TestFirstCheck.givenStageIsDone(refactor, learnerRun: built) { _ in "" })
    #expect(!TestFirstCheck.givenStageIsDone(refactor, learnerRun: broken) { _ in "" })
  }

  @Test("a given stage's tests must all pass in the learner's run")
  func givenStageWithTests() {
    let template = stage(id: "template", kind: .makeTheTestPass, tests: ["T/a()", "T/b()"])
    let oneFails = TestRun(outcomes: ["T/a()": .passed, "T/b()": .failed(messages: ["no"])])
    let bothPass = TestRun(outcomes: ["T/a()": .passed, "T/b()": .passed])

    #expect(!TestFirstCheck.givenStageIsDone(template, learnerRun: oneFails) { _ in "" })
    #expect(TestFirstCheck.givenStageIsDone(template, learnerRun: bothPass) { _ in "" })
  }

  /// A fresh learner's sixteenth try, 12 row 79: a select-row test's `exit(0)` ended the
  /// run while every test ran; the done refactoring's given guard "did not finish", and the
  /// stage was sent back to be done again, while the written stages beside it stayed done.
  @Test("a given test stopped beside another's crash: the kit's run of it on the code says")
  func givenStoppedBesideACrash() throws {
    var refactor = stage(id: "refactor", kind: .makeTheTestPass, tests: ["T/guard()"])
    var double = stage(id: "double", kind: .writeTheDouble, tests: ["T/guard()"])
    refactor.givenInTestFirst = true
    double.givenInTestFirst = true
    let stopped = TestRun(outcomes: [
      "T/guard()": .crashed(message: SwiftTestingCrash.besideACrash + ": the process ended"),
      "T/exits()": .crashed(message: SwiftTestingCrash.besideACrash + ": the process ended"),
    ])

    #expect(
      TestFirstCheck.givenStageIsDone(refactor, learnerRun: stopped, kitsRun: true) { _ in "" })
    #expect(
      !TestFirstCheck.givenStageIsDone(refactor, learnerRun: stopped, kitsRun: false) { _ in "" })
    // The kit's run has the solution's doubles: of the learner's own double it says nothing.
    #expect(
      !TestFirstCheck.givenStageIsDone(double, learnerRun: stopped, kitsRun: true) { _ in "" })
    #expect(TestFirstCheck.endedIn(stopped) != nil)
    let sections = StageSections("")
    var exercise = try #require(ManifestFixtures.exercise)
    exercise.stages = [refactor, double]
    #expect(
      TestFirstCheck.stagesNotRun(exercise, stopped, sections: sections) == ["double"])
  }

  @Test("a given write-the-test stage needs a test of the learner's in its file, by any name")
  func givenWriteTheTestStage() {
    let proof = stage(id: "proof", kind: .writeTheTest, tests: ["T/kitsName()"])
    let run = TestRun(outcomes: ["T/mine()": .passed])

    #expect(
      TestFirstCheck.givenStageIsDone(proof, learnerRun: run) { _ in "@Test func mine() {}" })
    #expect(!TestFirstCheck.givenStageIsDone(proof, learnerRun: run) { _ in "// nothing yet" })
  }

  @Test("the kit's test of a write-the-test stage comes from the solution's folder")
  func referenceOfAWriteTheTestStage() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write(
      "struct ListTests {\n  @Test func listsTwo() {}\n}\n",
      to: "starter/Tests/ListTests/ListTests.swift")
    _ = try folder.write(
      "struct LabelTests {\n  @Test(\"shows the name\")\n  func showsTheName() {\n    #expect(label == \"Home\")\n  }\n}\n",
      to: "solution/Tests/LabelTests/LabelTests.swift")
    let given = stage(id: "list", kind: .makeTheTestPass, tests: ["ListTests/listsTwo()"])
    let written = stage(id: "label", kind: .writeTheTest, tests: ["LabelTests/showsTheName()"])
    let starter = folder.url.appending(path: "starter")
    let solution = folder.url.appending(path: "solution")

    #expect(
      ExerciseCheck.referenceSource(of: given, starter: starter, solution: solution)
        == "  @Test func listsTwo() {}")
    #expect(
      ExerciseCheck.referenceSource(of: written, starter: starter, solution: solution)?
        .hasPrefix("  @Test(\"shows the name\")\n  func showsTheName() {") == true)
  }

  @Test("a failure message is shown whole: expected and actual stay, its lines indented")
  func longMessages() {
    let list = String(repeating: "ToDoItem(title: \"Buy milk\"), ", count: 20)
    let judgement = StageJudgement(
      stage: "counting", tests: ["countsOne"],
      verdict: .wrong(
        failing: ["T/countsOne()": "(\"[\(list)]\") is not equal to (\"[]\")\nmore"]))

    let lines = report(judgement).split(separator: "\n")
    let first = lines.first { $0.contains("T/countsOne()") }

    #expect(first?.hasSuffix("is not equal to (\"[]\")") == true, "\(first ?? "")")
    #expect(lines.contains("                   more"), "\(lines)")
  }

  @Test("a stage done for the first time shows each planted mistake and the lines it changed")
  func plantedMistakesOnceDone() {
    let patch = """
      diff --git a/Sources/Tally/Tally.swift b/Sources/Tally/Tally.swift
      --- a/Sources/Tally/Tally.swift
      +++ b/Sources/Tally/Tally.swift
      @@ -7,3 +7,3 @@ public struct Tally {
         // stage adding: one more each time
      -  public mutating func add() { count += 1 }
      +  public mutating func add() { count = 1 }
       \n
      """
    let changed = GitPatch.changedLines(Data(patch.utf8))
    #expect(
      changed == [
        "-  public mutating func add() { count += 1 }",
        "+  public mutating func add() { count = 1 }",
      ])

    let stage = stage(id: "counting", kind: .makeTheTestPass, tests: ["T/ref()"])
    let mutant = Mutant(
      id: "adds-only-once", description: "add sets the count to one", stage: "counting")
    let exercise = Exercise(
      id: "04", folder: "04-tally", module: "Tally", title: "Tally", framework: .swiftTesting,
      seeds: [], objective: "Count.", minutes: 5, stages: [stage],
      starter: Expectation(failing: []), mutants: [mutant])
    var judgement = StageJudgement(stage: "counting", tests: ["countsTwo"], verdict: .proven)
    judgement.mutants = [MutantOutcome(mutant, .killed(by: ["T/countsTwo()"]))]
    let outcome = TestFirstCheck.Outcome(
      judgements: [judgement], codeDone: ["counting": true], starter: URL(filePath: "/kit"),
      neverRed: [:], seconds: 1, order: ["counting"])

    let first = outcome.text(
      exercise, firstDone: ["counting"], reference: { _ in "  @Test func ref() {}" },
      changes: { _ in changed })
    let later = outcome.text(
      exercise, firstDone: [], reference: { _ in "  @Test func ref() {}" },
      changes: { _ in changed })

    #expect(
      first.contains(
        "The planted mistakes your test catches:\n    – add sets the count to one\n        -  public mutating func add() { count += 1 }"
      ), "\(first)")
    #expect(!later.contains("The planted mistakes your test catches"))
  }

  @Test(
    "the done view lists the mistakes the test met, each example filled in: the count is the list's"
  )
  func doneViewCountsItsList() {
    let stage = stage(id: "title", kind: .makeTheTestPass, tests: ["T/ref()"])
    let faked = Mutant(
      id: "title-fake-it", description: "the title is a hard-coded \"__EXAMPLE__\"",
      stage: "title", example: .string)
    let empty = Mutant(id: "title-empty", description: "the title is empty", stage: "title")
    let exercise = Exercise(
      id: "01", folder: "01-item", module: "Item", title: "Item", framework: .swiftTesting,
      seeds: [], objective: "Items.", minutes: 5, stages: [stage],
      starter: Expectation(failing: []), mutants: [faked, empty])
    var judgement = StageJudgement(stage: "title", tests: ["titles"], verdict: .proven)
    judgement.mutants = [faked.faking("Buy milk"), faked.faking("Walk"), empty].map {
      MutantOutcome($0, .killed(by: ["T/titles()"]))
    }
    let outcome = TestFirstCheck.Outcome(
      judgements: [judgement], codeDone: ["title": true], starter: URL(filePath: "/kit"),
      neverRed: [:], seconds: 1, order: ["title"])

    let text = outcome.text(
      exercise, firstDone: ["title"], reference: { _ in "  @Test func ref() {}" },
      changes: { mutant in
        Mutant.filling(
          ["+  self.title = \"__EXAMPLE__\""], with: mutant.example(fakedFrom: faked))
      })

    #expect(text.contains("caught 3 of 3 planted mistakes"), "\(text)")
    #expect(
      text.contains(
        "– the title is a hard-coded \"Buy milk\"\n        +  self.title = \"Buy milk\""))
    #expect(text.contains("– the title is a hard-coded \"Walk\""))
    #expect(text.contains("– the title is empty"))
    #expect(!text.contains("__EXAMPLE__"), "\(text)")
  }

  /// A fresh learner's eleventh try, 02 row 107 (and the tenth's 03 row 127): a test that
  /// reads a static manager another test filled passed in the learner's run, failed on the
  /// reference, and was told it "expects that mistake: a hard-coded 2".
  @Test(
    "a wrong test that passes in the learner's run on code the kit accepts leans on another test")
  func wrongButGreenInTheOwnRun() {
    var judgement = StageJudgement(
      stage: "counting", tests: ["counts"], verdict: .wrong(failing: ["T/counts()": "0 ≠ 2"]))
    judgement.diagnoses = [Mutant(id: "m", description: "the count is a hard-coded 2")]

    let text = report(judgement, done: true, ownPassing: ["counting"])

    #expect(!text.contains("expects that mistake"), "\(text)")
    #expect(
      text.contains(
        "    it passes in your own run, on code that passes the kit's tests of this stage: it "
          + "leans on what another test left behind (a shared or static value) or on the "
          + "order tests run in; the kit's trials run it without your other tests"), "\(text)")
    #expect(
      text.contains(
        "Next: counting: make counts set up all it uses itself (run it alone, in the "
          + "exercise's folder: `swift test --filter \"counts\"`)"), "\(text)")
  }

  /// A fresh learner's twelfth try, 06 row 54: a date built in the machine's zone failed
  /// on the reference in another zone only; the learner's run, in UTC, passed it.
  @Test("a test wrong only in another time zone is not said to lean on another test")
  func wrongInAnotherZoneOnly() {
    let failing = TestOutcome.failed(messages: ["12/31/2024 ≠ 01/01/2025"]).inZone(
      "Pacific/Auckland")
    let judgement = StageJudgement(
      stage: "counting", tests: ["dates"], verdict: .wrong(failing: ["T/dates()": failing.message]))

    let text = report(judgement, done: true, ownPassing: ["counting"])

    #expect(!text.contains("leans on what another test left behind"), "\(text)")
    #expect(text.contains("Pacific/Auckland"), "\(text)")
  }

  @Test("a misconception line names the misconception, without the chaff's aside")
  func misconceptionWithoutAside() {
    var judgement = StageJudgement(
      stage: "counting", tests: ["counts"], verdict: .wrong(failing: ["T/counts()": "1 ≠ 2"]))
    judgement.diagnoses = [
      Mutant(id: "m", description: "counts one short (an empty tally has it too)")
    ]

    let text = report(judgement)

    #expect(text.contains("so it expects that mistake: counts one short\n"), "\(text)")
  }

  // MARK: - Helpers

  private func stage(id: String, kind: StageKind, tests: [String]) -> Stage {
    Stage(
      id: id, title: id, kind: kind, tests: tests, file: "Tests/T/T.swift", hint: "-",
      doubles: [], snapshot: nil)
  }

  /// A fresh learner's fourteenth try, 01 rows 35 and 36: a given test edited into one that
  /// asserts nothing left its stage "done (its tests are the kit's, given)", and with the
  /// code then broken, every stage was done.
  @Test(
    "a given stage whose test the learner changed is not done; the check names the test and the way back"
  )
  func changedGivenTest() {
    var given = stage(id: "value-semantics", kind: .makeTheTestPass, tests: ["T/test_copy()"])
    given.givenInTestFirst = true
    let exercise = Exercise(
      id: "01", folder: "01-item", module: "Item", title: "Item", framework: .xctest, seeds: [],
      objective: "-", minutes: 5, stages: [given], starter: Expectation(failing: []), mutants: [])
    let changed = TestFirstCheck.changedGivenStages(
      of: exercise, changed: ["T/test_copy()", "Other/test_else()"])
    var outcome = TestFirstCheck.Outcome(
      judgements: [StageJudgement(stage: given.id, tests: given.tests, verdict: .given)],
      codeDone: [given.id: true], starter: URL(filePath: "/kit"), neverRed: [:], seconds: 1,
      order: [given.id])
    outcome.changedGiven = changed

    let text = outcome.text(exercise, firstDone: [], reference: { _ in nil })

    #expect(changed == [given.id: ["test_copy"]])
    #expect(!outcome.isDone(given.id))
    #expect(
      text.contains(
        "≠ value-semantics: its tests are the kit's, given, and you changed test_copy from the "
          + "kit's version"), "\(text)")
    #expect(
      text.contains(
        "Next: value-semantics: kit reset 01 --tests puts the kit's given tests back and leaves "
          + "your code and your own tests alone"), "\(text)")
  }

  @Test("tests under no stage's line are named, with where the line goes")
  func unplacedTests() {
    let text = report(
      StageJudgement(stage: "counting", tests: [], verdict: .notWritten),
      unplaced: ["countsTwo", "countsThree"])

    #expect(
      text.contains(
        "! countsTwo, countsThree are under no `// stage:` line, so the kit cannot tell which "
          + "stage they are for"), "\(text)")
  }

  /// A fresh learner's eighth try, 11 row 109: tests in an extension in a file of their own,
  /// under a stage's line there, ran and passed, and the stage was "not written yet".
  @Test("stage lines in another test file are named: the kit reads them in the test-first file")
  func stageLinesInAnotherFile() {
    var outcome = TestFirstCheck.Outcome(
      judgements: [StageJudgement(stage: "counting", tests: [], verdict: .notWritten)],
      codeDone: [:], starter: URL(filePath: "/kit"), neverRed: [:], seconds: 1,
      order: ["counting"])
    outcome.planFile = "Tests/TallyTests/TallyTests.swift"
    outcome.stageLinesElsewhere = ["Tests/TallyTests/TallyTests+More.swift"]
    let exercise = Exercise(
      id: "04", folder: "04-tally", module: "Tally", title: "Tally",
      framework: .swiftTesting, seeds: [], objective: "Count.", minutes: 5, stages: [],
      starter: Expectation(failing: []), mutants: [])

    let text = outcome.text(exercise, firstDone: [], reference: { _ in nil })

    #expect(
      text.contains(
        "! Tests/TallyTests/TallyTests+More.swift has `// stage:` lines, but the kit reads a "
          + "stage's tests in Tests/TallyTests/TallyTests.swift only: the tests there run in "
          + "your run and count for no stage; move them under their stage's line in "
          + "Tests/TallyTests/TallyTests.swift"), "\(text)")
  }

  /// A fresh learner's third try, row 119: a synchronous `throws` XCTest method in a
  /// `@MainActor` class stops Linux's build in SwiftPM's generated test list; the check
  /// said why above, then told them to "write the simplest code" in Next.
  @Test(
    "a run stopped by the toolchain's limit is told to make the method async, not to write code")
  func toolchainLimitNext() {
    let text = report(
      StageJudgement(stage: "counting", tests: ["test_counts"], verdict: .proven),
      ownError: CompileError(
        file:
          "/kit/.build/tddkit/scratch/debug/TallyPackageDiscoveredTests.derived/TallyTests.swift",
        line: 6, message: "heterogeneous collection literal could only be inferred to '[Any]'"),
      refusedByToolchain: true)

    #expect(text.contains("Next: make each synchronous test method of your @MainActor class async"))
    #expect(!text.contains("simplest code"), "\(text)")
    // A fresh learner's eighth try, 03 row 108 and 12 row 79: Next said "your run stops
    // before any test" for a run that did not build, and for one where ten tests ran. The
    // note above says which happened; Next does not guess.
    #expect(!text.contains("stops before any test"), "\(text)")
  }

  /// A fresh learner's third try, row 117: a method with no `test` prefix beside a proven
  /// test went unsaid once the stage was done, though it will never run.
  @Test("a done stage still names what under its line will not run")
  func doneStageNamesItsNotTests() {
    var judgement = StageJudgement(stage: "counting", tests: ["test_counts"], verdict: .proven)
    judgement.notes = ["countsTwo: XCTest runs only methods whose names begin with test"]

    let text = report(judgement, done: true)

    #expect(text.contains("✓ counting: done."), "\(text)")
    #expect(
      text.contains(
        "  ! beside your test, something under its line will not run:\n"
          + "    countsTwo: XCTest runs only methods whose names begin with test"), "\(text)")
  }

  @Test("a wrong stage names the test that crashed, not one that did not finish beside it")
  func wrongNamesTheCrash() {
    let text = report(
      StageJudgement(
        stage: "counting", tests: ["counts", "crashes"],
        verdict: .wrong(failing: [
          "T/crashes()": "crashed (signal 4): Fatal error",
          "T/counts()": "did not finish: the process crashed in crashes(), beside it",
        ])))

    #expect(
      text.contains("✗ counting: crashes is wrong: it fails on the reference solution"), "\(text)")
  }

  /// A fresh learner's fifth try, row 41: `@Test` inside an XCTestCase class does not
  /// compile, and Next said "write the simplest code", where there is none to write.
  @Test("a @Test inside an XCTestCase class is told where the test goes, not to write code")
  func testAttributeInAnXCTestCase() {
    let text = report(
      StageJudgement(stage: "counting", tests: ["test_counts"], verdict: .proven),
      ownError: CompileError(
        file: "Tests/T/T.swift", line: 74,
        message:
          "Attribute 'Test' cannot be applied to a function within class 'T' because it is a subclass of 'XCTest', 'XCTestCase', or 'XCTestSuite' (from macro 'Test ')"
      ))

    #expect(text.contains("move it to a type of its own (a `@Suite struct`)"), "\(text)")
    #expect(!text.contains("simplest code"), "\(text)")
  }

  /// A fresh learner's sixth try (01 row 116, 06 rows 82 and 106, 09 rows 78 and 84, 12
  /// rows 64, 86 and 87): a proven test that failed in the learner's own run, on code that
  /// passes the kit's tests, was "done", and "Every stage is done" closed the check.
  @Test("a stage whose test fails in the learner's own run is not done, whatever the judge found")
  func ownRedTestHoldsItsStage() {
    let text = report(
      StageJudgement(stage: "counting", tests: ["test_counts"], verdict: .proven), done: true,
      ownFailures: ["test_counts": "XCTAssertEqual failed: (\"1\") is not equal to (\"2\")"])

    #expect(!text.contains("counting: done"), "\(text)")
    #expect(!text.contains("Every stage is done"), "\(text)")
    #expect(
      text.contains(
        "your test fails on your code, which passes the kit's tests of this stage: test_counts"),
      "\(text)")
    #expect(text.contains("Next: counting: find out why test_counts fails on your code"), "\(text)")
    // A fresh learner's eighth try, 03 row 134: the test passed alone and failed beside the
    // others (a static it shared); the two causes read as the only ones.
    #expect(text.contains("or it depends on what another test left behind"), "\(text)")
    // Quoted: a raw identifier's spaces split an unquoted name (a fresh learner's tenth
    // try, 06 row 129).
    #expect(
      text.contains("in the exercise's folder: `swift test --filter \"test_counts\"`"), "\(text)")
  }

  /// A fresh learner's sixth try, 01 row 115: an error in the code (a missing import) was
  /// "Your tests do not compile yet … amber … write the simplest code".
  @Test("the learner's code that does not compile is the code's error, not the tests'")
  func codeDoesNotCompile() throws {
    let error = CompileError(
      file: "Sources/ItemModel/ToDoItem.swift", line: 16,
      message: "cannot find type 'Date' in scope")
    let text = report(
      StageJudgement(stage: "counting", tests: ["test_counts"], verdict: .proven),
      ownError: error)
    let own = ExerciseCheck.ownRunText(
      TestRun(compileErrors: [
        CompileError(
          file: "/kit/Exercises/01-todo-item/Sources/ItemModel/ToDoItem.swift", line: 16,
          message: "cannot find type 'Date' in scope")
      ]), exercise: try #require(ManifestFixtures.exercise),
      root: URL(filePath: "/nowhere-\(UUID().uuidString)"))

    #expect(
      text.contains(
        "Next: your code does not compile: Sources/ItemModel/ToDoItem.swift, line 16: "
          + "cannot find type 'Date' in scope. Fix the code"), "\(text)")
    #expect(own.hasPrefix("Your code does not compile: /kit/"), "\(own)")
    #expect(!own.contains("amber"), "\(own)")
  }

  /// A fresh learner's ninth try, 03 row 137 and 11 c6: stages were "done" while Linux's
  /// XCTest could not call their tests, so the learner's run never ran them.
  @Test("a stage whose test the toolchain kept from running in the learner's run is not done")
  func refusedRunIsNotDone() {
    let judgement = StageJudgement(stage: "counting", tests: ["test_counts"], verdict: .proven)

    let text = report(judgement, refusedByToolchain: true, done: true)
    let ran = report(judgement, refusedByToolchain: true, done: true, ownPassing: ["counting"])

    #expect(!text.contains("counting: done"), "\(text)")
    #expect(
      text.contains(
        "your code passes the kit's tests of it, but your own run did not run your test of it "
          + "(see above)"), "\(text)")
    #expect(ran.contains("counting: done"), "\(ran)")
  }

  /// A fresh learner's ninth try, 06: a `.disabled` test was listed with ✗ under "Your
  /// run", beside the count that called it skipped.
  @Test("a skipped test in the learner's own run is counted as skipped, not listed as failed")
  func skippedIsNoFailure() throws {
    let run = TestRun(outcomes: [
      "T/a()": .passed, "T/b()": .skipped(reason: "later"), "T/c()": .failed(messages: ["no"]),
    ])

    let own = ExerciseCheck.ownRunText(
      run, exercise: try #require(ManifestFixtures.exercise),
      root: URL(filePath: "/nowhere-\(UUID().uuidString)"))

    #expect(own.contains("Your run: 1 passed, 1 failed, 1 skipped"), "\(own)")
    #expect(own.contains("✗ T/c()"), "\(own)")
    #expect(!own.contains("✗ T/b()"), "\(own)")
  }

  /// A fresh learner's seventh try, 03 rows 51 and 54: "Write the simplest code that gives
  /// your test what it uses" for a name the reference lacks too, and for an error in
  /// SwiftPM's generated list of XCTest tests, where no code can help.
  @Test("Next for an own compile error the reference shares, or one in the generated list")
  func ownCompileErrorsWithoutCodeToWrite() {
    let missing = CompileError(
      file: "Tests/T/T.swift", line: 61,
      message: "value of type 'ItemListDataProvider' has no member 'doneRowCount'")
    let shared = report(
      StageJudgement(stage: "counting", tests: ["test_done"], verdict: .doesNotCompile(missing)),
      ownError: missing, ownStage: "counting")
    let generated = report(
      StageJudgement(stage: "counting", tests: ["test_counts"], verdict: .proven),
      ownError: CompileError(
        file:
          "/kit/.build/tddkit/scratch/debug/DataProviderPackageDiscoveredTests.derived/DataProviderTests.swift",
        line: 7, message: "expected ',' separator"))

    #expect(
      shared.contains("The reference solution does not have it either: use the names"),
      "\(shared)")
    #expect(!shared.contains("simplest code"), "\(shared)")
    #expect(
      generated.contains(
        "Next: your run does not compile: SwiftPM's generated list of XCTest tests fails "
          + "(expected ',' separator)"), "\(generated)")
    #expect(!generated.contains("simplest code"), "\(generated)")
  }

  /// A fresh learner's fourteenth try, 12 row 77: a missing import in a test file of the
  /// learner's own, outside the test-first file, got "write the simplest code", while every
  /// stage said the reference gives the same error.
  @Test("an own compile error in another test file that the reference shares: no code to write")
  func ownCompileErrorElsewhereTheReferenceShares() {
    let missing = CompileError(
      file: "Tests/T/LocationTests.swift", line: 23, message: "cannot find 'IndexPath' in scope")

    let text = report(
      StageJudgement(stage: "counting", tests: ["test_done"], verdict: .doesNotCompile(missing)),
      ownError: missing)

    #expect(
      text.contains(
        "Next: your run does not compile: Tests/T/LocationTests.swift, line 23: cannot find "
          + "'IndexPath' in scope. The reference solution does not have it either"), "\(text)")
    #expect(text.contains("or an import the file lacks"), "\(text)")
    #expect(!text.contains("simplest code"), "\(text)")
  }

  /// A fresh learner's fifteenth try, A row 66, and sixteenth, 03 row 66: an `@Test` inside
  /// the XCTestCase class did not compile, and the stage's line said the one right test
  /// beside it "does not compile".
  @Test("a stage that does not compile names the line, not a test that may be right")
  func doesNotCompileNamesNoTest() {
    let error = CompileError(
      file: "Tests/T/T.swift", line: 60,
      message: "Attribute 'Test' cannot be applied to a function within class 'T'")

    let text = report(
      StageJudgement(stage: "counting", tests: ["test_done"], verdict: .doesNotCompile(error)))

    #expect(!text.contains("test_done does not compile"), "\(text)")
    #expect(
      text.contains(
        "✗ counting: your tests, through this stage's, do not compile against the reference "
          + "solution:"), "\(text)")
  }

  /// A fresh learner's eighth try, 11 row 96: a file-scope `@Test` without `@MainActor`
  /// was told "the reference solution does not have it either", and it has the initialiser.
  @Test("Next for an actor-isolation error the reference shares says to fix the test, not a name")
  func sharedIsolationError() {
    let isolation = CompileError(
      file: "Tests/T/T.swift", line: 88,
      message:
        "call to main actor-isolated initializer 'init(itemManager:)' in a synchronous "
        + "nonisolated context")
    let text = report(
      StageJudgement(stage: "counting", tests: ["test_done"], verdict: .doesNotCompile(isolation)),
      ownError: isolation, ownStage: "counting")

    #expect(!text.contains("does not have it either"), "\(text)")
    #expect(
      text.contains(
        "The reference solution gives the same error, so no code fixes it: fix the test "
          + "(here: mark the test, or its suite, `@MainActor`)"), "\(text)")
  }

  @Test("a weak verdict of two tests speaks of them in the plural, throughout")
  func plural() {
    var judgement = StageJudgement(stage: "counting", tests: ["a", "b"], verdict: .weak)
    judgement.mutants = [MutantOutcome(Mutant(id: "m", description: "counts one short"), .survived)]

    #expect(
      report(judgement).contains(
        "a, b are weak: right, and red before the stage, but they let through"))
  }

  /// A fresh learner's ninth try, 06 row 127: a proven test passed on code the kit's tests
  /// reject (`""` where they ask for `nil`), and Next said "make your test pass".
  @Test("a proven test that passes on code the kit's tests reject is not told to pass")
  func ownTestPassesKitsDoNot() {
    let judgement = StageJudgement(stage: "counting", tests: ["test_counts"], verdict: .proven)

    let text = report(judgement, ownPassing: ["counting"])

    #expect(
      text.contains(
        "your test passes on your code, but the kit's tests of this stage do not: your code "
          + "misses something the stage asks for that your test lets through"), "\(text)")
    #expect(
      text.contains("Next: counting: make your code do all the stage asks for: Count."),
      "\(text)")
    #expect(!text.contains("write the simplest code"), "\(text)")
  }

  /// A fresh learner's tenth try, 01 row 27 and 11 row 39: a test skipped everywhere was
  /// "not written yet: no test under its line will run", though it was written and ran.
  @Test("a test skipped on the reference is called written and skipped, not unwritten")
  func skippedEverywhereIsWritten() {
    var judgement = StageJudgement(stage: "counting", tests: ["test_counts"], verdict: .notWritten)
    judgement.notes = ["test_counts: it is skipped (`.disabled`, `XCTSkip`), so it checks nothing"]

    let text = report(judgement)

    #expect(!text.contains("not written yet"), "\(text)")
    #expect(
      text.contains("· counting: test_counts is written but skipped, so it checks nothing yet"),
      "\(text)")
    #expect(text.contains("Next: counting: make test_counts run"), "\(text)")
  }

  @Test("a test that cannot fail because it skips before the stage says so")
  func skippedBeforeIsSaid() {
    var judgement = StageJudgement(stage: "counting", tests: ["test_counts"], verdict: .cannotFail)
    judgement.notes = ["test_counts: on the code before the stage it is skipped"]

    let text = report(judgement)

    #expect(text.contains("cannot fail"), "\(text)")
    #expect(text.contains("    test_counts: on the code before the stage it is skipped"), "\(text)")
  }

  /// An owner's question since the fifth try: a test that cannot fail, beside a right one,
  /// was in its stage's "proven" with no word.
  @Test("a proven stage names its test that passes before the stage and on every mistake")
  func addsNothingIsSaid() {
    var judgement = StageJudgement(
      stage: "counting", tests: ["test_counts", "test_empty"], verdict: .proven)
    judgement.passedBefore = ["test_empty"]
    judgement.addsNothing = ["test_empty"]

    for done in [false, true] {
      let text = report(judgement, done: done)
      #expect(
        text.contains(
          "test_empty passes on the code before the stage too, and on every planted mistake: "
            + "it checks nothing this stage adds (at most what the code did already), and "
            + "test_counts shows what this stage adds"),
        "\(text)")
    }
  }

  @Test("a proven stage names its test that another of its tests outdoes")
  func outdoneIsSaid() {
    var judgement = StageJudgement(
      stage: "counting", tests: ["test_counts", "test_title"], verdict: .proven)
    judgement.mutants = [
      MutantOutcome(
        Mutant(id: "a", description: "a"), .killed(by: ["T/test_counts", "T/test_title"])),
      MutantOutcome(Mutant(id: "b", description: "b"), .killed(by: ["T/test_counts"])),
    ]
    judgement.outdone = ["test_title": "test_counts"]

    let text = report(judgement)

    #expect(
      text.contains(
        "  test_title catches 1 of the 2 planted mistakes, each of which test_counts catches "
          + "too: on its own it would be weak"), "\(text)")
  }

  /// A fresh learner's fourteenth try, 09 row 19: a count-only test that passes on the code
  /// before the stage was "on its own it would be weak", where alone it cannot fail.
  @Test("an outdone test that passes on the code before the stage could not fail on its own")
  func outdoneAndGreenBefore() {
    var judgement = StageJudgement(
      stage: "counting", tests: ["test_counts", "test_once"], verdict: .proven)
    judgement.mutants = [
      MutantOutcome(
        Mutant(id: "a", description: "a"), .killed(by: ["T/test_counts", "T/test_once"])),
      MutantOutcome(Mutant(id: "b", description: "b"), .killed(by: ["T/test_counts"])),
    ]
    judgement.outdone = ["test_once": "test_counts"]
    judgement.passedBefore = ["test_once"]

    let text = report(judgement)

    #expect(
      text.contains(
        "  test_once catches 1 of the 2 planted mistakes, each of which test_counts catches "
          + "too, and passes on the code before the stage: on its own it could not fail"),
      "\(text)")
  }

  /// A fresh learner's fourteenth try, 06 row 50: a correct change of the code (the kit's
  /// tests pass on it) failed a test that pins the labels' order, and the check said "your
  /// last change broke it: undo it".
  @Test("a test broken by a change to code the kit's tests accept gets the three ways, not undo")
  func regressionOnAcceptedCode() {
    let judgement = StageJudgement(stage: "counting", tests: ["test_order"], verdict: .proven)

    let text = report(
      judgement, done: true, ownFailures: ["test_order": "1 is not 0"],
      regressions: ["test_order"])

    #expect(
      text.contains(
        "  your test passed before your last change and fails now, on code that passes the "
          + "kit's tests of this stage: test_order: 1 is not 0"), "\(text)")
    #expect(text.contains("either your code has a mistake your test caught"), "\(text)")
    #expect(!text.contains("undo it"), "\(text)")
  }

  @Test("a test broken by a change the kit's tests reject too: undo it")
  func regressionOnRejectedCode() {
    let judgement = StageJudgement(stage: "counting", tests: ["test_order"], verdict: .proven)

    let text = report(
      judgement, ownFailures: ["test_order": "1 is not 0"], regressions: ["test_order"])

    #expect(
      text.contains("your last change broke test_order: undo it, or fix it so the test passes"),
      "\(text)")
  }

  /// A fresh learner's seventeenth try, 01 rows 17 and 18: `String(describing:)` of a
  /// value printed the trial's module name, the message showed two equal strings "not
  /// equal", and the check said the test leaned on another's leftovers.
  @Test("a test that compares how a value prints, module name and all, is told so, not leaning")
  func printedModuleName() {
    let message = TestOutcome.printingModule(
      #"("Optional(Items_end3.Spot(x: 1))") is not equal to ("Optional(Items.Spot(x: 1))")"#,
      renamed: #"("Optional(Items.Spot(x: 1))") is not equal to ("Optional(Items.Spot(x: 1))")"#,
      module: "Items_end3")
    // A value that differs anyway is a failure of its own, whatever module printed it.
    let differs = #"("[Items_end3.Spot(x: 1)]") is not equal to ("[Items.Spot(x: 2)]")"#
    #expect(
      TestOutcome.printingModule(
        differs, renamed: differs.replacingOccurrences(of: "Items_end3", with: "Items"),
        module: "Items_end3") == differs.replacingOccurrences(of: "Items_end3", with: "Items"))
    let judgement = StageJudgement(
      stage: "counting", tests: ["test_prints"],
      verdict: .wrong(failing: ["T/test_prints": message]))

    let text = report(judgement, done: true, ownPassing: ["counting"])

    #expect(message.hasSuffix(TestOutcome.printedModuleNote))
    #expect(
      TestOutcome.printingModule("1 is not 2", renamed: "1 is not 2", module: "Items_end3")
        == "1 is not 2")
    #expect(!text.contains("leans on"), "\(text)")
    #expect(
      text.contains(
        "Next: counting: make test_prints compare the values themselves, or their fields, not "
          + "how they print"), "\(text)")
  }

  @Test("a proven stage names its test skipped on the code before, and not as showing the stage")
  func skippedBeforeText() {
    var judgement = StageJudgement(
      stage: "counting", tests: ["test_counts", "test_skips", "test_idle"], verdict: .proven)
    judgement.skippedBefore = ["test_skips"]
    judgement.addsNothing = ["test_idle"]

    let text = report(judgement, done: true)

    #expect(
      text.contains(
        "  test_skips is skipped on the code before the stage: a skip is no red, so on its own "
          + "it could not fail; take the skip out"), "\(text)")
    #expect(text.contains("and test_counts shows what this stage adds"), "\(text)")
  }

  /// A fresh learner's seventeenth try, 06 row 105: `XCTExpectFailure`, Apple's XCTest's
  /// alone, was "amber" and "an import the file lacks".
  @Test("a name Apple's XCTest has and Linux's lacks is said so, with what to use instead")
  func missingOnLinux() {
    let error = CompileError(
      file: "Tests/T/T.swift", line: 30, message: "cannot find 'XCTExpectFailure' in scope")
    var judgement = StageJudgement(
      stage: "counting", tests: ["test_x"], verdict: .doesNotCompile(error))
    judgement.offer = ToolchainLimits.missingName(in: error.message)

    let text = report(judgement, ownError: error, ownStage: "counting")

    #expect(!error.namesSomethingNew)
    #expect(
      text.contains(
        "XCTExpectFailure is in Apple's XCTest but not in Linux's, where the kit runs your "
          + "tests: use Swift Testing's `withKnownIssue { … }` instead"), "\(text)")
    #expect(!text.contains("an import the file lacks"), "\(text)")
    #expect(!text.contains("use only what the stage asks for"), "\(text)")
  }

  /// A fresh learner's seventeenth try, 03 row 91 and 01 row 99: an XCTest method named in
  /// backticks broke SwiftPM's generated list of tests, the learner's run did not build,
  /// and every stage was "done".
  @Test("a run that did not build holds back the stages from the one whose line holds the error")
  func ownRunThatDidNotBuild() {
    let judgement = StageJudgement(stage: "counting", tests: ["test_x"], verdict: .proven)
    let listed = CompileError(
      file: "/kit/.build/debug/TallyPackageDiscoveredTests.derived/TallyTests.swift", line: 7,
      message: "expected ',' separator")

    let text = report(judgement, ownError: listed, done: true)
    let later = report(
      judgement, ownError: CompileError(file: "Tests/T/T.swift", line: 40, message: "x"),
      done: true, ownStage: "later")

    #expect(text.contains("Test-first: 0 of 1 stages done"), "\(text)")
    #expect(
      text.contains("your code passes the kit's tests of it, but your own run did not build"),
      "\(text)")
    #expect(later.contains("Test-first: 1 of 1 stages done"), "\(later)")
  }

  /// A fresh learner's sixteenth try, 11 row 28: checked again with no file changed, a test
  /// that had passed failed (the order its tests ran in), and the check spoke of "your last
  /// change".
  @Test("a test that passed and fails now with no file changed is said to flicker, not broken")
  func regressionWithNothingChanged() {
    let judgement = StageJudgement(stage: "counting", tests: ["test_order"], verdict: .proven)

    for done in [false, true] {
      let text = report(
        judgement, done: done, ownFailures: ["test_order": "0 is not 3"],
        regressions: ["test_order"], unchanged: true)

      #expect(!text.contains("last change"), "\(text)")
      #expect(
        text.contains(
          "  your test passed at your last check and fails now, with no file changed since: "
            + "test_order: 0 is not 3"), "\(text)")
      #expect(
        text.contains(
          "Next: counting: make test_order pass every time: it passes or fails by the order or "
            + "timing of your tests"), "\(text)")
    }
  }

  /// A fresh learner's fourteenth try, 01 row 25: a skipped test beside a red one was said
  /// only once the stage was done; `--json` had the note all along.
  @Test("what will not run under a stage's line is said while its test fails on the code")
  func notesWhileRed() {
    var judgement = StageJudgement(stage: "counting", tests: ["test_x"], verdict: .proven)
    judgement.notes = ["later(): it is skipped, so it checks nothing: take the skip out"]

    let text = report(judgement, ownFailures: ["test_x": "0 is not 2"])

    #expect(text.contains("  your test fails on your code: test_x: 0 is not 2"), "\(text)")
    #expect(
      text.contains(
        "  ! beside your test, something under its line will not run:\n"
          + "    later(): it is skipped, so it checks nothing: take the skip out"), "\(text)")
  }

  func report(
    _ judgement: StageJudgement, unplaced: [String] = [], ownError: CompileError? = nil,
    refusedByToolchain: Bool = false, done: Bool = false, ownFailures: [String: String] = [:],
    ownStage: String? = nil, ownPassing: Set<String> = [], regressions: Set<String> = [],
    unchanged: Bool = false
  ) -> String {
    let stage = Stage(
      id: "counting", title: "Count", kind: .makeTheTestPass, tests: ["T/ref()"],
      file: "Sources/Tally/Tally.swift", hint: "Count.", doubles: [], snapshot: nil)
    let exercise = Exercise(
      id: "04", folder: "04-tally", module: "Tally", title: "Tally",
      framework: .swiftTesting, seeds: [], objective: "Count.", minutes: 5, stages: [stage],
      starter: Expectation(failing: []), mutants: [])
    var outcome = TestFirstCheck.Outcome(
      judgements: [judgement], codeDone: done ? ["counting": true] : [:],
      starter: URL(filePath: "/kit"), neverRed: [:], seconds: 1, order: ["counting"])
    outcome.unplacedTests = unplaced
    outcome.ownCompileError = ownError
    outcome.ownCompileStage = ownStage
    outcome.ownPassing = ownPassing
    outcome.ownRunRefusedByToolchain = refusedByToolchain
    outcome.ownFailures = ownFailures.isEmpty ? [:] : ["counting": ownFailures]
    outcome.regressions = regressions.isEmpty ? [:] : ["counting": regressions]
    outcome.unchangedSinceLastCheck = unchanged
    outcome.planFile = "Tests/T/T.swift"
    return outcome.text(exercise, firstDone: [], reference: { _ in nil })
  }
}

@Suite("A compile error under another stage's line")
struct PlacedCompileErrorTests {
  /// A fresh learner's fourth try, row 12: a later stage was "does not compile … line 104"
  /// for an error in an earlier stage's section, with no word of whose line it was.
  @Test("a later stage's error in an earlier section names the stage whose line it is under")
  func namesTheSection() {
    let source = """
      final class T: XCTestCase {
        // stage: first
        func test_first() { XCTAssertEqual(missing(), 1) }
        // stage: second
        func test_second() { XCTAssertEqual(2, 2) }
      }
      """
    let error = CompileError(file: "Tests/T/T.swift", line: 3, message: "cannot find 'missing'")
    let judgements = [
      StageJudgement(stage: "first", tests: ["test_first"], verdict: .doesNotCompile(error)),
      StageJudgement(stage: "second", tests: ["test_second"], verdict: .doesNotCompile(error)),
    ]

    let placed = TestFirstCheck.placingErrors(
      judgements, sections: StageSections(source), file: "Tests/T/T.swift")

    #expect(placed[0].notes.isEmpty)
    #expect(
      placed[1].notes == [
        "line 3 is under `// stage: first`: this stage's trials compile that section too, so fix it there"
      ])
  }

  /// A fresh learner's sixth try, 11 row 108: an XCTest class nested in a suite under an
  /// earlier stage's line made every later stage "does not compile: Tests/…/, line 4:
  /// cannot find type 'SevenRowsXCTests' in scope", an error in SwiftPM's generated list
  /// that named neither the class's place nor the cause.
  @Test("an error in SwiftPM's generated list about a nested XCTest class names its stage")
  func nestedXCTestClass() {
    let source = """
      @Suite struct Rows {
        // stage: first
        final class SevenRowsXCTests: XCTestCase {
          func test_seven() {}
        }
        // stage: second
        @Test func second() {}
      }
      """
    let error = CompileError(
      file:
        "/kit/.build/tddkit/scratch/debug/BenchPackageDiscoveredTests.derived/RowsTests_s2_c3.swift",
      line: 4, message: "cannot find type 'SevenRowsXCTests' in scope")

    let placed = TestFirstCheck.placingErrors(
      [StageJudgement(stage: "second", tests: ["second"], verdict: .doesNotCompile(error))],
      sections: StageSections(source), file: "Tests/T/T.swift")

    #expect(
      placed[0].notes == [
        "SevenRowsXCTests, line 3, is an XCTest class nested in another type under "
          + "`// stage: first`: SwiftPM's list of XCTest tests cannot reach it, so no stage "
          + "after it builds; move it to the top level of the file"
      ])
  }
}

@Suite("The red a learner is asked to have seen")
struct NeverRedTests {
  private func stage(_ id: String, greenBefore: GreenBefore?) -> Stage {
    var stage = Stage(
      id: id, title: id, kind: .makeTheTestPass, tests: [], file: nil, hint: "-", doubles: [],
      snapshot: nil)
    stage.greenBefore = greenBefore
    return stage
  }

  private let outcomes: [String: TestOutcome] = [
    "T/test_tap": .passed, "T/test_release": .passed, "T/test_plain": .passed,
  ]
  private let judgements = [
    StageJudgement(stage: "button", tests: ["test_tap", "test_release"], verdict: .proven),
    StageJudgement(stage: "plain", tests: ["test_plain"], verdict: .proven),
  ]

  @Test("a release test green by design is not called unseen once the stage's other test was red")
  func oneGreenByDesign() {
    let seen = ["T/test_tap": TestHistory(firstRed: Date())]
    let stages = [stage("button", greenBefore: .one), stage("plain", greenBefore: nil)]

    #expect(
      TestFirstCheck.neverRed(judgements, stages: stages, outcomes: outcomes, history: seen)
        == ["T/test_plain"])
    #expect(
      TestFirstCheck.neverRed(judgements, stages: stages, outcomes: outcomes, history: [:])
        == ["T/test_tap", "T/test_release", "T/test_plain"])
  }

  @Test("a stage whose code may already be right asks for no red; an ordinary stage asks for each")
  func allGreenByDesign() {
    let seen = ["T/test_tap": TestHistory(firstRed: Date())]
    let stages = [stage("button", greenBefore: .all), stage("plain", greenBefore: nil)]

    #expect(
      TestFirstCheck.neverRed(judgements, stages: stages, outcomes: outcomes, history: [:])
        == ["T/test_plain"])
    let ordinary = [stage("button", greenBefore: nil), stage("plain", greenBefore: nil)]
    #expect(
      TestFirstCheck.neverRed(judgements, stages: ordinary, outcomes: outcomes, history: seen)
        == ["T/test_release", "T/test_plain"])
  }

  @Test(
    "a test that did not run (the learner's run did not build, or stopped first) is unseen unless its red was seen before"
  )
  func notRunStillUnseen() {
    let stages = [stage("button", greenBefore: nil), stage("plain", greenBefore: nil)]
    let seen = ["T/test_tap": TestHistory(firstRed: Date())]

    // A fresh learner's eighth try, 03 rows 105 to 107 and 113, 01 row 140: the run built
    // nothing, so no test had an outcome, and no test was marked.
    #expect(
      TestFirstCheck.neverRed(judgements, stages: stages, outcomes: [:], history: seen)
        == ["test_release", "test_plain"])
    #expect(
      TestFirstCheck.neverRedNames(
        ["test_tap", "test_release", "test_plain"],
        among: TestFirstCheck.neverRed(judgements, stages: stages, outcomes: [:], history: seen))
        == ["test_release", "test_plain"])
  }

  /// A fresh learner's twelfth try, 06 row 43 and 12 row 50: an XCTest method seen red and
  /// a nested suite's test of the same name never red were "you never saw test_x, test_x
  /// fail", both.
  @Test("of two tests of one name under a stage, only the one never red is named, by its suite")
  func sharedNameNamesTheSuite() {
    #expect(
      TestFirstCheck.neverRedNames(
        ["test_x", "test_x", "other"], among: ["Cell/Nested/test_x()", "Cell/other"])
        == ["Cell/Nested/test_x()", "other"])
    #expect(
      TestFirstCheck.neverRedNames(
        ["test_x", "test_x"], among: ["Cell/test_x", "Cell/Nested/test_x()"])
        == ["Cell/Nested/test_x()", "Cell/test_x"])
  }

  @Test("a test whose body was seen red under another name is not called unseen")
  func renamedAfterItsRed() {
    let stages = [stage("button", greenBefore: nil), stage("plain", greenBefore: nil)]

    #expect(
      TestFirstCheck.neverRed(
        judgements, stages: stages, outcomes: outcomes, history: [:],
        seenRedByBody: ["test_plain"]) == ["T/test_tap", "T/test_release"])
  }

  @Test(
    "a test that passes on the code before its stage, beside one that fails there, is not asked to be seen red"
  )
  func passedBeforeByNature() {
    var rows = StageJudgement(
      stage: "rows", tests: ["test_shows", "test_missing"], verdict: .proven)
    rows.passedBefore = ["test_missing"]
    let outcomes: [String: TestOutcome] = ["T/test_shows": .passed, "T/test_missing": .passed]

    #expect(
      TestFirstCheck.neverRed(
        [rows], stages: [stage("rows", greenBefore: nil)], outcomes: outcomes, history: [:])
        == ["T/test_shows"])
  }
}

@Suite("What holds a proven stage back is named")
struct HeldBackTests {
  private func text(_ judgements: [StageJudgement], codeDone: [String: Bool]) -> String {
    let stages = ["adding", "clearing"].map {
      Stage(
        id: $0, title: $0, kind: .makeTheTestPass, tests: ["T/ref()"],
        file: "Sources/Tally/Tally.swift", hint: "Count.", doubles: [], snapshot: nil)
    }
    let exercise = Exercise(
      id: "04", folder: "04-tally", module: "Tally", title: "Tally", framework: .swiftTesting,
      seeds: [], objective: "Count.", minutes: 5, stages: stages,
      starter: Expectation(failing: []), mutants: [])
    let outcome = TestFirstCheck.Outcome(
      judgements: judgements, codeDone: codeDone, starter: URL(filePath: "/kit"), neverRed: [:],
      seconds: 1, order: ["adding", "clearing"])
    return outcome.text(exercise, firstDone: [], reference: { _ in nil })
  }

  @Test("a stage whose code passes, held back by an earlier one, names that one")
  func namesTheStageBefore() {
    let report = text(
      [
        StageJudgement(stage: "adding", tests: ["addsOne"], verdict: .weak),
        StageJudgement(stage: "clearing", tests: ["clears"], verdict: .proven),
      ], codeDone: ["adding": true, "clearing": true])

    #expect(
      report.contains(
        "your code passes the kit's tests of it, but stage adding, before it, is not done"),
      "\(report)")
  }

  @Test("a function under the line that will not run is said, not 'write the simplest code'")
  func notATestBeside() {
    var judgement = StageJudgement(stage: "adding", tests: ["test_addsOne"], verdict: .proven)
    judgement.notes = ["addsTwo: Swift Testing's @Test cannot stand inside an XCTestCase class"]
    let report = text([judgement], codeDone: [:])

    #expect(report.contains("addsTwo: Swift Testing's @Test cannot stand inside"), "\(report)")
    #expect(!report.contains("write the simplest code"))
  }

  /// A fresh learner's ninth try, 11 row 26: configure-cell's tests were "wrong: they fail
  /// on the reference solution" while the learner's MockCell, which they run with, was not
  /// written yet; nothing said so.
  @Test("a wrong test after an unfinished write-the-double stage names the double")
  func wrongBesideAnUnfinishedDouble() {
    let double = Stage(
      id: "write-spy", title: "Spy", kind: .writeTheDouble, tests: ["SpyTests/records()"],
      file: "Tests/TallyTests/TallySpy.swift", hint: "Record.",
      doubles: ["TallySpy (spy, written by you)"], snapshot: nil)
    let using = Stage(
      id: "reporting", title: "Report", kind: .makeTheTestPass, tests: ["T/ref()"],
      file: "Sources/Tally/Tally.swift", hint: "Report.", doubles: ["TallySpy (spy)"],
      snapshot: nil)
    let exercise = Exercise(
      id: "04", folder: "04-tally", module: "Tally", title: "Tally", framework: .swiftTesting,
      seeds: [], objective: "Count.", minutes: 5, stages: [double, using],
      starter: Expectation(failing: []), mutants: [])
    let outcome = TestFirstCheck.Outcome(
      judgements: [
        StageJudgement(stage: "write-spy", tests: [], verdict: .given),
        StageJudgement(
          stage: "reporting", tests: ["reports"],
          verdict: .wrong(failing: ["T/reports()": "spy.messages → [] == [.report]"])),
      ], codeDone: ["write-spy": false], starter: URL(filePath: "/kit"), neverRed: [:],
      seconds: 1, order: ["write-spy", "reporting"])

    let report = outcome.text(exercise, firstDone: [], reference: { _ in nil })

    #expect(
      report.contains(
        "it runs with your TallySpy (Tests/TallyTests/TallySpy.swift), and stage write-spy, "
          + "before it, is not done: the failure may be the double's"), "\(report)")
  }
}

@Suite("The learner's own failures, by the stage whose test failed")
struct OwnFailuresByStageTests {
  /// A fresh learner's ninth try, 01 row 113: `differ` under two stages' lines, in two
  /// suites; the one of the earlier stage failed, and the later stage, whose `differ`
  /// passed, was held back by it.
  @Test("a test name under two stages' lines is told apart by its suite")
  func sameNameInTwoStages() {
    let source = """
      import Testing
      // stage: name
      struct DifferInName {
        @Test func differ() { #expect(1 == 2) }
      }
      // stage: coordinate
      struct CoordinateDiffer {
        @Test func differ() { #expect(1 == 1) }
      }
      """
    let run = TestRun(outcomes: [
      "DifferInName/differ()": .failed(messages: ["1 is not 2"]),
      "CoordinateDiffer/differ()": .passed,
    ])

    let failures = TestFirstCheck.ownFailures(run, sections: StageSections(source))

    #expect(failures == ["name": ["differ": "1 is not 2"]])
  }

  /// A fresh learner's tenth try, 03 row 114 and 06 row 123: a test seen red was marked
  /// "you never saw it fail" because another suite, under another stage, had a test of its
  /// name that was never red.
  @Test("a test seen red is not marked unseen for another suite's test of its name")
  func neverRedBySuite() {
    let source = """
      import XCTest
      final class RowsTests: XCTestCase {
        // stage: name
        func test_rows() { XCTAssertEqual(1, 2) }
      }
      // stage: coordinate
      final class OtherTests: XCTestCase {
        func test_rows() { XCTAssertEqual(1, 1) }
      }
      """
    let outcomes: [String: TestOutcome] = [
      "RowsTests/test_rows": .passed, "OtherTests/test_rows": .passed,
    ]
    let history = ["RowsTests/test_rows": TestHistory(firstRed: Date(), firstGreen: Date())]
    let judgements = [
      StageJudgement(stage: "name", tests: ["test_rows"], verdict: .proven),
      StageJudgement(stage: "coordinate", tests: ["test_rows"], verdict: .proven),
    ]
    let stages = ["name", "coordinate"].map {
      Stage(
        id: $0, title: $0, kind: .makeTheTestPass, tests: ["T/ref()"], file: nil, hint: "",
        doubles: [], snapshot: nil)
    }

    let unseen = TestFirstCheck.neverRed(
      judgements, stages: stages, outcomes: outcomes, history: history,
      sections: StageSections(source))

    #expect(unseen == ["OtherTests/test_rows"])
  }

  @Test("a test stopped by another test's crash holds no stage back")
  func besideACrashIsNoFailure() {
    let source = """
      import Testing
      // stage: name
      struct A { @Test func traps() {} }
      // stage: coordinate
      struct B { @Test func waits() {} }
      """
    let run = TestRun(outcomes: [
      "A/traps()": .crashed(message: "crashed (signal 4): Fatal error"),
      "B/waits()": .crashed(message: "did not finish: the process crashed in traps(), beside it"),
    ])

    let failures = TestFirstCheck.ownFailures(run, sections: StageSections(source))

    #expect(failures == ["name": ["traps": "crashed (signal 4): Fatal error"]])
  }

  @Test("a failing test the file does not place is put on every stage with its name")
  func unplacedNameGoesEverywhere() {
    let source = """
      import Testing
      // stage: name
      struct A { @Test func differ() {} }
      // stage: coordinate
      struct B { @Test func differ() {} }
      """
    let run = TestRun(outcomes: ["C/differ()": .failed(messages: ["no"])])

    let failures = TestFirstCheck.ownFailures(run, sections: StageSections(source))

    #expect(failures == ["name": ["differ": "no"], "coordinate": ["differ": "no"]])
  }
}

/// A fresh learner's eleventh try, 02 row 33: a whole test inside
/// `withKnownIssue(isIntermittent: true)` was weak, and told to "add the assertion" it had.
@Suite("Assertions inside withKnownIssue are named as what keeps a test from failing")
struct KnownIssueNoteTests {
  static let source = """
      // stage: checks
      @Test func quiet() {
        withKnownIssue(isIntermittent: true) {
          #expect(sut.check(at: 9) == nil)
        }
      }
      @Test func plain() { #expect(sut.count == 1) }
    """

  @Test("a weak or cannot-fail test with withKnownIssue gets the note; one without does not")
  func note() {
    let notes = StageJudge.knownIssueNotes(tests: ["quiet", "plain"], source: Self.source)

    #expect(
      notes == [
        "quiet: what it asserts inside `withKnownIssue(isIntermittent: true)` never fails the "
          + "test, whether it holds or not: only an assertion outside it can"
      ])
  }

  /// A fresh learner's fourteenth try, 11 row 33: the note said a known issue never fails
  /// the test, but without `isIntermittent` one that is not recorded does.
  @Test("without isIntermittent, the note says the test fails only when what it holds passes")
  func notIntermittent() {
    let source = """
        @Test func inverted() {
          withKnownIssue("the walkthrough reloaded first") {
            #expect(view.messages == [.reloadList, .display(title: "To Do")])
          }
        }
      """

    let notes = StageJudge.knownIssueNotes(tests: ["inverted"], source: source)

    #expect(
      notes == [
        "inverted: an assertion inside `withKnownIssue` fails the test only when it holds: the "
          + "test catches code that does exactly what it asserts there, and no other mistake"
      ])
  }

  @Test("a weak verdict shows the note, and Next says to take the assertions out")
  func weakShowsIt() {
    var judgement = StageJudgement(stage: "counting", tests: ["quiet"], verdict: .weak)
    judgement.notes = StageJudge.knownIssueNotes(tests: ["quiet"], source: Self.source)

    let text = TestFirstReportTests().report(judgement)

    #expect(
      text.contains("    quiet: what it asserts inside `withKnownIssue(isIntermittent: true)`"),
      "\(text)")
    #expect(
      text.contains("Next: counting: take the assertions out of `withKnownIssue`"), "\(text)")
  }
}

/// A fresh learner's eleventh try, 07 row 30: a proven test of a stage green before by
/// design got no "never saw it fail", and no word of why none was asked.
@Suite("A stage green before by design says why no red is asked")
struct GreenBeforeByDesignTests {
  @Test("its proven block says the red is not asked, and why")
  func saysWhy() {
    var stage = Stage(
      id: "keeps-table", title: "Keep", kind: .makeTheTestPass, tests: ["T/ref()"],
      file: "Sources/W/W.swift", hint: "-", doubles: [], snapshot: nil)
    stage.greenBefore = .all
    let exercise = Exercise(
      id: "07", folder: "07-w", module: "W", title: "W", framework: .xctest, seeds: [],
      objective: "-", minutes: 5, stages: [stage], starter: Expectation(failing: []), mutants: [])
    let outcome = TestFirstCheck.Outcome(
      judgements: [StageJudgement(stage: "keeps-table", tests: ["test_keeps"], verdict: .proven)],
      codeDone: ["keeps-table": true], starter: URL(filePath: "/kit"), neverRed: [:], seconds: 1,
      order: ["keeps-table"])

    let text = outcome.text(exercise, firstDone: [], reference: { _ in nil })

    #expect(
      text.contains(
        "  it passes on the code before this stage by design (the exercise's README says why): "
          + "no red is asked of it"), "\(text)")
  }
}

/// A fresh learner's thirteenth try, 02 row 24 and 10 row 126: a method under a proven
/// stage's line that XCTest never runs was said when the stage was done or weak, and not
/// when an earlier stage held it back.
@Suite("What will not run under a proven stage's line is said while it waits too")
struct NotRunBesideProvenTests {
  @Test("a proven stage held back by an earlier one still names the method that never runs")
  func heldBackSaysIt() {
    let stages = ["first", "second"].map {
      Stage(
        id: $0, title: $0, kind: .makeTheTestPass, tests: ["T/ref_\($0)()"],
        file: "Sources/W/W.swift", hint: "-", doubles: [], snapshot: nil)
    }
    let exercise = Exercise(
      id: "02", folder: "02-w", module: "W", title: "W", framework: .xctest, seeds: [],
      objective: "-", minutes: 5, stages: stages, starter: Expectation(failing: []), mutants: [])
    var second = StageJudgement(stage: "second", tests: ["test_second"], verdict: .proven)
    second.notes = ["placeholder_notATest: XCTest runs only methods whose names begin with `test`"]
    let outcome = TestFirstCheck.Outcome(
      judgements: [StageJudgement(stage: "first", tests: ["test_first"], verdict: .weak), second],
      codeDone: ["first": true, "second": true], starter: URL(filePath: "/kit"), neverRed: [:],
      seconds: 1, order: ["first", "second"])

    let text = outcome.text(exercise, firstDone: [], reference: { _ in nil })

    #expect(text.contains("stage first, before it, is not done"), "\(text)")
    #expect(
      text.contains(
        "  ! beside your test, something under its line will not run:\n    placeholder_notATest:"),
      "\(text)")
  }
}
