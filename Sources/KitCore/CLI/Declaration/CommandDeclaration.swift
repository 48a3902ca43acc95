/// What a command says about itself: its name, its arguments and options, its line in
/// `kit help` and its own help. Parsing, dispatch and help are all read from it
/// (``CommandRegistry``), so a command is declared in one place, its own type.
struct CommandDeclaration: Sendable {
  /// A line of `kit help`: a short usage and what it does.
  struct Summary: Sendable, Equatable {
    var usage: String
    var text: String
  }

  /// One way to call the command, as its usage line shows it.
  struct Form: Sendable {
    /// The words after the name: `[NN]`, `mutant|stage NN ID`.
    var arguments: String
    var options: [OptionSpec]
    /// Options this form needs, shown without brackets: `--from FOLDER`.
    var required: Set<String> = []
  }

  /// The word after `kit`: `check`; empty for `kit` alone.
  let name: String
  /// Other spellings of the name: `materialize`.
  var aliases: [String] = []
  /// The flag that picks this declaration among several of one name: `--mutate`.
  var selector: OptionSpec?
  let options: [OptionSpec]
  let forms: [Form]
  /// The lines of `kit help`; none for a command that shares another's (`verify --mutate`).
  let summaries: [Summary]
  /// What `kit help <command>` says below the usage, one paragraph per blank line.
  let about: String
  /// What the exit codes mean, after the options.
  let exits: String?
  /// Whether the command needs the manifest (``ManifestLayout``): every one but `help`.
  let readsManifest: Bool

  /// - Parameters:
  ///   - arguments: the words after the name in the usage line.
  ///   - forms: the usage lines when there are several; by default one, with `arguments`
  ///     and every option.
  ///   - summary: its line in `kit help`, after `kit <name> <arguments>`; `summaries` for
  ///     several lines or another usage.
  init(
    name: String, aliases: [String] = [], selector: CommandOption<Bool>? = nil,
    arguments: String = "", options: [any DeclaredOption] = [], forms: [Form]? = nil,
    summary: String? = nil, summaries: [Summary]? = nil, about: String, exits: String? = nil,
    readsManifest: Bool = true
  ) {
    self.name = name
    self.aliases = aliases
    self.selector = selector?.spec
    let specs = options.map(\.spec)
    self.options = specs
    self.forms = forms ?? [Form(arguments: arguments, options: specs.filter { !$0.hidden })]
    let usage = (["kit", name, selector?.spec.name ?? "", arguments].filter { !$0.isEmpty })
      .joined(separator: " ")
    self.summaries = summaries ?? summary.map { [Summary(usage: usage, text: $0)] } ?? []
    self.about = about
    self.exits = exits
    self.readsManifest = readsManifest
  }

  /// How messages name the command: `kit check`, `kit verify --mutate`.
  var invocation: String {
    (["kit", name, selector?.name ?? ""].filter { !$0.isEmpty }).joined(separator: " ")
  }

  /// Each form as one usage line: `kit start NN [--test-first | --guided]`.
  var usageLines: [String] {
    usageWords.map { $0.joined(separator: " ") }
  }

  /// Each form's words after the invocation, an option group (`[--a | --b]`) as one word.
  var usageWords: [[String]] {
    forms.map { form in
      var words = form.arguments.isEmpty ? [] : [form.arguments]
      var index = 0
      while index < form.options.count {
        let option = form.options[index]
        if form.required.contains(option.name) {
          words.append(option.written)
          index += 1
          continue
        }
        let group =
          option.group.map { group in form.options[index...].prefix { $0.group == group } }
          ?? [option]
        words.append("[" + group.map(\.written).joined(separator: " | ") + "]")
        index += group.count
      }
      return [invocation] + words
    }
  }
}
