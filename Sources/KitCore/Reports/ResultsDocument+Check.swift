import Foundation

extension ResultsDocument {
  /// A guided check's results: each walkthrough test as the report judged it, each
  /// write-the-test stage's own tests and its verdict, and the learner's other tests.
  init(guided report: CheckReport, run: TestRun, folder: URL, at date: Date) {
    let tasks = Self.tasks(of: report.exercise)
    var tests: [Test] = []
    for item in report.items {
      let task = tasks[item.stage.id]
      var status = Self.status(item.status)
      if item.status == .unproven, let trial = item.trial {
        let through = trial.verdicts.filter { !$0.isKilled }.map(\.mutant.readableDescription)
        if !through.isEmpty {
          status = .failed(
            "the tests pass but let planted mistakes through: " + through.joined(separator: "; "))
        }
      }
      guard item.name.hasPrefix("stage ") else {
        tests.append(Test(id: item.name, status: status, task: task))
        continue
      }
      for id in item.written {
        tests.append(Test(id: id, status: Self.status(run.outcome(of: id)), task: task))
      }
      tests.append(Test(id: item.name, status: status, task: task))
    }
    for (id, outcome) in report.ownTests.sorted(by: { $0.key < $1.key }) {
      tests.append(Test(id: id, status: Self.status(outcome), task: nil))
    }
    self.init(
      exercise: report.exercise, green: report.isGreen, compileErrors: run.compileErrors,
      at: date, tests: Self.inFileOrder(tests, folder: folder))
  }

  /// A test-first check's results: the learner's own tests as they ran, each under the
  /// stage whose section holds it, and each stage's verdict, passed when done, or, for a
  /// stage whose tests the kit gives, when those tests pass; a weak stage's failure names
  /// the planted mistakes that got through (`survivors`, in the manifest's words).
  init(
    testFirst exercise: Exercise, run: TestRun,
    verdicts: [(stage: String, tests: [String], verdict: String, done: Bool, survivors: [String])],
    green: Bool, folder: URL, at date: Date
  ) {
    let tasks = Self.tasks(of: exercise)
    var tests: [Test] = []
    var claimed: Set<String> = []
    for judged in verdicts {
      let ids = run.outcomes.keys.filter { id in
        judged.tests.contains { $0 == id || $0 == Self.function(of: id) }
      }
      for id in ids.sorted() {
        claimed.insert(id)
        tests.append(
          Test(id: id, status: Self.status(run.outcome(of: id)), task: tasks[judged.stage]))
      }
      let kits = exercise.stages.first { $0.id == judged.stage }?.tests ?? []
      let givenPasses =
        judged.verdict == TestVerdict.given.name
        && (kits.isEmpty ? run.didCompile : kits.allSatisfy { run.outcome(of: $0) == .passed })
      var words = "the kit's verdict on this stage's test: \(judged.verdict)"
      if !judged.survivors.isEmpty {
        words +=
          "; these planted mistakes got through: "
          + judged.survivors.joined(separator: "; ")
      }
      let status: Status = judged.done || givenPasses ? .passed : .failed(words)
      tests.append(Test(id: "stage \(judged.stage)", status: status, task: tasks[judged.stage]))
    }
    for id in run.outcomes.keys.sorted() where !claimed.contains(id) {
      tests.append(Test(id: id, status: Self.status(run.outcome(of: id)), task: nil))
    }
    self.init(
      exercise: exercise, green: green, compileErrors: run.compileErrors, at: date,
      tests: Self.inFileOrder(tests, folder: folder))
  }

  /// Each stage's position in the walkthrough, from 1: Exercism's task id.
  static func tasks(of exercise: Exercise) -> [String: Int] {
    Dictionary(
      exercise.stages.enumerated().map { ($1.id, $0 + 1) }, uniquingKeysWith: { first, _ in first })
  }

  private static func function(of id: String) -> String {
    WrittenTests.functionName(of: id)
  }

  static func status(_ outcome: TestOutcome) -> Status {
    switch outcome {
    case .passed: .passed
    case .failed(let messages): .failed(messages.joined(separator: "\n"))
    case .crashed(let message): .error("crashed: \(message)")
    case .skipped(let reason): .skipped(reason)
    case .notRun: .error("did not run")
    }
  }

  static func status(_ status: CheckReport.Status) -> Status {
    switch status {
    case .passed: .passed
    case .failed(let message): .failed(message)
    case .crashed(let message): .error("crashed: \(message)")
    case .skipped(let reason): .skipped(reason)
    case .notCompiled: .error("not compiled: the build failed")
    case .missing: .error("did not run: deleted or renamed?")
    case .notWritten: .failed("not written yet")
    case .stopped(let finished):
      .error(finished ? "stopped by the time limit" : "did not end within the time limit")
    case .notReached: .error("did not run: another test crashed the process")
    case .notStarted: .error("did not run: the run ended before it")
    case .noResult: .error("no result: the run wrote none")
    case .unproven: .failed("the tests pass but let a planted mistake through")
    case .shadowed: .failed("not judged: the learner's files declare a test framework's name")
    case .changed:
      .failed("changed from the kit's version: its pass says nothing (kit reset NN --tests)")
    }
  }
}
