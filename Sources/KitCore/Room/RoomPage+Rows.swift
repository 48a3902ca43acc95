import Foundation

extension RoomPage {
  /// One learner's row, and the hidden row below it that holds their history once opened.
  func row(
    _ learner: RoomLearner, index: Int, timeline: RoomTimeline, orders: [[String: Int]]
  ) -> String {
    let now = view.generatedAt
    let order = zip(RoomSort.allCases, orders).map { sort, positions in
      "data-order-\(sort.rawValue)=\"\(positions[learner.name] ?? index)\""
    }.joined(separator: " ")
    let green =
      RoomLearner.minutes(since: learner.lastGreen, now: now).map { "\($0) min ago" } ?? "never"
    let stuck =
      learner.stuck.map { "<span class=\"stuck\" title=\"\(HTML.escape($0))\">⚑</span> " } ?? ""
    var details: [String] = []
    if let stuck = learner.stuck { details.append("stuck: " + stuck) }
    if let failure = learner.lastFailure, !learner.workingDone {
      details.append("last failure: " + PlainText.cut(failure, 160))
    }
    let notes = RoomText.details(learner)
    if !notes.isEmpty { details.append(notes) }
    let detailLines = details.map { "<div class=\"detail\">\(HTML.escape($0))</div>" }.joined()
    return """
      <tr class="learner\(learner.stuck != nil ? " is-stuck" : "")" id="learner-\(index)" data-index="\(index)" data-name="\(HTML.escape(learner.name))" \(order) tabindex="0" aria-expanded="false" aria-controls="history-\(index)">
      <td class="name">\(stuck)<span class="learner-name">\(HTML.escape(learner.name))</span>\(detailLines)</td>
      <td class="on" title="\(HTML.escape(learner.workingTitle ?? ""))">\(HTML.escape(RoomText.place(learner)))</td>
      <td class="done">\(learner.done)/\(learner.exercises)</td>
      <td class="green">\(HTML.escape(green))</td>
      <td class="reds">\(learner.redStreak)</td>
      <td class="hint">\(learner.hintLevel.map(String.init) ?? "–")</td>
      <td class="timeline">\(cells(learner, timeline))</td>
      </tr>
      <tr class="history" id="history-\(index)" hidden><td colspan="7"><div class="history-body"></div></td></tr>

      """
  }

  /// The learner's lights, one cell per column of the shared axis: the column's last light
  /// as a glyph in its shape, every light of it on hover.
  private func cells(_ learner: RoomLearner, _ timeline: RoomTimeline) -> String {
    var byColumn: [Int: [(exercise: String, light: SharedLight)]] = [:]
    for entry in learner.timeline {
      guard let column = timeline.index(of: entry.light.at) else { continue }
      byColumn[column, default: []].append(entry)
    }
    var html = ""
    for (index, column) in timeline.columns.enumerated() {
      if case .gap(let seconds) = column {
        html += "<i class=\"gap\" title=\"nobody checked for \(Self.duration(seconds))\">⋯</i>"
        continue
      }
      guard let entries = byColumn[index], let last = entries.last else {
        html += "<i></i>"
        continue
      }
      let count = entries.count > 1 ? " data-n=\"\(entries.count)\"" : ""
      html +=
        "<i class=\"light \(last.light.colour.letter)\"\(count) title=\"\(HTML.escape(hover(entries)))\">"
        + "\(last.light.colour.glyph)</i>"
    }
    return html
  }

  /// A column's hover text: its last light in full, then the glyphs of all its lights.
  private func hover(_ entries: [(exercise: String, light: SharedLight)]) -> String {
    guard let last = entries.last else { return "" }
    let light = last.light
    var text =
      "\(Timestamp.clock(light.at)) · \(last.exercise) · \(light.colour.label) · "
      + "\(light.changed.phrase) · \(light.passed) of \(light.ran) passed"
    if let failure = light.failure, !light.isGreen { text += "\n" + PlainText.cut(failure, 100) }
    if entries.count > 1 {
      text +=
        "\n\(entries.count) checks here: " + entries.suffix(12).map(\.light.colour.glyph).joined()
    }
    return text
  }

  /// The time axis: a column's start under every eighth column, every start on hover.
  func axis(_ timeline: RoomTimeline) -> String {
    var html = ""
    var shown = 0
    for column in timeline.columns {
      switch column {
      case .gap(let seconds):
        html += "<i class=\"gap\" title=\"\(Self.duration(seconds)) collapsed\"></i>"
      case .time(let start, _):
        let label = shown % 8 == 0 ? "<b>\(Self.hourMinute(start))</b>" : ""
        html += "<i title=\"\(Timestamp.clock(start))\">\(label)</i>"
        shown += 1
      }
    }
    return html
  }

  private static func hourMinute(_ date: Date) -> String {
    String(Timestamp.clock(date).dropFirst(11).prefix(5))
  }
}
