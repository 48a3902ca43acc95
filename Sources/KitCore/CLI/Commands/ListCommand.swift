/// `kit list [--json]`: every exercise in order, with its stages; as JSON for tools.
struct ListCommand: KitCommand, Equatable {
  static let json: CommandOption<Bool> = .flag(
    "--json",
    help: """
      the same for tools, each stage with its chaffs (id and misconception) and each exercise
      with whether it can be worked test-first (docs/runner.md)
      """)
  static let declaration = CommandDeclaration(
    name: "list", options: [json],
    summaries: [
      .init(
        usage: "kit list [--json]",
        text: "every exercise, in order, with its stages (--json: with chaffs)")
    ],
    about: "Prints every exercise in order with its title, framework and stages.")

  var json = false

  func run(_ context: CommandContext) throws(KitFailure) -> ExitCode {
    if json { return CurriculumListing(manifest: context.manifest).write(to: context.writer) }
    for exercise in context.manifest.exercises {
      context.writer.write(
        "\(exercise.id)  \(exercise.title)  [\(exercise.framework), ~\(exercise.minutes) min]\n")
      for (index, stage) in exercise.stages.enumerated() {
        context.writer.write("      \(index + 1). \(stage.title) [\(stage.id), \(stage.kind)]\n")
      }
    }
    return .success
  }
}

extension ListCommand {
  /// Reads the words after the command's name.
  init(_ line: ParsedLine) throws(UsageError) {
    try line.noArguments()
    json = line[Self.json]
  }
}
