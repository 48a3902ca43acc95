/// The bodies of a Swift source's declarations: functions, initializers, deinitializers,
/// accessors and computed properties, outermost only (a closure or a local function inside a
/// body is part of it), each as the character range between its braces.
///
/// ``VariantSchema`` reads two versions of a file as one skeleton with bodies in it: when
/// everything outside the bodies is the same text, the two differ only in what their
/// functions do, not in what they declare, and one module can hold both. Any brace this
/// reader does not know (a closure assigned to a stored property, observers of a stored
/// property with a value) counts as skeleton, so a difference there keeps two versions
/// apart rather than guessing.
struct DeclarationBodies {
  struct Body: Equatable {
    /// Character offsets of the body's `{` and `}`.
    var open: Int
    var close: Int
    /// Whether the body gives a value (a function with a result, a getter): one written
    /// as a bare expression needs a `return` once it is one branch among others.
    var givesValue: Bool
    /// The offset of the body's first token, or `nil` when it has none.
    var firstToken: Int?
    /// Whether the body says `return`, `throw` or stops (`fatalError`) anywhere.
    var saysReturn: Bool
  }

  let bodies: [Body]

  private static let typeKeywords: Set<String> = [
    "class", "struct", "enum", "protocol", "extension", "actor",
  ]
  private static let keywords: Set<String> = typeKeywords.union([
    "func", "init", "deinit", "subscript", "var", "let", "case", "typealias", "import",
    "get", "set", "willSet", "didSet", "_read", "_modify",
  ])
  private static let stops: Set<String> = [
    "return", "throw", "fatalError", "preconditionFailure",
  ]

  init(_ source: String) {
    let code = SwiftTokens(source)
    var lineStarts: [Int] = []
    var offset = 0
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      lineStarts.append(offset)
      offset += line.count + 1
    }
    var reader = Reader(tokens: code, lineStarts: lineStarts)
    reader.declarations(from: 0, to: code.tokens.count)
    bodies = reader.found
  }

  private struct Reader {
    let tokens: SwiftTokens
    let lineStarts: [Int]
    var found: [Body] = []

    func offset(_ index: Int) -> Int {
      let token = tokens.tokens[index]
      return lineStarts[token.line] + token.column
    }

    func text(_ index: Int) -> String { tokens.tokens[index].text }

    /// Reads the declarations between `start` and `end` (a file, a type's body, or a
    /// property's accessors when `accessors` gives whether its getter gives a value).
    mutating func declarations(from start: Int, to end: Int, accessors: Bool? = nil) {
      var index = start
      var keyword: String?
      var assigned = false
      var arrow: [String]?
      while index < end {
        let token = text(index)
        if token == "(" || token == "[" {
          let close = tokens.closing(index) ?? end
          arrow?.append(close == index + 1 ? token + text(close) : token + "…")
          index = close + 1
          continue
        }
        if token == ";" || token == "}" {
          (keyword, assigned, arrow) = (nil, false, nil)
        } else if DeclarationBodies.keywords.contains(token),
          index == 0 || text(index - 1) != "."
        {
          (keyword, assigned, arrow) = (token, false, nil)
        } else if token == "=" {
          assigned = true
        } else if token == "-", index + 1 < end, text(index + 1) == ">" {
          arrow = []
          index += 2
          continue
        } else if token != "{", arrow != nil {
          arrow?.append(token)
        }
        guard token == "{", let close = tokens.closing(index), close < end else {
          index += 1
          continue
        }
        switch keyword {
        case let word? where DeclarationBodies.typeKeywords.contains(word):
          declarations(from: index + 1, to: close)
        case "func":
          let result = arrow ?? []
          body(index, close, givesValue: !result.isEmpty && result != ["Void"] && result != ["()"])
        case "init", "deinit", "set", "willSet", "didSet", "_modify":
          body(index, close, givesValue: false)
        case "get", "_read":
          body(index, close, givesValue: accessors ?? true)
        case "subscript":
          accessorsOrBody(index, close)
        case "var" where !assigned && accessors == nil:
          accessorsOrBody(index, close)
        default:
          break  // skeleton: a brace this reader does not know
        }
        (keyword, assigned, arrow) = (nil, false, nil)
        index = close + 1
      }
    }

    /// A computed property's or subscript's braces: its accessors, or its getter's body.
    mutating func accessorsOrBody(_ open: Int, _ close: Int) {
      var first = open + 1
      while first < close,
        text(first).hasPrefix("@") || ["mutating", "nonmutating"].contains(text(first))
      {
        first +=
          first + 1 < close && text(first + 1) == "("
          ? (tokens.closing(first + 1) ?? close) - first + 1 : 1
      }
      if first < close,
        ["get", "set", "willSet", "didSet", "_read", "_modify"].contains(text(first))
      {
        declarations(from: open + 1, to: close, accessors: true)
      } else {
        body(open, close, givesValue: true)
      }
    }

    mutating func body(_ open: Int, _ close: Int, givesValue: Bool) {
      let inside = (open + 1)..<close
      found.append(
        Body(
          open: offset(open), close: offset(close), givesValue: givesValue,
          firstToken: inside.isEmpty ? nil : offset(open + 1),
          saysReturn: inside.contains { DeclarationBodies.stops.contains(text($0)) }))
    }
  }
}
