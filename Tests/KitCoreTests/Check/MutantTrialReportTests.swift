import Foundation
import Testing

@testable import KitCore

@Suite("Tests for the learner's tests: verdicts and their words")
struct MutantTrialReportTests {
  let twoByTwo = Mutant(id: "counts-by-two", description: "increment adds two", stage: "counting")
  let noReset = Mutant(id: "keeps-count", description: "reset does nothing", stage: "counting")

  @Test("a mutant is killed by a judged test that fails on it and passed on the solution")
  func killed() {
    let baseline = TestRun(outcomes: ["T/a()": .passed, "T/b()": .passed])
    let run = TestRun(outcomes: ["T/a()": .failed(messages: ["2 ≠ 1"]), "T/b()": .passed])

    #expect(
      MutantVerdict(run, baseline: baseline, judging: ["T/a()", "T/b()"])
        == .killed(by: ["T/a()"]))
  }

  @Test("a test that fails on the solution too, or is not judged, kills nothing")
  func notAKill() {
    let baseline = TestRun(outcomes: ["T/a()": .failed(messages: ["always"]), "T/b()": .passed])
    let run = TestRun(outcomes: [
      "T/a()": .failed(messages: ["always"]), "T/b()": .passed, "Other/c()": .failed(messages: []),
    ])

    #expect(
      MutantVerdict(run, baseline: baseline, judging: ["T/a()", "T/b()"]) == .survived)
  }

  @Test("a write-the-double stage counts any test that newly fails")
  func doubleStage() {
    let run = TestRun(outcomes: ["Presenter/shows()": .failed(messages: ["no title"])])

    #expect(
      MutantVerdict(run, baseline: TestRun(), judging: [])
        == .killed(by: ["Presenter/shows()"]))
  }

  @Test("tests that do not compile against a mutant are reported, not counted as a kill")
  func didNotCompile() {
    let error = CompileError(file: "/t/T.swift", line: 3, message: "no member 'twice'")
    let run = TestRun(compileErrors: [error])

    #expect(
      MutantVerdict(run, baseline: TestRun(), judging: ["T/a()"])
        == .didNotCompile(error))
  }

  @Test("a run stopped by its timeout counts as caught")
  func timedOut() {
    #expect(
      MutantVerdict(TestRun(timedOut: true), baseline: TestRun(), judging: ["T/a()"])
        == .killed(by: ["(stopped by the time limit)"]))
  }

  @Test("only a stage whose tests all pass is tried")
  func stagesToTry() {
    let green = makeSUT(TestRun(outcomes: ["T/a()": .passed]))
    let red = makeSUT(TestRun(outcomes: ["T/a()": .failed(messages: ["no"])]))

    #expect(green.stagesToTry.map(\.id) == ["counting"])
    #expect(green.testsJudged(in: green.exercise.stages[0]) == ["T/a()"])
    #expect(red.stagesToTry.isEmpty)
    #expect(
      red.text(root: "/kit", timeout: 120).contains("stage counting: tried once its tests pass"))
  }

  @Test("a stage whose tests the kit gives is never tried: its chaffs are test-first's")
  func givenStageNotTried() {
    var report = makeSUT(TestRun(outcomes: ["T/a()": .passed, "T/given()": .passed]))
    let given = Stage(
      id: "given", title: "Make it pass", kind: .makeTheTestPass, tests: ["T/given()"],
      file: "Sources/Counter/Counter.swift", hint: "Count.", doubles: [], snapshot: nil)
    report.exercise.stages.append(given)
    report.exercise.mutants.append(
      Mutant(id: "chaff", description: "a test-first chaff", stage: "given", base: .stage))

    #expect(report.stagesToTry.map(\.id) == ["counting"])
  }

  @Test("a surviving mutant makes the stage not proven, and says which mistake got through")
  func survivorReported() {
    var report = makeSUT(TestRun(outcomes: ["T/a()": .passed]))
    var trial = StageTrial(stage: "counting")
    trial.verdicts = [.init(twoByTwo, .killed(by: ["T/a()"])), .init(noReset, .survived)]

    report.apply([trial])
    let text = report.text(root: "/kit", timeout: 120)

    #expect(report.items.map(\.status) == [.unproven])
    #expect(!report.isGreen)
    #expect(text.contains("  ✗ not proven    stage counting"))
    #expect(text.contains("stage counting: caught 1 of 2"))
    #expect(text.contains("your tests did not catch: reset does nothing (mutant keeps-count)"))
    #expect(!text.contains("increment adds two"))
  }

  @Test("tests that fail on the reference solution are named, and the stage is not proven")
  func failingOnSolution() {
    var report = makeSUT(TestRun(outcomes: ["T/a()": .passed]))
    var trial = StageTrial(stage: "counting")
    trial.failingOnSolution = ["T/a()": "expected my own rounding"]
    trial.verdicts = [.init(twoByTwo, .killed(by: ["T/a()"]))]

    report.apply([trial])

    #expect(!report.isGreen)
    #expect(
      report.text(root: "/kit", timeout: 120).contains(
        "✗ T/a() fails on the reference solution too: “expected my own rounding”"))
  }

  @Test(
    "no trial is promised for a stage whose tests the kit gives; a weak one's report names the survivor"
  )
  func noPromiseForGivenStages() {
    var report = makeSUT(TestRun(outcomes: ["T/a()": .passed, "T/given()": .failed(messages: [])]))
    report.exercise.stages.append(
      Stage(
        id: "hard-coded-two", title: "Make it pass", kind: .makeTheTestPass, tests: ["T/given()"],
        file: "Sources/Counter/Counter.swift", hint: "Count.", doubles: [], snapshot: nil))
    report.exercise.mutants.append(
      Mutant(id: "chaff", description: "a test-first chaff", stage: "hard-coded-two"))
    var trial = StageTrial(stage: "counting")
    trial.verdicts = [.init(twoByTwo, .killed(by: ["T/a()"])), .init(noReset, .survived)]
    report.apply([trial])

    let text = report.text(root: "/kit", timeout: 120)
    let results = ResultsDocument(
      guided: report, run: TestRun(outcomes: ["T/a()": .passed]), folder: URL(filePath: "/none"),
      at: Date())

    #expect(!text.contains("hard-coded-two: tried once"), "\(text)")
    #expect(
      results.tests.first { $0.id == "stage counting" }?.status
        == .failed("the tests pass but let planted mistakes through: reset does nothing"))
  }

  @Test("every mutant killed: the stage passes and says so")
  func allKilled() {
    var report = makeSUT(TestRun(outcomes: ["T/a()": .passed]))
    var trial = StageTrial(stage: "counting")
    trial.verdicts = [
      .init(twoByTwo, .killed(by: ["T/a()"])), .init(noReset, .killed(by: ["T/a()"])),
    ]

    report.apply([trial])

    #expect(report.isGreen)
    #expect(report.text(root: "/kit", timeout: 120).contains("stage counting: caught 2 of 2"))
  }

  // MARK: - Helpers

  private func makeSUT(_ run: TestRun) -> CheckReport {
    let stage = Stage(
      id: "counting", title: "Test the counter", kind: .writeTheTest, tests: ["T/ref()"],
      file: "Tests/CounterTests/T.swift", hint: "Check exact counts.", doubles: [],
      snapshot: nil)
    let exercise = Exercise(
      id: "03", folder: "03-counter", module: "Counter", title: "Counter",
      framework: .swiftTesting, seeds: [], objective: "Test it.", minutes: 5, stages: [stage],
      starter: Expectation(failing: []), mutants: [twoByTwo, noReset])
    return CheckReport(
      exercise: exercise, run: run, declared: ["counting": ["a"]], history: ExerciseState())
  }
}
