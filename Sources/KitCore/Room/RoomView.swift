import Foundation

/// The room as every output shows it: the learners in the order asked for, the refs that
/// were skipped and why, and the room-wide table of stages.
struct RoomView: Sendable {
  /// The room's URL as shown: any password hidden (``RoomURL/shown(_:)``).
  var room: String
  var generatedAt: Date
  var rule: StuckRule
  var learners: [RoomLearner]
  var skipped: [(name: String, reason: String)]
  var stages: StageStatistics
  var sort: RoomSort

  init(
    room: String, entries: [RoomRepository.Entry], manifest: Manifest, now: Date,
    sort: RoomSort, rule: StuckRule = StuckRule()
  ) {
    self.room = RoomURL.shown(room)
    generatedAt = now
    self.rule = rule
    self.sort = sort
    var shared: [SharedLearner] = []
    var skipped: [(String, String)] = []
    for entry in entries {
      switch entry {
      case .learner(let learner): shared.append(learner)
      case .skipped(let name, let reason): skipped.append((name, reason))
      }
    }
    learners = sort.ordered(
      shared.map { RoomLearner($0, manifest: manifest, now: now, rule: rule) }, manifest: manifest)
    self.skipped = skipped.sorted { $0.0 < $1.0 }
    stages = StageStatistics(shared, manifest: manifest)
  }

  var stuckCount: Int { learners.filter { $0.stuck != nil }.count }
}

extension LightColour {
  /// The mark of the colour in the room: a glyph, so that colour is never the only sign
  /// (cyber-dojo's users asked for ✓ ✗ − for colour-blind eyes).
  var glyph: String {
    switch self {
    case .green: "✓"
    case .red: "✗"
    case .amber: "−"
    case .crashed: "!"
    case .timedOut: "◷"
    }
  }
}

/// Text from a learner's document, made safe for a terminal or a spreadsheet: control
/// characters (an escape sequence that would recolour or clear the terminal, a newline
/// that would break a row) become spaces.
enum PlainText {
  static func safe(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          scalar.properties.generalCategory == .control || scalar == "\u{2028}"
            || scalar == "\u{2029}"
            ? " " : scalar
        }))
  }

  /// `text` cut to `limit` characters, with an ellipsis when cut.
  static func cut(_ text: String, _ limit: Int) -> String {
    text.count > limit ? String(text.prefix(max(limit - 1, 0))) + "…" : text
  }
}
