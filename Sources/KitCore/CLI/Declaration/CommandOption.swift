/// An option with the type of its value, read from a ``ParsedLine`` by subscript: a flag is
/// a `Bool`, a number with a default an `Int`, a word a `String?`.
///
/// ```swift
/// static let timeout: CommandOption<Int> = .number(
///   "--timeout", "SECONDS", default: 120, takes: "a whole number of seconds",
///   help: "bounds the test run")
/// let seconds = line[Self.timeout]  // 120 when left out
/// ```
struct CommandOption<Value: Sendable>: Sendable, DeclaredOption {
  let spec: OptionSpec
  let read: @Sendable (ParsedLine) -> Value
}

/// Any option, whatever its value's type: what a ``CommandDeclaration`` lists.
protocol DeclaredOption: Sendable {
  var spec: OptionSpec { get }
}

extension CommandOption where Value == Bool {
  static func flag(
    _ name: String, group: String? = nil, hidden: Bool = false, help: String
  ) -> Self {
    Self(spec: OptionSpec(name: name, kind: .flag, help: help, group: group, hidden: hidden)) {
      $0.flags.contains(name)
    }
  }
}

extension CommandOption where Value == Int {
  /// A whole number that has a default: the value the command gets when it is left out,
  /// and what help says (`shown`, when the number alone would not say it).
  static func number(
    _ name: String, _ placeholder: String, default value: Int, shown: String? = nil,
    takes: String, help: String
  ) -> Self {
    Self(
      spec: OptionSpec(
        name: name, kind: .number, placeholder: placeholder, takes: takes, help: help,
        defaultNumber: value, shownDefault: shown ?? "\(value)")
    ) { $0.numbers[name] ?? value }
  }

  /// The number a command gets when the option is left out.
  var defaultValue: Int { spec.defaultNumber ?? 0 }
}

extension CommandOption where Value == Int? {
  static func number(_ name: String, _ placeholder: String, takes: String, help: String) -> Self {
    Self(
      spec: OptionSpec(
        name: name, kind: .number, placeholder: placeholder, takes: takes, help: help)
    ) { $0.numbers[name] }
  }
}

extension CommandOption where Value == String? {
  /// A word; `shown`: what the command does without it, as help says it.
  static func word(
    _ name: String, _ placeholder: String, takes: String = "a folder", shown: String? = nil,
    group: String? = nil, help: String
  ) -> Self {
    Self(
      spec: OptionSpec(
        name: name, kind: .word, placeholder: placeholder, takes: takes, help: help,
        shownDefault: shown, group: group)
    ) { $0.words[name]?.last }
  }
}

extension CommandOption where Value == [String] {
  /// A word option that may be given more than once, each value kept in order.
  static func words(_ name: String, _ placeholder: String, takes: String, help: String) -> Self {
    Self(
      spec: OptionSpec(
        name: name, kind: .word, placeholder: placeholder, takes: takes, help: help,
        repeats: true)
    ) { $0.words[name] ?? [] }
  }
}
