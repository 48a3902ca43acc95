/// One option as a command declares it: how it is written, what value it takes, its
/// default, and what `kit help <command>` says about it. The option scanner and the help
/// both read this one value, so what the kit accepts and what it documents cannot drift.
struct OptionSpec: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    /// `--json`: given or not.
    case flag
    /// `--timeout 120`: a whole number above zero.
    case number
    /// `--into FOLDER`: the next word, whatever it is.
    case word
  }

  let name: String
  let kind: Kind
  /// The word standing for the value in usage lines: `SECONDS`, `FOLDER`.
  var placeholder: String?
  /// What the value must be, for the usage error when it is missing or wrong: "a whole
  /// number of seconds, e.g. --timeout 120".
  var takes = ""
  /// What the option does, for `kit help <command>`.
  var help: String
  /// The number a command gets when the option is left out.
  var defaultNumber: Int?
  /// The default as help says it (`300`, `one per core, at most 4`); `nil`: none said.
  var shownDefault: String?
  /// Given more than once, each value is kept (`--report`).
  var repeats = false
  /// Options of one group exclude each other; usage shows them as `[--a | --b]`.
  var group: String?
  /// Left out of help and usage: for the kit's own use (`kit share --background`).
  var hidden = false

  /// `--into FOLDER`, as usage and the option list write it.
  var written: String {
    placeholder.map { "\(name) \($0)" } ?? name
  }
}
