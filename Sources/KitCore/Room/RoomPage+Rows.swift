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
      <td class="reds" title="checks without progress">\(learner.stall.checks)</td>
      <td class="hint">\(learner.hintLevel.map(String.init) ?? "–")</td>
      <td class="timeline">\(cells(learner, timeline))</td>
      </tr>
      <tr class="history" id="history-\(index)" hidden><td colspan="7"><div class="history-body"></div></td></tr>

      """
  }

  /// The learner's lights, one cell per column of the shared axis: the column's last light
  /// as a glyph in its shape, every light of it on hover.
  private func cells(_ learner: RoomLearner, _ timeline: RoomTimeline) -> String {
    var columns = [Column](repeating: Column(), count: timeline.columns.count)
    let lights = learner.lights
    for (exercise, list) in lights.exercises.enumerated() {
      for (index, column) in timeline.indices(of: list.at).enumerated() {
        guard let column else { continue }
        columns[column].add(LearnerLights.Position(exercise: exercise, index: index), lights)
      }
    }
    var html = ""
    for (index, column) in timeline.columns.enumerated() {
      if case .gap(let seconds) = column {
        html += "<i class=\"gap\" title=\"nobody checked for \(Self.duration(seconds))\">⋯</i>"
        continue
      }
      let cell = columns[index]
      guard let last = cell.newest else {
        html += "<i></i>"
        continue
      }
      let colour = lights.colour(last)
      let count = cell.count > 1 ? " data-n=\"\(cell.count)\"" : ""
      html +=
        "<i class=\"light \(colour.letter)\"\(count) title=\"\(HTML.escape(hover(cell, lights)))\">"
        + "\(colour.glyph)</i>"
    }
    return html
  }

  /// What one learner did in one time column: how many checks, their colours, the newest.
  private struct Column {
    var count = 0
    var newest: LearnerLights.Position?
    var newestSecond = Int.min
    var colours: [LightColour] = []

    mutating func add(_ position: LearnerLights.Position, _ lights: LearnerLights) {
      count += 1
      let exercise = lights.exercises[position.exercise]
      if colours.count < 12 { colours.append(exercise.colours[position.index]) }
      if exercise.at[position.index] >= newestSecond {
        newestSecond = exercise.at[position.index]
        newest = position
      }
    }
  }

  /// A column's hover text: its newest light in full, then how many checks it holds.
  private func hover(_ cell: Column, _ lights: LearnerLights) -> String {
    guard let position = cell.newest else { return "" }
    let exercise = lights.exercises[position.exercise]
    let light = exercise.light(position.index)
    var text =
      "\(UTCClock.string(exercise.at[position.index])) · \(exercise.id) · \(light.colour.label) · "
      + "\(light.changed.phrase) · \(light.passed) of \(light.ran) passed"
    if let failure = light.failure, !light.isGreen { text += "\n" + PlainText.cut(failure, 100) }
    if cell.count > 1 {
      let glyphs = cell.count <= 12 ? ": " + cell.colours.map(\.glyph).joined() : ""
      text += "\n\(cell.count) checks here" + glyphs
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
        html += "<i title=\"\(UTCClock.string(Int(start.timeIntervalSince1970)))\">\(label)</i>"
        shown += 1
      }
    }
    return html
  }

  private static func hourMinute(_ date: Date) -> String {
    String(UTCClock.string(Int(date.timeIntervalSince1970)).dropFirst(11).prefix(5))
  }
}
