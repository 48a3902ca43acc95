import Testing

@testable import KitCore

@Suite("Recording an exercise's reds from its runs, and finding them stale")
struct RedsRecordingTests {
  @Test("records the walkthrough tests that fail on each state, in walkthrough order")
  func observed() throws {
    let exercise = makeExercise()
    let runs: [Variant: TestRun] = [
      .starter: TestRun(outcomes: [
        "S/b": .failed(messages: ["B failed"]), "S/a": .crashed(message: "crashed (signal 4)"),
        "Other/x": .failed(messages: ["not a walkthrough test"]),
      ]),
      .stage("one"): TestRun(outcomes: ["S/a": .passed, "S/b": .failed(messages: ["still B"])]),
    ]

    let reds = try RedsRecording.observed(in: exercise, runs: runs).get()

    #expect(
      reds
        == RecordedReds(
          exerciseID: "01",
          starter: [
            ExpectedFailure(test: "S/a", reason: "crashed"),
            ExpectedFailure(test: "S/b", reason: "B failed"),
          ],
          snapshots: [
            .init(stage: "one", failing: [ExpectedFailure(test: "S/b", reason: "still B")])
          ]
        ))
  }

  @Test(
    "a state that did not compile, timed out or did not run leaves nothing to record, and says why"
  )
  func unrecordable() {
    let exercise = makeExercise()
    var timedOut = TestRun()
    timedOut.timedOut = true
    let broken = TestRun(compileErrors: [CompileError(file: "A.swift", line: 3, message: "nope")])

    let cases: [([Variant: TestRun], String)] = [
      ([.starter: broken, .stage("one"): TestRun()], "the starter does not compile"),
      ([.starter: TestRun(), .stage("one"): timedOut], "the stage one timed out"),
      ([.starter: TestRun()], "the stage one did not run"),
    ]

    for (runs, why) in cases {
      #expect(throws: RedsRecording.Unrecordable(why: why)) {
        try RedsRecording.observed(in: exercise, runs: runs).get()
      }
    }
  }

  @Test("reds that are what the runs give are not stale")
  func fresh() {
    let reds = RecordedReds(exerciseID: "01", starter: [], snapshots: [])

    #expect(
      RedsRecording.staleness(
        recordedFile: reds.text, observed: reds, exercise: makeExercise()) == [])
  }

  @Test("stale reds name the file, each change and the command that records them")
  func stale() {
    let recorded = RecordedReds(
      exerciseID: "01", starter: [ExpectedFailure(test: "S/a", reason: "old")], snapshots: [])
    let observed = RecordedReds(
      exerciseID: "01", starter: [ExpectedFailure(test: "S/a", reason: "new")], snapshots: [])

    let problems = RedsRecording.staleness(
      recordedFile: recorded.text, observed: observed, exercise: makeExercise())

    #expect(
      problems == [
        "Solutions/01-answer/reds.json is not what the runs give now; if these changes are "
          + "meant, record them: swift run kit verify --record 01",
        "starter: S/a: “old” → “new”",
      ])
  }

  @Test("an exercise takes recorded reds as the loader gives them, keeping its placeholders")
  func recording() {
    var exercise = makeExercise()
    exercise.starter.failing = [ExpectedFailure(test: "S/b", reason: "", placeholder: true)]
    let reds = RecordedReds(
      exerciseID: "01",
      starter: [
        ExpectedFailure(test: "S/a", reason: "a"), ExpectedFailure(test: "S/b", reason: "b"),
      ],
      snapshots: [.init(stage: "one", failing: [ExpectedFailure(test: "S/b", reason: "c")])])

    let recorded = exercise.recording(reds)

    #expect(
      recorded.starter.failing == [
        ExpectedFailure(test: "S/a", reason: "a"),
        ExpectedFailure(test: "S/b", reason: "b", placeholder: true),
      ])
    #expect(recorded.stages[0].snapshot?.failing == [ExpectedFailure(test: "S/b", reason: "c")])
    #expect(recorded.stages[1].snapshot == nil)
  }

  // MARK: - Helpers

  private func makeExercise() -> Exercise {
    let stage = Stage(
      id: "one", title: "One", kind: .makeTheTestPass, tests: ["S/a"], file: nil, hint: "h",
      doubles: [], snapshot: Snapshot(path: "Stages/one", failing: []))
    var two = stage
    (two.id, two.tests, two.snapshot) = ("two", ["S/b"], nil)
    return Exercise(
      id: "01", folder: "01-answer", module: "Answer", title: "The answer", framework: .xctest,
      seeds: [], objective: "o", minutes: 5, stages: [stage, two],
      starter: Expectation(failing: []), mutants: [])
  }
}
