import Foundation

extension RoomPage {
  /// The room stage by stage: learners done of those who started, the median time, what
  /// most learners are red on, and the planted mistakes most often let through or encoded,
  /// in the manifest's words.
  func stages() -> String {
    var html = """
      <section id="stages">
      <h2>The room, stage by stage</h2>

      """
    guard !view.stages.rows.isEmpty else {
      return html + "<p>Nobody has checked an exercise yet.</p>\n</section>\n"
    }
    html += """
      <table id="stage-table">
      <thead><tr><th>exercise</th><th>stage</th><th>done</th><th>median time</th><th>red on now</th><th>got through most often</th><th>wrong tests showed most</th></tr></thead>
      <tbody>

      """
    for row in view.stages.rows {
      let median = row.medianMinutes.map { Self.minutes($0) } ?? "–"
      let stage =
        row.stage.map { "<span title=\"\(HTML.escape($0))\">\(HTML.escape(row.title))</span>" }
        ?? "<em>\(HTML.escape(row.title))</em>"
      html += """
        <tr data-exercise="\(HTML.escape(row.exercise))" data-stage="\(HTML.escape(row.stage ?? ""))"><td>\(HTML.escape(row.exercise))</td><td>\(stage)</td><td>\(row.stage == nil ? "" : "\(row.done) of \(row.started)")</td><td>\(median)</td><td>\(failures(row.failing))</td><td>\(mistakes(row.survivors))</td><td>\(mistakes(row.misconceptions))</td></tr>

        """
    }
    return html + "</tbody>\n</table>\n</section>\n"
  }

  /// The refs skipped, each with why: a page that leaves someone out says so.
  func skipped() -> String {
    guard !view.skipped.isEmpty else { return "" }
    let items = view.skipped.map { name, reason in
      "<li><b>\(HTML.escape(name))</b>: \(HTML.escape(reason))</li>"
    }
    return """
      <section id="skipped">
      <h2>Skipped: not a report this kit can show</h2>
      <ul>\(items.joined())</ul>
      </section>

      """
  }

  private func failures(_ list: [StageStatistics.Failure]) -> String {
    guard !list.isEmpty else { return "" }
    // A test id may break after its suite: on a projector, `Suite/` then the test's name,
    // never a name cut in two.
    let items = list.map { failure in
      let text = HTML.escape(PlainText.cut(failure.sentence, 140))
      return "<li>\(text.replacingOccurrences(of: "/", with: "/<wbr>"))</li>"
    }
    return "<ul>\(items.joined())</ul>"
  }

  private func mistakes(_ list: [StageStatistics.Mistake]) -> String {
    guard !list.isEmpty else { return "" }
    let items = list.map { mistake in
      let who = "\(mistake.learners) learner\(mistake.learners == 1 ? "" : "s")"
      return
        "<li title=\"\(HTML.escape(mistake.id))\">\(HTML.escape(mistake.description)) <span class=\"n\">(\(who))</span></li>"
    }
    return "<ul>\(items.joined())</ul>"
  }

  private static func minutes(_ value: Double) -> String {
    value < 1 ? "under 1 min" : "\(Int(value.rounded())) min"
  }
}
