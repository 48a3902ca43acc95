import Foundation

/// `kit solution NN [--force]`: the kit's solution as a diff from the learner's code, once
/// the learner has made the exercise green, to compare two working answers rather than to
/// copy one.
struct SolutionCommand: KitCommand, Equatable {
  static let force: CommandOption<Bool> = .flag("--force", help: "shows it anyway")
  static let declaration = CommandDeclaration(
    name: "solution", arguments: "NN", options: [force],
    summary: "the kit's solution as a diff from your code, once NN is green",
    about: """
      Prints the kit's solution as a diff from your Sources (and, for write-the-test stages,
      from your test files): lines with - are yours, + the solution's. Uses git diff
      --no-index, or diff -ru without git. It waits until your last kit check NN was green.
      """,
    exits: "Exits 4 before that, unless --force.")

  var exercise: String
  /// Shows the solution before the exercise is green.
  var force = false

  func run(_ context: CommandContext) throws(KitFailure) -> ExitCode {
    let exercise = try context.manifest.exercise(named: self.exercise)
    let root = context.root
    let writer = context.writer
    let check = context.kit.readState().exercises[exercise.id]?.lastCheck
    if !force && check?.green != true {
      let last =
        check.map { "the last check had \($0.passed) of \($0.total) green" } ?? "no check yet"
      throw .refusal(
        """
        kit solution \(exercise.id) waits until the exercise is green (\(last)).
        Make it green and run kit check \(exercise.id); stuck? kit hint \(exercise.id), or
        kit solution \(exercise.id) --force to look anyway.

        """)
    }
    writer.write(
      "The solution of \(exercise.id), as a diff from your code (- yours, + the solution's):\n\n")
    var pairs = [
      (
        "\(KitPaths.exercise(exercise.folder))/Sources",
        "\(KitPaths.solution(exercise.folder))/Sources"
      )
    ]
    pairs += writtenTestFiles(of: exercise, root: root).map { path in
      let yours = "\(KitPaths.exercise(exercise.folder))/\(path)"
      let exists = FileManager.default.fileExists(atPath: root.appending(path: yours).path)
      return (exists ? yours : "/dev/null", "\(KitPaths.solution(exercise.folder))/\(path)")
    }
    var same = true
    for (yours, theirs) in pairs {
      guard let difference = diff(yours, theirs, root: root) else {
        throw .error(
          "neither git nor diff could compare \(yours) with \(theirs)", code: .environmentFailed)
      }
      same = same && difference.isEmpty
      writer.write(difference)
    }
    if same { writer.write("Your code is the same as the solution's.\n") }
    return .success
  }

  /// The solution's `Tests` files (the tests a learner writes), as paths from its folder.
  private func writtenTestFiles(of exercise: Exercise, root: URL) -> [String] {
    let folder = root.appending(path: KitPaths.solution(exercise.folder))
    let tests = folder.appending(path: "Tests")
    guard let walker = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
    else { return [] }
    return walker.compactMap { $0 as? URL }.filter { !$0.hasDirectoryPath }
      .map {
        String($0.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
      }
      .sorted()
  }

  /// The unified diff of two paths from the root: `git diff --no-index`, or `diff -ru`
  /// where git is missing; empty when they are the same, `nil` when neither could run.
  private func diff(_ yours: String, _ theirs: String, root: URL) -> String? {
    let commands = [
      ["git", "diff", "--no-index", "--no-color", "--no-ext-diff", "--", yours, theirs],
      ["diff", "-ruN", yours, theirs],
    ]
    for command in commands {
      guard let result = try? ProcessRunner.run(command, in: root, timeout: .seconds(60)),
        result.exitCode == 0 || result.exitCode == 1
      else { continue }
      return result.exitCode == 0 ? "" : result.output
    }
    return nil
  }
}

extension SolutionCommand {
  /// Reads the words after the command's name.
  init(_ line: ParsedLine) throws(UsageError) {
    exercise = try line.exercise()
    force = line[Self.force]
  }
}
