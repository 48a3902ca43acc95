/// The outline of a Swift test file: its types and functions, with the attributes,
/// inheritance and effects that decide which functions XCTest and Swift Testing run.
///
/// The judge reads a learner's file to know which tests sit under which stage's line, and
/// to say exactly why a function is not a test or cannot run: a Swift Testing `@Test`
/// inside an `XCTestCase` class, an XCTest class nested in another type, a method without
/// the `test` prefix, a synchronous test in a `@MainActor` class (which XCTest on Linux
/// cannot call). Built on ``SwiftTokens``, so comments and strings never confuse it.
struct TestFileOutline {
  struct TypeDecl: Equatable {
    /// `class`, `struct`, `enum`, `actor` or `extension`.
    var kind: String
    var name: String
    var attributes: [String]
    /// The names after the colon: superclass and protocols.
    var inherits: [String]
    /// Zero-based lines of the keyword and of the closing brace.
    var line: Int
    var endLine: Int
    /// The zero-based line of its first attribute (`@Suite`, `@MainActor`), or of the
    /// keyword when it has none.
    var firstLine: Int
    /// The index in ``types`` of the type this one is nested in.
    var parent: Int?
  }

  struct FunctionDecl: Equatable {
    var name: String
    /// Attributes and modifiers, as written: `@Test`, `@MainActor`, `nonisolated`, `private`.
    var attributes: [String]
    var hasParameters: Bool
    var isAsync: Bool
    var isThrowing: Bool
    /// Whether it declares a result (`-> T`): a helper, never a test.
    var returnsValue: Bool
    /// Zero-based lines: the first attribute's, the `func` keyword's, the closing brace's.
    var firstLine: Int
    var line: Int
    var endLine: Int
    /// The index in ``types`` of the type whose body declares it; `nil` at file scope or
    /// inside another function.
    var type: Int?
  }

  private(set) var types: [TypeDecl] = []
  private(set) var functions: [FunctionDecl] = []

  private static let declarationKinds: Set = ["class", "struct", "enum", "actor", "extension"]
  static let modifiers: Set = [
    "private", "fileprivate", "internal", "public", "open", "final", "static", "class",
    "override", "nonisolated", "mutating", "required", "convenience", "dynamic", "isolated",
  ]

  init(_ source: String) {
    let code = SwiftTokens(source)
    let tokens = code.tokens
    enum Scope {
      case type(Int)
      case function(Int)
      case other
    }
    var stack: [Scope] = []
    var pending: Scope?
    var index = 0
    func enclosingType() -> Int? {
      if case .type(let type)? = stack.last { return type }
      return nil
    }
    while index < tokens.count {
      let text = tokens[index].text
      let previous = index > 0 ? tokens[index - 1].text : ""
      if Self.declarationKinds.contains(text), previous != ".", index + 1 < tokens.count,
        Self.isName(tokens[index + 1].text),
        !(text == "class" && Self.isKeyword(tokens[index + 1].text))
      {
        var name = Self.plainName(tokens[index + 1].text)
        var cursor = index + 2
        while cursor + 1 < tokens.count, tokens[cursor].text == "." {
          name += "." + Self.plainName(tokens[cursor + 1].text)
          cursor += 2
        }
        var inherits: [String] = []
        var afterColon = false
        while cursor < tokens.count, tokens[cursor].text != "{" {
          let word = tokens[cursor].text
          if word == "<", !afterColon, let end = code.closing(cursor) {
            cursor = end + 1
            continue
          }
          if word == ":" { afterColon = true } else if word == "where" { afterColon = false }
          if afterColon && Self.isName(word) { inherits.append(word) }
          cursor += 1
        }
        types.append(
          TypeDecl(
            kind: text, name: name, attributes: Self.attributes(before: index, in: code),
            inherits: inherits, line: tokens[index].line, endLine: tokens[index].line,
            firstLine: tokens[Self.firstAttributeIndex(before: index, in: code)].line,
            parent: stack.lazy.reversed().compactMap { scope -> Int? in
              if case .type(let type) = scope { return type }
              return nil
            }.first))
        pending = .type(types.count - 1)
        index = cursor
        continue
      }
      if text == "func", index + 1 < tokens.count, Self.isName(tokens[index + 1].text) {
        var cursor = index + 2
        if cursor < tokens.count, tokens[cursor].text == "<", let end = code.closing(cursor) {
          cursor = end + 1
        }
        var hasParameters = false
        if cursor < tokens.count, tokens[cursor].text == "(", let end = code.closing(cursor) {
          hasParameters = end > cursor + 1
          cursor = end + 1
        }
        var isAsync = false
        var isThrowing = false
        var returnsValue = false
        var body: Int?
        while cursor < tokens.count {
          let word = tokens[cursor].text
          if word == "{" {
            body = cursor
            break
          }
          if word == "}" || Self.declarationKinds.contains(word) || word == "func"
            || word == "var" || word == "let"
          {
            break
          }
          if word == "async" { isAsync = true }
          if word == "throws" || word == "rethrows" { isThrowing = true }
          if word == ">" && tokens[cursor - 1].text == "-" { returnsValue = true }
          cursor += 1
        }
        let attributes = Self.attributes(before: index, in: code)
        let first = Self.firstAttributeIndex(before: index, in: code)
        functions.append(
          FunctionDecl(
            name: Self.plainName(tokens[index + 1].text), attributes: attributes,
            hasParameters: hasParameters,
            isAsync: isAsync, isThrowing: isThrowing, returnsValue: returnsValue,
            firstLine: tokens[first].line,
            line: tokens[index].line, endLine: tokens[index].line, type: enclosingType()))
        if let body {
          pending = .function(functions.count - 1)
          index = body
        } else {
          index = cursor
        }
        continue
      }
      if text == "{" {
        stack.append(pending ?? .other)
        pending = nil
      } else if text == "}", let scope = stack.popLast() {
        switch scope {
        case .type(let type): types[type].endLine = tokens[index].line
        case .function(let function): functions[function].endLine = tokens[index].line
        case .other: break
        }
      }
      index += 1
    }
  }

  /// The attributes and modifiers written before the keyword at `index`.
  private static func attributes(before index: Int, in code: SwiftTokens) -> [String] {
    let first = firstAttributeIndex(before: index, in: code)
    return code.tokens[first..<index].map(\.text).filter {
      $0.hasPrefix("@") || modifiers.contains($0)
    }
  }

  /// The index of the first token of the attributes and modifiers before `index`.
  static func firstAttributeIndex(before index: Int, in code: SwiftTokens) -> Int {
    var first = index
    var cursor = index - 1
    while cursor >= 0 {
      let word = code.tokens[cursor].text
      if word == ")", let open = code.opening(cursor), open > 0,
        code.tokens[open - 1].text.hasPrefix("@")
      {
        cursor = open - 1
        first = cursor
      } else if word.hasPrefix("@") || modifiers.contains(word) {
        first = cursor
      } else {
        break
      }
      cursor -= 1
    }
    return first
  }

  private static func isName(_ text: String) -> Bool {
    guard let first = text.first else { return false }
    return first.isLetter || first == "_" || (first == "`" && text.count > 2)
  }

  /// A name as its declaration means it: a raw identifier (`` `three remain` ``, Swift 6.2)
  /// or an escaped keyword without its backticks, as a run's ids and its console name it.
  static func plainName(_ text: String) -> String {
    guard text.count > 2, text.hasPrefix("`"), text.hasSuffix("`") else { return text }
    return String(text.dropFirst().dropLast())
  }

  /// Whether `name` (without backticks) is an ordinary identifier, one that needs no
  /// backticks but to escape a keyword.
  static func isPlainIdentifier(_ name: String) -> Bool {
    guard let first = name.first, first.isLetter || first == "_" else { return false }
    return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  private static func isKeyword(_ text: String) -> Bool {
    ["func", "var", "let", "subscript", "init", "class", "static"].contains(text)
  }
}

extension TestFileOutline {
  /// Whether the type at `index` is an XCTest case class: it inherits from `XCTestCase`,
  /// or from a class of this file that does.
  func isTestCase(_ index: Int) -> Bool {
    var seen: Set<String> = []
    var current: TypeDecl? = types[index]
    while let type = current, type.kind == "class", seen.insert(type.name).inserted {
      if type.inherits.contains("XCTestCase") { return true }
      guard let superclass = type.inherits.first else { return false }
      current = types.first { $0.kind == "class" && $0.name == superclass }
    }
    return false
  }

  /// Whether functions declared in the type at `index` (a class, or an extension of one of
  /// this file's classes) run on the main actor unless marked `nonisolated`.
  func isMainActor(_ index: Int) -> Bool {
    let type = types[index]
    if type.attributes.contains("@MainActor") { return true }
    if type.kind == "extension" {
      return types.contains {
        $0.kind == "class" && $0.name == type.name && $0.attributes.contains("@MainActor")
      }
    }
    return false
  }

  /// Whether the type at `index` is an XCTest case: a test case class, or an extension of
  /// one declared in this file.
  func holdsXCTests(_ index: Int) -> Bool {
    let type = types[index]
    if type.kind == "extension" {
      return types.indices.contains {
        types[$0].kind == "class" && types[$0].name == type.name && isTestCase($0)
      }
    }
    return isTestCase(index)
  }
}
