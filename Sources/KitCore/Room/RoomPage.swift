import Foundation

/// `kit room --html FILE`: the room as one self-contained page, with its style and script
/// inline and nothing fetched from anywhere, so it opens from a file, a shared folder or a
/// projector's laptop alike.
///
/// A row per learner, as in the terminal, then their lights on a shared time axis
/// (``RoomTimeline``): each light a glyph in a shape as well as a colour, its time, what
/// changed and how many tests passed on hover. Buttons sort the rows as `--sort` does; a
/// row (click, or Enter) opens the learner's history; `#learner=NAME` in the address opens
/// it on load. Below, the room stage by stage (``StageStatistics``). Every shared string is
/// escaped (``HTML``).
struct RoomPage {
  let view: RoomView
  let manifest: Manifest
  /// With `--refresh`: the page reloads itself this often, as the kit rewrites it.
  var refreshSeconds: Int?
  /// The code behind the lights, from the room's history (``LightCode``).
  var code = LightCode.none

  func html() -> String {
    let timeline = RoomTimeline(seconds: view.learners.flatMap { $0.lights.exercises.map(\.at) })
    let data =
      (try? JSONEncoder().encode(RoomHistoryData(view, manifest: manifest, code: code))) ?? Data()
    var page = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="TDDKit kit room">

      """
    if let refreshSeconds {
      page += "<meta http-equiv=\"refresh\" content=\"\(refreshSeconds)\">\n"
    }
    page += "<title>\(HTML.escape(title))</title>\n<style>\(Self.style)</style>\n</head>\n<body>\n"
    page += header(timeline)
    page += table(timeline)
    page += skipped()
    page += stages()
    page += "<script type=\"application/json\" id=\"room-data\">\(HTML.scriptJSON(data))</script>\n"
    page += "<script>\(Self.script)</script>\n</body>\n</html>\n"
    return page
  }

  private var title: String {
    "Room: \(view.learners.count) learner\(view.learners.count == 1 ? "" : "s"), \(view.stuckCount) stuck"
  }

  private func header(_ timeline: RoomTimeline) -> String {
    let refresh = refreshSeconds.map { " · reloads every \($0) s" } ?? ""
    return """
      <header>
      <h1>The room</h1>
      <p class="meta">\(HTML.escape(view.room)) · \(HTML.escape(title)) · made \(HTML.escape(Timestamp.readable(view.generatedAt)))\(refresh) · times in UTC · a column is \(HTML.escape(Self.duration(timeline.width)))</p>
      <p class="meta">Stuck (⚑): \(HTML.escape(view.rule.sentence)). A row opens the learner's history.</p>
      <p class="legend" aria-label="legend">\(Self.legend)</p>
      </header>
      <nav class="sort" aria-label="sort the learners">Sort by
      \(RoomSort.allCases.map { "<button type=\"button\" data-sort=\"\($0.rawValue)\" aria-pressed=\"\($0 == view.sort)\">\($0.rawValue)</button>" }.joined(separator: "\n"))
      </nav>

      """
  }

  private static var legend: String {
    LightColour.allCases.map { colour in
      "<span class=\"light \(colour.letter)\">\(colour.glyph)</span> \(colour.label)"
    }.joined(separator: " · ") + " · <span class=\"gap\">⋯</span> nobody checked (collapsed)"
  }

  private func table(_ timeline: RoomTimeline) -> String {
    var rows = """
      <table id="learners">
      <thead><tr><th>learner</th><th>on</th><th>done</th><th>last green</th><th title="checks in a row without progress">stalled</th><th>hint</th><th>lights over time</th></tr>
      <tr class="axis"><th colspan="6"></th><th>\(axis(timeline))</th></tr></thead>
      <tbody>

      """
    let orders = RoomSort.allCases.map { sort in
      Dictionary(
        sort.ordered(view.learners, manifest: manifest).enumerated().map { ($1.name, $0) },
        uniquingKeysWith: { first, _ in first })
    }
    for (index, learner) in view.learners.enumerated() {
      rows += row(learner, index: index, timeline: timeline, orders: orders)
    }
    return rows + "</tbody>\n</table>\n"
  }

  static func duration(_ seconds: Int) -> String {
    switch seconds {
    case ..<3600: "\(max(seconds / 60, 1)) min"
    case ..<86_400:
      seconds % 3600 == 0 ? "\(seconds / 3600) h" : "\(seconds / 3600) h \(seconds % 3600 / 60) min"
    default: "\(seconds / 86_400) d"
    }
  }
}
