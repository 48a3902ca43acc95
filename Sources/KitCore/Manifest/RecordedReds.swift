/// `Solutions/NN-slug/reds.json`: the tests that fail on an exercise's starter and on each
/// of its stage snapshots, each with its reason (``RecordedReason``).
///
/// `kit verify --record` writes it from real runs, and `kit verify` fails while a run
/// gives anything else, so the reds a README quotes and `kit verify` proves are never
/// pasted by hand, and never stale.
struct RecordedReds: Codable, Equatable, Sendable {
  /// The reds of one stage snapshot.
  struct SnapshotReds: Codable, Equatable, Sendable {
    var stage: String
    var failing: [ExpectedFailure]
  }

  /// What the file says of itself, first: it is generated, and by which command.
  var generated: String
  var starter: [ExpectedFailure]
  /// One entry per stage with a snapshot, in the walkthrough's order.
  var snapshots: [SnapshotReds]

  init(exerciseID: String, starter: [ExpectedFailure], snapshots: [SnapshotReds]) {
    self.generated = Self.notice(exerciseID)
    self.starter = starter
    self.snapshots = snapshots
  }

  /// The reds of a stage snapshot; none when it has no entry.
  func failing(atStage stage: String) -> [ExpectedFailure] {
    snapshots.first { $0.stage == stage }?.failing ?? []
  }

  static func notice(_ exerciseID: String) -> String {
    "by `\(ManifestLayout.recordCommand(exerciseID))`: do not edit. kit verify fails "
      + "while a run gives other reds than these; record them again when that is meant."
  }

  /// The file's text: two spaces of indentation, one red to a line and keys in a fixed
  /// order, so that a recording's diff shows exactly the reds that changed.
  var text: String {
    func red(_ red: ExpectedFailure, _ indent: String) -> String {
      "\(indent){ \"test\": \(Self.quoted(red.test)), \"reason\": \(Self.quoted(red.reason)) }"
    }
    func list(_ items: [String], _ indent: String) -> String {
      items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n\(indent)]"
    }
    let snapshots = self.snapshots.map { snapshot in
      "    {\n      \"stage\": \(Self.quoted(snapshot.stage)),\n"
        + "      \"failing\": \(list(snapshot.failing.map { red($0, "        ") }, "      "))\n    }"
    }
    return "{\n  \"generated\": \(Self.quoted(generated)),\n"
      + "  \"starter\": \(list(starter.map { red($0, "    ") }, "  ")),\n"
      + "  \"snapshots\": \(list(snapshots, "  "))\n}\n"
  }

  /// `text` as a JSON string: quotes, backslashes and control characters escaped, every
  /// other character as it is, the same on every platform.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
