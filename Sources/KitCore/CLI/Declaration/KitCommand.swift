/// A `kit` command: one type declares its name, usage, options and help, reads its
/// arguments, and runs. ``CommandRegistry`` lists the types; parsing, dispatch and
/// `kit help` come from what each declares, so a new command is one new file.
///
/// ```swift
/// struct SolutionCommand: KitCommand {
///   static let force: CommandOption<Bool> = .flag("--force", help: "shows it anyway")
///   static let declaration = CommandDeclaration(
///     name: "solution", arguments: "NN", options: [force],
///     summary: "the kit's solution as a diff from your code", about: "Prints …")
///   var exercise: String
///   var force: Bool
///
///   init(_ line: ParsedLine) throws(UsageError) {
///     exercise = try line.exercise()
///     force = line[Self.force]
///   }
///
///   func run(_ context: CommandContext) throws(KitFailure) -> ExitCode { … }
/// }
/// ```
protocol KitCommand: Sendable {
  static var declaration: CommandDeclaration { get }

  /// Reads the command's arguments; a mistake says what was expected.
  init(_ line: ParsedLine) throws(UsageError)

  /// Does the command's work. Its report goes to `context.writer`; a failure is thrown,
  /// and the kit writes it to standard error and exits with its code (``KitFailure``).
  func run(_ context: CommandContext) throws(KitFailure) -> ExitCode
}
