import Foundation

/// `kit start NN [--test-first | --guided]`: the learner picks how to work an exercise.
///
/// Test-first replaces the exercise's test file with its skeleton (the set-up, helpers and
/// one `// stage:` section per stage to write a test in); guided puts the kit's tests back.
/// The learner's code stays. Whatever the switch replaces is backed up first, as by
/// `kit reset`, so `kit restore NN` brings it back. Without a flag, the room's default
/// (`TDDKIT_MODE`) or guided.
struct StartCommand: KitCommand, Equatable {
  static let testFirst: CommandOption<Bool> = .flag(
    "--test-first", group: "mode",
    help: """
      replaces NN's test file with a skeleton: the set-up and one `// stage:` line per stage
      to write a test under; kit check then judges each test (passes on the reference
      solution, fails on the code before the stage, catches the stage's planted mistakes)
      and your code against the kit's hidden tests
      """)
  static let guided: CommandOption<Bool> = .flag(
    "--guided", group: "mode", help: "puts the kit's tests back")
  static let declaration = CommandDeclaration(
    name: "start", arguments: "NN", options: [testFirst, guided],
    summaries: [
      .init(
        usage: "kit start NN --test-first",
        text: """
          write every test yourself: NN's test file becomes a skeleton and kit check judges
          each test (--guided: back)
          """)
    ],
    about: """
      How to work NN. Your code stays; what the switch replaces is backed up first (kit
      restore NN). Without a flag: TDDKIT_MODE (the room's default, test-first or guided),
      else guided. See docs/test-first.md.
      """)

  var exercise: String
  /// How the learner asked to work; `nil`: the room's default.
  var mode: LearningMode?

  func run(_ context: CommandContext) throws(KitFailure) -> ExitCode {
    let roomDefault: LearningMode?
    do {
      roomDefault = try LearningMode.roomDefault(environment: context.environment)
    } catch {
      throw KitFailure(error)
    }
    let switcher = ModeSwitch(
      files: context.files, manifest: context.manifest, writer: context.writer)
    return try context.kit.withLockedState { state throws(KitFailure) in
      // Looked up holding the lock, as the state is: an unknown id waits for the lock too.
      let exercise = try context.manifest.exercise(named: self.exercise)
      try switcher.run(exercise, mode: mode ?? roomDefault ?? .guided, state: &state)
      if context.prepares { context.kit.prepare(exercise, state: state) }
      return .success
    }
  }
}

extension StartCommand {
  /// Reads the words after the command's name.
  init(_ line: ParsedLine) throws(UsageError) {
    exercise = try line.exercise(example: "kit start 03 --test-first")
    switch (line[Self.testFirst], line[Self.guided]) {
    case (true, true): throw UsageError("kit start takes --test-first or --guided, not both")
    case (true, false): mode = .testFirst
    case (false, true): mode = .guided
    case (false, false): mode = nil
    }
  }
}
