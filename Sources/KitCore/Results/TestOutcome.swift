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

  /// `message`, from a trial whose code module is `module`, with ``printedModuleNote`` when
  /// it printed a value with that module's name (`ItemModel_end3.Coordinate(…)`): then the
  /// test compares a description, whose module name differs from the learner's in every
  /// trial (a fresh learner's seventeenth try, 01 rows 17 and 18).
  static func printingModule(_ message: String, module: String) -> String {
    message.contains(module + ".") ? message + printedModuleNote : message
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
