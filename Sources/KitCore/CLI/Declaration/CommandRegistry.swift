/// The list of `kit`'s commands, and the one parser that reads a command line with it: the
/// first word names the command, its type reads the rest. A command is in `kit` because
/// its type is on this list, and nowhere else.
struct CommandRegistry {
  /// Every command, in the order `kit help` lists them.
  let commands: [any KitCommand.Type]

  /// The commands of `kit`.
  static var kit: CommandRegistry {
    CommandRegistry(commands: [
      OverviewCommand.self, CheckCommand.self, WatchCommand.self, NextCommand.self,
      StartCommand.self, HintCommand.self, ListCommand.self, ProgressCommand.self,
      HistoryCommand.self, ResetCommand.self, RestoreCommand.self, SolutionCommand.self,
      CheckpointCommand.self, ShareCommand.self, RoomCommand.self, DoctorCommand.self,
      VerifyCommand.self, MutateCommand.self, MaterialiseCommand.self, AuthorCommand.self,
      HelpCommand.self,
    ])
  }

  /// The words that ask for help, first on the line or anywhere after a command's name.
  static let helpWords: Set = ["help", "--help", "-h"]

  /// The command `arguments` (the words after `kit`) call for, its arguments read.
  func parse(_ arguments: [String]) throws(UsageError) -> any KitCommand {
    guard let name = arguments.first else {
      // `kit` alone: the command without a name, or else the help.
      guard let type = commands.first(where: { $0.declaration.name.isEmpty }) else {
        return HelpCommand(topic: nil, registry: self)
      }
      return try type.init(ParsedLine([], for: type.declaration))
    }
    let rest = Array(arguments.dropFirst())
    if Self.helpWords.contains(name) { return HelpCommand(topic: rest.first, registry: self) }
    if rest.contains("--help") || rest.contains("-h") {
      return HelpCommand(topic: name, registry: self)
    }
    let named = commands.filter { $0.declaration.isCalled(name) }
    guard
      let type = named.first(where: { type in
        type.declaration.selector.map { rest.contains($0.name) } ?? false
      }) ?? named.first(where: { $0.declaration.selector == nil })
    else {
      throw UsageError("unknown command '\(name)'; run kit --help for the commands")
    }
    return try type.init(ParsedLine(rest, for: type.declaration))
  }

  /// Every command's declaration, in order.
  var declarations: [CommandDeclaration] {
    // A key path to a static property through an existential metatype crashes the 6.3
    // compiler; a closure does not.
    commands.map { $0.declaration }
  }

  /// The declarations of the commands called `name`, in order: `verify` has two.
  func declarations(called name: String) -> [CommandDeclaration] {
    declarations.filter { !name.isEmpty && $0.isCalled(name) }
  }
}

extension CommandDeclaration {
  func isCalled(_ word: String) -> Bool {
    word == name || aliases.contains(word)
  }
}
