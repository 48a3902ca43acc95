/// `kit hint NN`: the hints of an exercise, stage by stage; worked test-first, one graded
/// hint more each time (``TestFirstHints``).
struct HintCommand: KitCommand, Equatable {
  static let declaration = CommandDeclaration(
    name: "hint", arguments: "NN",
    summary: """
      the hints of exercise NN, stage by stage (test-first: one level more each time, up to
      the kit's own test)
      """,
    about: """
      Prints each stage of exercise NN with its hint and the file to open. In test-first
      mode: a graded hint for the first stage not done, one level more each time (the
      behaviour to pin, the assertion's shape, the kit's own test); the level is recorded.
      """)

  var exercise: String

  func run(_ context: CommandContext) throws(KitFailure) -> ExitCode {
    let exercise = try context.manifest.exercise(named: self.exercise)
    if exercise.testFirst != nil, context.kit.readState()[exercise: exercise.id].mode == .testFirst
    {
      return try context.kit.withLockedState { state throws(KitFailure) in
        TestFirstHints(root: context.root, writer: context.writer).next(exercise, state: &state)
      }
    }
    let writer = context.writer
    writer.write("\(exercise.id)  \(exercise.title)\n")
    for (index, stage) in exercise.stages.enumerated() {
      writer.write("\n\(index + 1). \(stage.title) [\(stage.id)]\n")
      writer.write(TextWrap.wrap("   hint: \(stage.hint)", width: context.width) + "\n")
      if let file = stage.file {
        writer.write("   open: \(KitPaths.exercise(exercise.folder))/\(file)\n")
      }
    }
    return .success
  }
}

extension HintCommand {
  /// Reads the words after the command's name.
  init(_ line: ParsedLine) throws(UsageError) {
    exercise = try line.exercise()
  }
}
