extension CommandDeclaration {
  /// What `kit help <command>` prints for this declaration: its usage lines, what it does,
  /// each option with its help and its default, and its exit codes.
  var help: String {
    // A long usage line goes on under its first argument, as man pages do.
    var text = usageWords.map { words in
      HelpLayout.fill(
        words: Array(words.dropFirst()), label: invocation, indent: invocation.count + 1)
    }.joined()
    text += HelpLayout.paragraphs(about, indent: 2)
    let shown = options.filter { !$0.hidden }
    if !shown.isEmpty {
      let column = 4 + min(shown.map(\.written.count).max() ?? 0, 22) + 2
      text += "\n  Options:\n"
      for option in shown {
        text += HelpLayout.fill(
          Self.withDefault(option), label: "    " + option.written, indent: column)
      }
    }
    if let exits { text += "\n" + HelpLayout.paragraphs(exits, indent: 2) }
    return text
  }

  /// An option's help with its declared default said at the end of its sentence.
  private static func withDefault(_ option: OptionSpec) -> String {
    guard let shown = option.shownDefault else { return option.help }
    let sentence = option.help.hasSuffix(".") ? String(option.help.dropLast()) : option.help
    return sentence + " (default \(shown))" + (option.help.hasSuffix(".") ? "." : "")
  }
}
