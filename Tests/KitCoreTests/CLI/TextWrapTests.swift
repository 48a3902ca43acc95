import Testing

@testable import KitCore

@Suite("Hints wrap at word boundaries to the terminal's width")
struct TextWrapTests {
  let hint =
    "  hint: Dequeue with tableView.dequeueReusableCell(withIdentifier: \"ItemCell\", "
    + "for: indexPath). The storyboard's table then stops the run (unable to dequeue "
    + "'ItemCell'): register a factory making ItemCell in MainStoryboard.swift, the "
    + "prototype cell."

  @Test("at 40 columns every line fits and continuation lines line up under the text")
  func forty() {
    #expect(
      TextWrap.wrap(hint, width: 40, indent: 8) == """
          hint: Dequeue with
                tableView.dequeueReusableCell(withIdentifier:
                "ItemCell", for: indexPath). The
                storyboard's table then stops
                the run (unable to dequeue
                'ItemCell'): register a factory
                making ItemCell in
                MainStoryboard.swift, the
                prototype cell.
        """)
  }

  @Test("at 80 columns")
  func eighty() {
    #expect(
      TextWrap.wrap(hint, width: 80, indent: 8) == """
          hint: Dequeue with tableView.dequeueReusableCell(withIdentifier: "ItemCell",
                for: indexPath). The storyboard's table then stops the run (unable to
                dequeue 'ItemCell'): register a factory making ItemCell in
                MainStoryboard.swift, the prototype cell.
        """)
  }

  @Test("at 160 columns")
  func oneSixty() {
    #expect(
      TextWrap.wrap(hint, width: 160, indent: 8) == """
          hint: Dequeue with tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath). The storyboard's table then stops the run (unable to dequeue
                'ItemCell'): register a factory making ItemCell in MainStoryboard.swift, the prototype cell.
        """)
  }

  @Test("by default, continuation lines line up after the line's label")
  func underTheLabel() {
    #expect(
      TextWrap.wrap("  crashed: one two three four\n  a b c d e f g h i j k l", width: 24)
        == "  crashed: one two three\n           four\n  a b c d e f g h i j k\n  l")
  }

  @Test("no word is ever cut: one longer than the width has a line of its own")
  func longWords() {
    let long = String(repeating: "x", count: 30)

    let wrapped = TextWrap.wrap("  open: a \(long) b", width: 20, indent: 8)

    #expect(wrapped == "  open: a\n        \(long)\n        b")
  }

  @Test("without a width, or for a short line, the text is left as it is; lines stay lines")
  func unchanged() {
    #expect(TextWrap.wrap(hint, width: nil, indent: 8) == hint)
    #expect(TextWrap.wrap("  hint: Return 42.", width: 40, indent: 8) == "  hint: Return 42.")
    #expect(TextWrap.wrap("a b\nc d", width: 3, indent: 0) == "a b\nc d")
  }

  @Test("every line of a wrapped text fits the width, unless it is one long word")
  func fits() {
    for width in [40, 80, 160] {
      let lines = TextWrap.wrap(hint, width: width, indent: 8).split(separator: "\n")
      #expect(lines.allSatisfy { $0.count <= width || !$0.dropFirst(8).contains(" ") })
      #expect(lines.joined(separator: " ").split(separator: " ") == hint.split(separator: " "))
    }
  }

  @Test("kit watch's h and kit check's Next wrap the hint to the width", arguments: [40, 80, 160])
  func hintInWatchAndCheck(width: Int) throws {
    var exercise = try #require(ManifestFixtures.exercise)
    exercise.stages[0].hint = String(hint.dropFirst("  hint: ".count))
    let report = CheckReport(
      exercise: exercise, run: TestRun(outcomes: [:]), declared: [:], history: ExerciseState())

    let shown = WatchText.hint(for: exercise, state: nil, width: width)
    let next = try #require(
      report.text(root: "/kit", timeout: 1, width: width).split(
        separator: "\nNext: "
      ).last)

    for text in [shown, String(next)] {
      let lines = text.split(separator: "\n")
      let hintLines = lines.drop { !$0.hasPrefix("  hint: ") }.prefix { !$0.hasPrefix("  open: ") }
      #expect(hintLines.count == (width == 160 ? 2 : width == 80 ? 4 : 9), "\(text)")
      #expect(
        hintLines.dropFirst().allSatisfy {
          $0.hasPrefix("        ") && ($0.count <= width || !$0.dropFirst(8).contains(" "))
        })
      #expect(hintLines.joined().split(separator: " ") == hint.split(separator: " "))
    }
  }
}
