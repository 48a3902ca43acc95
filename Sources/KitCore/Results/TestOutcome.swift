/// What happened to one test in one run.
enum TestOutcome: Equatable, Sendable {
  case passed
  case failed(messages: [String])
  /// The test's process stopped (a trap, a signal); the message says how.
  case crashed(message: String)
  /// The test ran and skipped itself (`XCTSkip`, Swift Testing's `.disabled`): it checked
  /// nothing, so it is not a pass.
  case skipped(reason: String)
  /// The test was expected but never ran (the build failed, or it no longer exists).
  case notRun

  var isPassed: Bool { self == .passed }

  /// Whether the test did not finish because another test's crash or `exit` ended its
  /// process (``SwiftTestingCrash/besideACrash``): no outcome of its own.
  var isStoppedBeside: Bool {
    if case .crashed(let message) = self {
      message.hasPrefix(SwiftTestingCrash.besideACrash)
    } else {
      false
    }
  }

  /// This outcome of a run in time zone `zone`, where a run in another zone passed: the
  /// message says so, since the learner's own machine may be in the other.
  /// What begins the note ``inZone(_:)`` adds: a failure that has it fails in one zone only.
  static let zoneNote = " (with the machine's time zone set to "
  /// What a trial's failure message that printed a value with the trial's own module name
  /// says (``printingModule(_:module:)``).
  static let printedModuleNote =
    " (the kit's trial builds the code as a module of another name, and the value printed "
    + "with it: a test that compares how a value prints, its module's name and all, cannot "
    + "pass there; compare the value itself, or its fields)"

  /// `renamed`, the trial's failure `message` with the exercise's module names put back,
  /// with ``printedModuleNote`` when the module's name alone made it fail: the message
  /// printed a value with the trial's module name (`ItemModel_end3.Coordinate(…)`), and
  /// renamed, its two sides read the same (a fresh learner's seventeenth try, 01 rows 17
  /// and 18). A value that differs anyway keeps its message as it is.
  static func printingModule(_ message: String, renamed: String, module: String) -> String {
    // Both sides printed by the trial's code read the same in it too: not the name's doing
    // (01's starter `==`, which answers false for equal values).
    guard message.contains(module + "."), let sides = comparedSides(renamed),
      sides.0 == sides.1, let raw = comparedSides(message), raw.0 != raw.1
    else { return renamed }
    return renamed + printedModuleNote
  }

  /// The two sides XCTest's equality message compares: `("a") is not equal to ("b")`.
  private static func comparedSides(_ message: String) -> (Substring, Substring)? {
    guard let middle = message.range(of: "\") is not equal to (\""),
      let open = message[..<middle.lowerBound].range(of: "(\"", options: .backwards),
      let close = message[middle.upperBound...].range(of: "\")")
    else { return nil }
    return (
      message[open.upperBound..<middle.lowerBound], message[middle.upperBound..<close.lowerBound]
    )
  }

  func inZone(_ zone: String) -> TestOutcome {
    let note = "\(Self.zoneNote)\(zone); it passes in another zone)"
    switch self {
    case .failed(let messages): return .failed(messages: messages.map { $0 + note })
    case .crashed(let message): return .crashed(message: message + note)
    default: return self
    }
  }

  /// The failure text, or an empty string for a pass.
  var message: String {
    switch self {
    case .passed: ""
    case .failed(let messages): messages.joined(separator: "\n")
    case .crashed(let message): message
    case .skipped(let reason): "skipped" + (reason.isEmpty ? "" : " (“\(reason)”)")
    case .notRun: "did not run"
    }
  }
}
