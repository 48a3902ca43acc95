/// The words of `kit help` around the commands' own: what the kit is, where it keeps its
/// files, and its exit codes. Everything about a command comes from its declaration.
enum HelpText {
  /// `kit help`: every command's line, from ``CommandRegistry/kit``.
  static var general: String { CommandRegistry.kit.generalHelp }

  /// `kit help <name>`; `nil` when no command is called `name`.
  static func topic(_ name: String) -> String? {
    CommandRegistry.kit.help(for: name)
  }

  static let title = "kit — your guide through the TDDKit exercises\n"

  static let files = """
    Files: kit keeps its state in .tddkit/state.json and your backups in .tddkit/backups/; \
    it never deletes a file of yours without a copy there. On a terminal the report's \
    marks are coloured; NO_COLOR=1, a pipe or a file give plain text.
    """
}

extension CommandRegistry {
  /// `kit help`: a line for each command (each summary of its declaration), then the files
  /// and the exit codes.
  var generalHelp: String {
    let lines = declarations.flatMap(\.summaries).map { summary in
      HelpLayout.fill(summary.text, label: "  " + summary.usage, indent: 26, gap: 3)
    }
    let codes = ExitCode.allCases.map { code in
      HelpLayout.fill(code.meaning, label: "  \(code.rawValue)", indent: 5)
    }
    return HelpText.title + "\nUsage:\n" + lines.joined() + "\n"
      + HelpLayout.fill(HelpText.files, indent: 0) + "\nExit codes:\n" + codes.joined() + "\n"
  }

  /// `kit help <name>`: the help of each command called `name`; `nil` for none.
  func help(for name: String) -> String? {
    let called = declarations(called: name)
    guard !called.isEmpty else { return nil }
    return called.map { $0.help + "\n" }.joined()
  }
}
