import Foundation

/// `kit verify --mutate`: plants every mechanical mutant of an exercise's solution and runs
/// the exercise's tests against each.
///
/// The tests are the solution state's: the given tests and the reference tests of its
/// write-the-test stages. Each mutant is the solution with one file changed, a trial on
/// the exercise's mutation bench (``Bench``), built with ``batch`` others at once, so the
/// mutants of a batch compile on every core and run from one binary.
struct MechanicalMutation: Sendable {
  let root: URL
  let states: ExerciseStates
  let scratch: URL
  let timeout: Duration
  /// How many mutants one build makes.
  var batch = 24

  init(root: URL, scratch: URL, timeout: Duration) {
    self.root = root
    self.states = ExerciseStates(root: root)
    self.scratch = scratch
    self.timeout = timeout
  }

  /// Every mechanical mutant of `exercise`'s solution sources, file by file.
  func mutants(of exercise: Exercise) -> [SourceMutant] {
    let sources = states.solutionLayer(exercise)
      .filter { $0.key.hasPrefix("Sources/") && $0.key.hasSuffix(".swift") }
    return sources.keys.sorted().flatMap { path in
      MutantGenerator.mutants(
        of: String(decoding: sources[path] ?? Data(), as: UTF8.self), file: path)
    }
  }

  func run(_ exercise: Exercise) -> MutationScore {
    let started = Date()
    var score = measure(exercise)
    score.seconds = Date().timeIntervalSince(started)
    return score
  }

  private func measure(_ exercise: Exercise) -> MutationScore {
    var score = MutationScore(exercise: exercise.folder)
    do {
      let equivalents = try EquivalentMutants.load(for: exercise, root: root)
      let solution = try states.files(exercise, .solution)
      let starter = try states.files(exercise, .starter)
      let mutants = mutants(of: exercise)
      score.staleEquivalents = equivalents.stale(among: mutants)
      let slots = ["solution"] + (1...batch).map { "k\($0)" }
      // The solution and its mutants share a schema (``VariantSchema``): the kit's tests
      // compile once for a batch, not once per mutant.
      var bench = Bench(
        kitRoot: root, exercise: exercise, trials: (slots + ["all"]).map { ($0, $0) },
        kind: "mutate", scratch: scratch)
      bench.clearsForANewKit = false
      // A batch runs as one schema: its package has that slot alone, not an empty module
      // for each mutant's own slot.
      bench.runsOnlyItsSlots = true
      let tests = solution.filter { $0.key.hasPrefix("Tests/") }
      let base = Bench.Trial(
        slot: "solution", sources: solution.sources, tests: tests, timeout: timeout,
        schemas: ["all"])
      let measured = mutants.filter { equivalents.reason(for: $0.id) == nil }
      var fates: [String: MechanicalMutantResult] = [:]
      for start in stride(from: 0, to: max(measured.count, 1), by: batch) {
        let chunk = Array(measured[start..<min(start + batch, measured.count)])
        var trials = [base]
        for (index, mutant) in chunk.enumerated() {
          var files = solution
          let source = String(decoding: solution[mutant.file] ?? Data(), as: UTF8.self)
          files[mutant.file] = Data(mutant.applied(to: source).utf8)
          trials.append(
            Bench.Trial(
              slot: "k\(index + 1)", sources: files.sources, tests: tests, timeout: timeout,
              schemas: ["all"]))
        }
        let runs = try bench.run(trials) { _ in nil }
        // A red solution would make every mutant look killed.
        let baseline = runs["solution"] ?? TestRun()
        guard MutationScore.fate(of: baseline) == .survived else {
          let failing = baseline.failingTests.sorted().joined(separator: ", ")
          score.problem =
            "the solution itself is not green (\(MutationScore.fate(of: baseline).rawValue)"
            + (failing.isEmpty ? "" : ": \(failing)") + ")"
          return score
        }
        for (index, mutant) in chunk.enumerated() {
          guard let run = runs["k\(index + 1)"] else {
            fates[mutant.id] = MechanicalMutantResult(mutant: mutant, fate: .notRun)
            continue
          }
          var result = MechanicalMutantResult(
            mutant: mutant, fate: MutationScore.fate(of: run), killedBy: run.failingTests.sorted())
          if result.fate == .survived, !written(mutant, solution: solution, starter: starter) {
            result.fate = .survivedInGivenCode
          }
          fates[mutant.id] = result
        }
      }
      score.results = mutants.map { mutant in
        equivalents.reason(for: mutant.id) != nil
          ? MechanicalMutantResult(mutant: mutant, fate: .equivalent)
          : fates[mutant.id] ?? MechanicalMutantResult(mutant: mutant, fate: .notRun)
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
}
