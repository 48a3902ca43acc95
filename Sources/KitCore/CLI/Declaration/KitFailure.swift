/// Why a command stopped short: the words standard error shows and the exit code. Every
/// command throws its failures as this one type, and ``Kit/reporting(_:)`` writes them, so
/// an error is said in one way, on one stream, whichever command met it.
struct KitFailure: Error, Equatable {
  let code: ExitCode
  /// Exactly what standard error shows, ending in a newline.
  let text: String

  init(code: ExitCode, text: String) {
    self.code = code
    self.text = text
  }

  /// A command line `kit` could not understand: exit code 2.
  init(_ usage: UsageError) {
    self = .error(usage.description, code: .usage)
  }

  /// `error: <sentence>`, then what the failure left, when it is worth saying: "Nothing
  /// was changed."
  static func error(_ sentence: String, code: ExitCode, then more: String = "") -> KitFailure {
    KitFailure(code: code, text: "error: \(sentence)\n\(more)")
  }

  /// A refusal (exit code 4) is not a fault: the kit says why it will not act, and what
  /// to do instead, as a plain sentence.
  static func refusal(_ text: String) -> KitFailure {
    KitFailure(code: .refused, text: text)
  }

  /// An id the manifest does not know, with the ids it does.
  static func unknownExercise(_ key: String, in manifest: Manifest) -> KitFailure {
    KitFailure(code: .badInput, text: manifest.unknownExercise(key))
  }

  /// A manifest without exercises, where a command needs the current one.
  static let noExercises = KitFailure.error("the manifest has no exercises", code: .badInput)
}

extension Manifest {
  /// The exercise `key` names, or the failure that lists the ids there are.
  func exercise(named key: String) throws(KitFailure) -> Exercise {
    guard let exercise = exercise(key) else { throw .unknownExercise(key, in: self) }
    return exercise
  }
}
