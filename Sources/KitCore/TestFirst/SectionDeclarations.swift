/// The declarations a stage's section makes beside its tests: a constant, a helper
/// function, a type, an extension, each with its lines.
///
/// A learner puts a helper beside the test that first needed it, which may be under a
/// later stage's line than a test that uses it too. A trial of an earlier stage leaves the
/// later sections out, but keeps such a declaration when what it keeps uses it
/// (``StageSections/through(_:)``): otherwise a stage that never changed would not
/// compile. One that nothing kept uses still goes, since it may need a later stage's code.
struct SectionDeclarations {
  struct Declaration: Equatable {
    /// What it declares, as code that uses it spells it: a constant's, a function's or a
    /// type's name, or an extension's members.
    var names: Set<String>
    /// Its lines, attributes and doc comment's neighbours aside.
    var lines: ClosedRange<Int>
  }

  private(set) var declarations: [Declaration] = []

  private static let keywords: Set = [
    "func", "var", "let", "struct", "class", "enum", "actor", "extension", "typealias",
    "protocol", "init", "subscript",
  ]

  /// The declarations that begin at the outermost depth of `lines` in `code`.
  init(_ code: SwiftTokens, lines: Range<Int>) {
    let tokens = code.tokens
    let inside = tokens.indices.filter { lines.contains(tokens[$0].line) }
    var depth = 0
    var starts: [(token: Int, keyword: Int)] = []
    for position in inside.indices {
      let index = inside[position]
      let text = tokens[index].text
      if depth == 0, Self.keywords.contains(text), !Self.isModifierUse(index, in: tokens) {
        var first = index
        while first - 1 >= inside.first ?? 0 {
          let before = tokens[first - 1].text
          if Self.isPrefix(before) {
            first -= 1
          } else if before == ")", let open = code.opening(first - 1), open > 0,
            tokens[open - 1].text.hasPrefix("@")
          {
            first = open - 1
          } else {
            break
          }
        }
        starts.append((first, index))
      }
      if "{([".contains(text) { depth += 1 }
      if "})]".contains(text) { depth = max(0, depth - 1) }
    }
    for (number, start) in starts.enumerated() {
      let end =
        number + 1 < starts.count ? starts[number + 1].token - 1 : (inside.last ?? start.token)
      guard end >= start.token else { continue }
      let keyword = tokens[start.keyword].text
      var names: Set<String> = []
      if keyword == "extension" {
        names = Self.memberNames(tokens, from: start.keyword, through: end)
      } else if start.keyword + 1 <= end {
        names.insert(TestFileOutline.plainName(tokens[start.keyword + 1].text))
      }
      declarations.append(
        Declaration(names: names, lines: tokens[start.token].line...tokens[end].line))
    }
  }

  /// `class` and `static` before `func` or `var` are modifiers, not a class's keyword.
  private static func isModifierUse(_ index: Int, in tokens: [SwiftTokens.Token]) -> Bool {
    tokens[index].text == "class" && index + 1 < tokens.count
      && ["func", "var", "let", "subscript", "init", "static"].contains(tokens[index + 1].text)
  }

  private static func isPrefix(_ text: String) -> Bool {
    text.hasPrefix("@") || TestFileOutline.modifiers.contains(text)
  }

  /// The names an extension declares directly in its body.
  private static func memberNames(
    _ tokens: [SwiftTokens.Token], from start: Int, through end: Int
  ) -> Set<String> {
    var names: Set<String> = []
    var depth = 0
    for index in start...end {
      let text = tokens[index].text
      if depth == 1, keywords.contains(text), index + 1 <= end {
        names.insert(TestFileOutline.plainName(tokens[index + 1].text))
      }
      if "{([".contains(text) { depth += 1 }
      if "})]".contains(text) { depth = max(0, depth - 1) }
    }
    return names
  }
}
