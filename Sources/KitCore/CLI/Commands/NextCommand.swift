/// `kit next`: the exercise after the current one becomes current, green or not: the
/// learner decides when the refactoring is over.
struct NextCommand: KitCommand, Equatable {
  static let declaration = CommandDeclaration(
    name: "next",
    summary: """
      move on to the next exercise: a green one stays current until you say so, so that your
      refactoring is checked too
      """,
    about: """
      Moves on to the exercise after the current one, which becomes the one kit, kit check
      and kit watch mean without NN. A green exercise stays current until then, so that the
      refactoring after green is checked too. Moving on from an exercise that is not green
      yet is allowed (kit says so); kit check NN takes you back to it.
      """)

  func run(_ context: CommandContext) throws(KitFailure) -> ExitCode {
    try context.kit.withLockedState { state throws(KitFailure) in
      try Self.moveOn(state: &state, context)
      if context.prepares, let current = state.current(in: context.manifest) {
        context.kit.prepare(current, state: state)
      }
      return .success
    }
  }

  /// Makes the exercise after `start` (by default the current one) current, and says so;
  /// `kit watch`'s n key does it too.
  static func moveOn(from start: Exercise? = nil, state: inout KitState, _ context: CommandContext)
    throws(KitFailure)
  {
    let manifest = context.manifest
    let writer = context.writer
    guard let exercise = start ?? state.current(in: manifest) else { throw .noExercises }
    guard let following = manifest.nextToWork(after: exercise, in: state) else {
      writer.write(
        manifest.exercise(after: exercise) == nil
          ? "\(exercise.id) is the last exercise: there is nothing to move on to.\n"
          : "Every exercise after \(exercise.id) is done: there is nothing to move on to.\n")
      return
    }
    state.currentExercise = following.id
    if state.status(of: exercise) != .done {
      writer.write(
        "\(exercise.id) is not green yet; kit check \(exercise.id) takes you back to it.\n")
    }
    writer.write(
      """
      Now on \(following.id), \(following.title): \(following.objective)
        kit check (or kit watch) shows it red; then make it green, one test at a time.
        read \(KitPaths.exercise(following.folder))/README.md

      """)
  }
}

extension NextCommand {
  /// Reads the words after the command's name.
  init(_ line: ParsedLine) throws(UsageError) {
    try line.noArguments()
  }
}
