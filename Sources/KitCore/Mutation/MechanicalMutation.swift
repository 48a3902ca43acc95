import Foundation

/// `kit verify --mutate`: plants every mechanical mutant of an exercise's solution, one at a
/// time, and runs the exercise's tests against each.
///
/// The tests are the solution state's: the given tests and the reference tests of its
/// write-the-test stages. Each mutant is the solution with one file changed, written into
/// the same scratch copy `kit verify` uses (never the learner's folder), so a mutant costs
/// the recompilation of one file and one test run. Mutants are run file by file, so the
/// copy changes as little as possible from one mutant to the next.
public struct MechanicalMutation: Sendable {
  let workspace: ExerciseWorkspace
  let runner: SwiftTestRunner

  public init(workspace: ExerciseWorkspace, runner: SwiftTestRunner) {
    self.workspace = workspace
    self.runner = runner
  }

  /// Every mechanical mutant of `exercise`'s solution sources, file by file.
  public func mutants(of exercise: Exercise) -> [SourceMutant] {
    let sources = workspace.states.solutionLayer(exercise)
      .filter { $0.key.hasPrefix("Sources/") && $0.key.hasSuffix(".swift") }
    return sources.keys.sorted().flatMap { path in
      MutantGenerator.mutants(
        of: String(decoding: sources[path] ?? Data(), as: UTF8.self), file: path)
    }
  }

  public func run(_ exercise: Exercise) -> MutationScore {
    let started = Date()
    var score = measure(exercise)
    score.seconds = Date().timeIntervalSince(started)
    return score
  }

  private func measure(_ exercise: Exercise) -> MutationScore {
    var score = MutationScore(exercise: exercise.folder)
    let module = exercise.module + "Tests"
    let copy = workspace.workRoot.appending(path: exercise.folder)
    do {
      let equivalents = try EquivalentMutants.load(for: exercise, root: workspace.root)
      let solution = try workspace.states.files(exercise, .solution)
      // A red solution would make every mutant look killed.
      let baseline = try runner.run(
        packageAt: workspace.build(copy, exercise, files: solution), testModule: module)
      guard MutationScore.fate(of: baseline) == .survived else {
        let failing = baseline.failingTests.sorted().joined(separator: ", ")
        score.problem =
          "the solution itself is not green (\(MutationScore.fate(of: baseline).rawValue)"
          + (failing.isEmpty ? "" : ": \(failing)") + ")"
        return score
      }
      let starter = try workspace.states.files(exercise, .starter)
      let mutants = mutants(of: exercise)
      score.staleEquivalents = equivalents.stale(among: mutants)
      for mutant in mutants {
        if equivalents.reason(for: mutant.id) != nil {
          score.results.append(MechanicalMutantResult(mutant: mutant, fate: .equivalent))
          continue
        }
        var result = run(mutant, of: exercise, solution: solution, copy: copy)
        if result.fate == .survived, !written(mutant, solution: solution, starter: starter) {
          result.fate = .survivedInGivenCode
        }
        score.results.append(result)
      }
    } catch {
      score.problem = "\(error)"
    }
    return score
  }

  /// Whether `mutant`'s line is one the learner writes: the solution has it, the starter not.
  private func written(_ mutant: SourceMutant, solution: FileTree, starter: FileTree) -> Bool {
    let text = { (data: Data?) in data.map { String(decoding: $0, as: UTF8.self) } }
    return Self.writtenLines(
      solution: text(solution[mutant.file]) ?? "", starter: text(starter[mutant.file])
    ).contains(mutant.line)
  }

  /// The 1-based numbers of the lines of `solution` that `starter` lacks, by a line diff:
  /// the code the learner writes. A file the starter does not have is all the learner's.
  static func writtenLines(solution: String, starter: String?) -> Set<Int> {
    let new = solution.split(separator: "\n", omittingEmptySubsequences: false)
    guard let starter else { return Set(new.indices.map { $0 + 1 }) }
    let old = starter.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: Set<Int> = []
    for change in new.difference(from: old) {
      if case .insert(let offset, _, _) = change { lines.insert(offset + 1) }
    }
    return lines
  }

  private func run(
    _ mutant: SourceMutant, of exercise: Exercise, solution: FileTree, copy: URL
  ) -> MechanicalMutantResult {
    var files = solution
    let source = String(decoding: solution[mutant.file] ?? Data(), as: UTF8.self)
    files[mutant.file] = Data(mutant.applied(to: source).utf8)
    do {
      let package = try workspace.build(copy, exercise, files: files)
      var run = try runner.run(packageAt: package, testModule: exercise.module + "Tests")
      if MutationScore.fate(of: run) == .survived {
        // A survivor is confirmed on a build of every file afresh (see `Verifier`).
        try workspace.touchEveryFile(of: package)
        run = try runner.run(packageAt: package, testModule: exercise.module + "Tests")
      }
      return MechanicalMutantResult(
        mutant: mutant, fate: MutationScore.fate(of: run), killedBy: run.failingTests.sorted())
    } catch {
      return MechanicalMutantResult(mutant: mutant, fate: .notRun)
    }
  }
}
