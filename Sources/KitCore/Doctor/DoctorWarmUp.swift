import Foundation

/// `kit doctor --warm 00,01,02,03`: an instructor's machines made ready for a day's agenda
/// the day before. Each exercise named is built in both modes: its package and its tests
/// in the scratch folder every check shares (guided), and its bench with every variant the
/// judge tries (test-first, and guided write-the-test stages), so that no first check of
/// the day, nor the first test-first check after `kit start`, builds the kit's variants
/// while a room of learners waits.
struct DoctorWarmUp {
  let context: CommandContext
  let probe: DoctorProbe
  /// The exercises, in the agenda's order.
  let exercises: [Exercise]
  var clock: () -> Date = Date.init

  /// `00,01,02,03` or `all`, as `--warm` takes it: the exercises, each once, in the
  /// manifest's order.
  static func exercises(_ word: String, in manifest: Manifest) throws(KitFailure) -> [Exercise] {
    if word == "all" { return manifest.exercises }
    var wanted: [Exercise] = []
    for key in word.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) })
    where !key.isEmpty {
      let exercise = try manifest.exercise(named: key)
      if !wanted.contains(where: { $0.id == exercise.id }) { wanted.append(exercise) }
    }
    return manifest.exercises.filter { exercise in wanted.contains { $0.id == exercise.id } }
  }

  /// Builds every exercise, a progress line for each step, holding `.tddkit/lock` as a
  /// check would; the finding says how long it took, or what did not build.
  func run() -> DoctorFinding {
    let root = context.root
    let started = clock()
    var finding = DoctorFinding.skipped("warm", "")
    _ = context.kit.reporting { () throws(KitFailure) in
      try context.kit.withLockedState { state throws(KitFailure) in
        for (index, exercise) in exercises.enumerated() {
          let step = "[\(index + 1)/\(exercises.count)] \(exercise.folder)"
          let package = root.appending(path: KitPaths.exercise(exercise.folder))
          let scratch = root.appending(path: KitPaths.scratch)
          progress("\(step): the exercise", since: started)
          BackgroundBuild(root: root).adopt(scratch: scratch, package: package)
          SwiftTestRunner(scratchPath: scratch).forgetOtherPackagesPlan(package)
          if let failed = build(package, in: scratch) {
            finding = .problem("warm", "\(exercise.folder) did not build\(failed)")
            return .success
          }
          guard
            let bench = JudgeSlots.preparedBench(
              exercise, root: root, pristineCommit: state.pristineCommit)
          else { continue }
          progress("\(step): its bench, every variant the judge tries", since: started)
          BackgroundBuild(root: root).adopt(scratch: bench.scratch, package: bench.folder)
          ScratchOwner(scratch: bench.scratch).claim(for: bench.folder)
          if let failed = build(bench.folder, in: bench.scratch, flags: Bench.buildFlags) {
            finding = .problem("warm", "\(exercise.folder)'s bench did not build\(failed)")
            return .success
          }
        }
        let count = exercises.count
        finding = .ok(
          "warm",
          "\(count) exercise\(count == 1 ? "" : "s") built in both modes in "
            + Self.duration(clock().timeIntervalSince(started))
            + "; their first checks will be quick")
        return .success
      }
    }
    return finding
  }

  /// `nil` when `package` and its tests built in `scratch`; otherwise what went wrong.
  private func build(_ package: URL, in scratch: URL, flags: [String] = []) -> String? {
    DoctorCommand(build: true, probe: probe).buildError(
      package, in: scratch, root: context.root, flags: flags
    )
    .map { $0 + "; show this to whoever maintains the kit" }
  }

  private func progress(_ text: String, since started: Date) {
    context.writer.write(
      "  …   warm       \(text) (\(Self.duration(clock().timeIntervalSince(started))) so far)…\n")
  }

  /// `42 s`, `3 min 05 s`.
  static func duration(_ seconds: Double) -> String {
    let whole = max(0, Int(seconds.rounded()))
    return whole < 60 ? "\(whole) s" : String(format: "%d min %02d s", whole / 60, whole % 60)
  }
}
