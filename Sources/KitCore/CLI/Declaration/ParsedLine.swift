/// The words after a command's name, sorted by the options its declaration lists: the
/// flags given, the numbers and words given, and the rest, its positional arguments.
///
/// One scanner for every command: an option is known because a command declares it, and
/// a mistake is said the same way everywhere (``UsageError``).
struct ParsedLine: Sendable {
  /// How usage errors name the command: `kit check`, `kit verify --mutate`.
  let command: String
  private(set) var positionals: [String] = []
  private(set) var flags: Set<String> = []
  private(set) var numbers: [String: Int] = [:]
  /// Each word option's values, in the order given.
  private(set) var words: [String: [String]] = [:]

  /// Sorts `arguments` by `declaration`'s options (and its selecting flag); anything else
  /// that starts with `-` is a ``UsageError``.
  init(_ arguments: [String], for declaration: CommandDeclaration) throws(UsageError) {
    command = declaration.invocation
    let known = Dictionary(
      (declaration.options + (declaration.selector.map { [$0] } ?? [])).map { ($0.name, $0) },
      uniquingKeysWith: { first, _ in first })
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard let option = known[argument] else {
        if argument.hasPrefix("-") {
          throw UsageError("\(command) does not know the option '\(argument)'")
        }
        positionals.append(argument)
        continue
      }
      switch option.kind {
      case .flag:
        flags.insert(argument)
      case .number:
        guard index < arguments.count, let number = Int(arguments[index]), number > 0 else {
          throw UsageError("\(argument) takes \(option.takes)")
        }
        numbers[argument] = number
        index += 1
      case .word:
        guard index < arguments.count else { throw UsageError("\(argument) takes \(option.takes)") }
        words[argument, default: []].append(arguments[index])
        index += 1
      }
    }
  }

  subscript<Value>(option: CommandOption<Value>) -> Value {
    option.read(self)
  }

  /// Whether the line gave `option`, rather than leaving it to its default.
  func gave<Value>(_ option: CommandOption<Value>) -> Bool {
    let name = option.spec.name
    return flags.contains(name) || numbers[name] != nil || words[name] != nil
  }

  /// The one exercise id the command needs, or a usage error that shows the call.
  func exercise(example: String? = nil) throws(UsageError) -> String {
    guard positionals.count == 1 else {
      throw UsageError("\(command) takes one exercise id, e.g. \(example ?? "\(command) 03")")
    }
    return positionals[0]
  }

  /// At most one exercise id; none means "the current exercise".
  func optionalExercise() throws(UsageError) -> String? {
    guard positionals.count <= 1 else {
      throw UsageError(
        "\(command) takes at most one exercise id (got: \(positionals.joined(separator: " ")))")
    }
    return positionals.first
  }

  /// Nothing but options.
  func noArguments() throws(UsageError) {
    guard positionals.isEmpty else {
      throw UsageError(
        "\(command) takes no arguments (got: \(positionals.joined(separator: " ")))")
    }
  }
}
