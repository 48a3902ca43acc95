import Foundation
import Testing

@testable import KitCore

@Suite("Checking the manifest before building")
struct ManifestValidatorTests {
  @Test("a manifest whose folders exist and whose tests are listed once has no problems")
  func consistentManifest() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.url.appending(path: "Exercises/01-answer"), withIntermediateDirectories: true)
    _ = try folder.write("a patch", to: "Solutions/01-answer/Mutants/off-by-one.patch")

    let problems = ManifestValidator(root: folder.url).problems(in: try ManifestFixtures.manifest)

    #expect(problems == [])
  }

  @Test("names missing folders, repeated tests and stray expectations")
  func inconsistentManifest() throws {
    let folder = try TemporaryFolder()
    var manifest = try ManifestFixtures.manifest
    manifest.exercises[0].stages.append(manifest.exercises[0].stages[0])
    manifest.exercises[0].starter.failing.append(ExpectedFailure(test: "Nope/test_x", reason: "x"))

    let problems = ManifestValidator(root: folder.url).problems(in: manifest)

    #expect(problems.contains("01-answer: Exercises/01-answer is missing"))
    #expect(
      problems.contains(
        "01-answer: test 'AnswerTests/test_answer_isFortyTwo' appears more than once"))
    #expect(
      problems.contains("01-answer: starter expects 'Nope/test_x' to fail, but no stage lists it"))
    #expect(
      problems.contains(
        "01-answer: mutant off-by-one: its patch Solutions/01-answer/Mutants/off-by-one.patch is missing"
      ))
  }

  @Test("a mutant aims at a stage that exists, and a write-the-test stage needs one")
  func aimedMutants() throws {
    var exercise = try #require(ManifestFixtures.exercise)
    var written = exercise.stages[0]
    (written.id, written.kind, written.tests) = ("write-it", .writeTheTest, [])
    exercise.stages.append(written)
    exercise.mutants[0].stage = "no-such-stage"

    let problems = ManifestValidator(root: URL(filePath: "/")).aimProblems(in: exercise)

    #expect(
      problems == [
        "mutant off-by-one is aimed at 'no-such-stage', which is not a stage",
        "write-the-test stage 'write-it' has no mutant aimed at it",
      ])
  }

  @Test(
    "a test-first exercise needs a skeleton, a before-state per stage, a red there and two chaffs")
  func testFirstNeeds() throws {
    var exercise = try #require(ManifestFixtures.exercise)
    exercise.testFirst = TestFirstPlan(file: "Tests/AnswerTests/AnswerTests.swift")
    var second = exercise.stages[0]
    second.id = "second"
    exercise.stages[0].snapshot = nil
    exercise.stages.append(second)
    exercise.starter.failing = []
    exercise.mutants = [Mutant(id: "one", description: "one", stage: "second")]

    let problems = ManifestValidator(root: URL(filePath: "/nowhere")).testFirstProblems(
      in: exercise)
    let first = exercise.stages[0].id

    #expect(
      problems.contains {
        $0.hasPrefix(
          "test-first: its skeleton Solutions/01-answer/TestFirst/skeleton.patch is missing")
      })
    #expect(
      problems.contains(
        "test-first: stage '\(first)': none of its reference tests fails on the code before it"))
    #expect(
      problems.contains(
        "test-first: stage '\(first)' has 0 chaffs; a learner's test needs two at least to be judged"
      ))
    #expect(
      problems.contains(
        "test-first: stage 'second' has 1 chaff; a learner's test needs two at least to be judged"))
    #expect(
      problems.contains(
        "test-first: stage '\(first)' has no snapshot, so the code before 'second' is unknown"))
  }

  @Test(
    "a write-the-test stage's red before it is proven by a run of its reference tests, not by the recorded reds"
  )
  func writeTheTestRedBefore() throws {
    var exercise = try #require(ManifestFixtures.exercise)
    exercise.testFirst = TestFirstPlan(file: "Tests/AnswerTests/AnswerTests.swift")
    exercise.stages[0].kind = .writeTheTest
    exercise.starter.failing = []

    let problems = ManifestValidator(root: URL(filePath: "/nowhere")).testFirstProblems(
      in: exercise)

    #expect(!problems.contains { $0.contains("fails on the code before it") }, "\(problems)")
  }

  @Test("before a recording, what depends on the reds being recorded is left for after it")
  func beforeRecording() throws {
    var exercise = try #require(ManifestFixtures.exercise)
    exercise.testFirst = TestFirstPlan(file: "Tests/AnswerTests/AnswerTests.swift")
    exercise.starter.failing = [ExpectedFailure(test: "Nope/test_x", reason: "x")]
    var validator = ManifestValidator(root: URL(filePath: "/nowhere"))
    validator.checksRecordedReds = false

    let problems = validator.problems(in: exercise)

    #expect(!problems.contains { $0.contains("Nope/test_x") }, "\(problems)")
    #expect(!problems.contains { $0.contains("fails on the code before it") }, "\(problems)")
    #expect(problems.contains { $0.contains("skeleton") }, "the rest is checked")
  }

  @Test("a stage given in test-first mode needs no chaffs, no red before it, no snapshot")
  func givenStage() throws {
    var exercise = try #require(ManifestFixtures.exercise)
    exercise.testFirst = TestFirstPlan(file: "Tests/AnswerTests/AnswerTests.swift")
    var scaffolding = exercise.stages[0]
    (scaffolding.id, scaffolding.givenInTestFirst, scaffolding.snapshot) = ("template", true, nil)
    exercise.stages.insert(scaffolding, at: 0)

    let problems = ManifestValidator(root: URL(filePath: "/nowhere")).testFirstProblems(
      in: exercise)

    #expect(!problems.contains { $0.contains("'template'") }, "\(problems)")
  }

  @Test("a stage written test-first names its parts in its own words, each broken by a chaff")
  func parts() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write(
      """
      +  // stage: answer
      +  // TODO: a test that the answer is forty-two,
      +  // and stays so after a reset.
      +  func helper() {}
      """, to: "Solutions/01-answer/TestFirst/skeleton.patch")
    _ = try folder.write("-  0\n+  __EXAMPLE__\n", to: "Solutions/01-answer/Mutants/faked.patch")
    _ = try folder.write("-  0\n+  41\n", to: "Solutions/01-answer/Mutants/plain.patch")
    var exercise = try #require(ManifestFixtures.exercise)
    exercise.testFirst = TestFirstPlan(file: "Tests/AnswerTests/AnswerTests.swift")
    let stage = exercise.stages[0].id
    exercise.stages[0].parts = [
      StagePart(id: "value", text: "the answer is  Forty-two"),
      StagePart(id: "reset", text: "stays so after a reset"),
      StagePart(id: "told-nowhere", text: "is logged"),
    ]
    exercise.stages[0].behaviour = "Pin the value."
    exercise.mutants = [
      Mutant(id: "faked", description: "x", stage: stage, breaks: "value", example: .number),
      Mutant(id: "plain", description: "x", stage: stage, breaks: "nothing", example: .string),
      Mutant(id: "aimless", description: "x", stage: stage),
    ]

    let problems = ManifestValidator(root: folder.url).partProblems(in: exercise)

    #expect(
      problems == [
        "test-first: stage '\(stage)' part 'reset' has no chaff that breaks it",
        "test-first: stage '\(stage)' part 'told-nowhere' (“is logged”) is in neither its TODO line nor its behaviour hint",
        "test-first: stage '\(stage)' part 'told-nowhere' has no chaff that breaks it",
        "test-first: chaff plain breaks 'nothing', which is not a part of stage '\(stage)'",
        "test-first: chaff aimless breaks no part of stage '\(stage)' (\"breaks\")",
        "chaff plain fakes an example, but its patch has no __EXAMPLE__",
      ])
  }

  @Test("a stage with no parts is named; a given stage needs none")
  func noParts() throws {
    var exercise = try #require(ManifestFixtures.exercise)
    exercise.testFirst = TestFirstPlan(file: "Tests/AnswerTests/AnswerTests.swift")
    var given = exercise.stages[0]
    (given.id, given.givenInTestFirst) = ("template", true)
    exercise.stages.insert(given, at: 0)

    let problems = ManifestValidator(root: URL(filePath: "/nowhere")).partProblems(in: exercise)

    #expect(
      problems == [
        "test-first: stage '\(exercise.stages[1].id)' names no parts (what its test must pin, each broken by a chaff)"
      ])
  }
}

@Suite("Fairness as a property of the kit's own exercises")
struct FairnessPropertyTests {
  static let root = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test("a stage a rule covers, without the rule's part, is named with the stages that have it")
  func ruleLeftOut() throws {
    var exercise = try #require(ManifestFixtures.exercise)
    var plan = TestFirstPlan(file: "Tests/AnswerTests/AnswerTests.swift")
    plan.rules = [
      JudgingRule(
        id: "outlets", text: "an outlet counts once it is on the screen", part: "on-screen",
        testsEnding: "_isConnected")
    ]
    exercise.testFirst = plan
    var first = exercise.stages[0]
    (first.id, first.tests, first.parts) = ("title", ["T/test_title_isConnected"], [])
    var second = first
    (second.id, second.tests) = ("map", ["T/test_map_isConnected"])
    second.parts = [StagePart(id: "on-screen", text: "on the screen")]
    exercise.stages = [first, second]

    let problems = ManifestValidator(root: URL(filePath: "/nowhere")).ruleProblems(in: exercise)

    #expect(
      problems == [
        "test-first: stage 'title' is judged without rule 'outlets' (an outlet counts once it is on the screen), which map judge by: give it a part 'on-screen' and a chaff that breaks it"
      ])
    exercise.testFirst?.rules?[0].testsEnding = "_nowhere"
    #expect(
      ManifestValidator(root: URL(filePath: "/nowhere")).ruleProblems(in: exercise) == [
        "test-first: rule 'outlets' covers no stage (no kit test's name ends with _nowhere)"
      ])
  }

  @Test("every part of every stage has a chaff aimed at it, and every rule is kept everywhere")
  func kitExercises() throws {
    let manifest = try ManifestLoader.load(
      from: Self.root.appending(path: "Exercises/exercises.json"))
    let validator = ManifestValidator(root: Self.root)
    var problems: [String] = []
    for exercise in manifest.exercises {
      problems += (validator.partProblems(in: exercise) + validator.ruleProblems(in: exercise))
        .map { "\(exercise.id): \($0)" }
    }

    #expect(problems == [])
    #expect(manifest.exercises.contains { !($0.testFirst?.rules ?? []).isEmpty })
  }
}
