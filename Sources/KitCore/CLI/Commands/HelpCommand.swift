/// `kit help [command]`, `kit --help`, `kit <command> --help`: the general help, or one
/// command's, both written from the commands' declarations (``CommandRegistry``).
struct HelpCommand: KitCommand, Equatable {
  static let declaration = CommandDeclaration(
    name: "help", aliases: ["--help", "-h"], arguments: "[command]",
    summary: "this text, or one command's (also: kit <command> --help)",
    about: """
      Prints the commands, the files kit keeps and its exit codes; with a command, that
      command's usage, what it does, and each of its options with its default.
      """,
    readsManifest: false)

  /// The command asked about; `nil` (or one no command is called): the general help.
  var topic: String?
  var registry = CommandRegistry.kit

  /// Two helps are the same when they are about the same command.
  static func == (lhs: HelpCommand, rhs: HelpCommand) -> Bool {
    lhs.topic == rhs.topic
  }

  func run(_ context: CommandContext) throws(KitFailure) -> ExitCode {
    context.writer.write(topic.flatMap(registry.help(for:)) ?? registry.generalHelp)
    return .success
  }
}

extension HelpCommand {
  /// Reads the words after the command's name.
  init(_ line: ParsedLine) throws(UsageError) {
    topic = line.positionals.first
  }
}
