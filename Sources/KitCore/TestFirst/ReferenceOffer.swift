import Foundation

/// What the reference code offers, for a learner's test that does not compile against it:
/// the members of the type the compiler could not find a member of, or the types the code
/// declares when a name is not in scope. A test-first learner invents names; the compiler
/// says which one is wrong, and this says which ones are right.
///
/// It reads declarations line by line, as swift-format lays them out (a member one indent
/// deeper than its type), which is how the kit's solutions are written: no parser needed.
struct ReferenceOffer {
  /// The reference code's source files, by path.
  let sources: [String: String]

  /// A sentence for `message` (a compiler error), or `nil` when there is nothing to add.
  func sentence(for message: String) -> String? {
    // "value of type 'Tally' has no member 'x'", or "type 'Tally' …" for a static one.
    if let type = Self.capture(#"type '([A-Za-z_][A-Za-z0-9_.]*)' has no member"#, in: message) {
      let name = String(type.split(separator: ".").last ?? Substring(type))
      let members = members(of: name)
      guard !members.isEmpty else { return nil }
      return "the reference code's \(name) offers: \(members.joined(separator: ", "))"
    }
    if Self.capture(#"cannot find '([A-Za-z_][A-Za-z0-9_]*)' in scope"#, in: message) != nil {
      let types = typeNames()
      guard !types.isEmpty else { return nil }
      return "the reference code declares: \(types.joined(separator: ", "))"
    }
    return nil
  }

  /// The members declared in `type`'s declaration and its extensions, in file order.
  func members(of type: String) -> [String] {
    var found: [String] = []
    for path in sources.keys.sorted() {
      let lines = sources[path]!.split(separator: "\n", omittingEmptySubsequences: false)
      var memberIndent: Int?
      for line in lines {
        let indent = line.prefix { $0 == " " }.count
        let code = line.dropFirst(indent)
        if let kind = Self.typeKeyword(of: code), Self.declaredName(after: kind, in: code) == type {
          memberIndent = indent + 2
          continue
        }
        guard let wanted = memberIndent else { continue }
        if indent < wanted && code.hasPrefix("}") {
          memberIndent = nil
        } else if indent == wanted, let member = Self.member(in: code), !found.contains(member) {
          found.append(member)
        }
      }
    }
    return found
  }

  /// The types the reference code declares, sorted.
  func typeNames() -> [String] {
    var names: Set<String> = []
    for source in sources.values {
      for line in source.split(separator: "\n") {
        let code = line.drop { $0 == " " }
        if let kind = Self.typeKeyword(of: code), kind != "extension",
          let name = Self.declaredName(after: kind, in: code)
        {
          names.insert(name)
        }
      }
    }
    return names.sorted()
  }

  private static let modifiers: Set<String> = [
    "public", "internal", "private", "private(set)", "fileprivate", "open", "final", "static",
    "mutating", "override", "nonisolated", "nonmutating", "lazy", "weak", "unowned",
    "required", "convenience", "class", "indirect",
  ]

  /// The words of `code` after its attributes and modifiers.
  private static func words(_ code: Substring) -> [Substring] {
    Array(
      code.split(separator: " ").drop { $0.hasPrefix("@") || modifiers.contains(String($0)) })
  }

  private static func typeKeyword(of code: Substring) -> String? {
    guard let first = words(code).first else { return nil }
    let keyword = String(first)
    return ["struct", "class", "enum", "protocol", "extension", "actor"].contains(keyword)
      ? keyword : nil
  }

  private static func declaredName(after keyword: String, in code: Substring) -> String? {
    let rest = words(code).dropFirst()
    guard let word = rest.first else { return nil }
    let name = word.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return name.isEmpty ? nil : String(name)
  }

  /// `add()`, `item(at:)`, `count`, `init(title:)` or `case done` for a member's line.
  private static func member(in code: Substring) -> String? {
    let leading = code.split(separator: " ").prefix { modifiers.contains(String($0)) }
    if leading.contains("private") || leading.contains("fileprivate") { return nil }
    let words = words(code)
    guard let first = words.first else { return nil }
    let keyword = first.prefix { $0.isLetter }
    switch keyword {
    case "var", "let", "case":
      guard let name = words.dropFirst().first else { return nil }
      let plain = name.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      return plain.isEmpty ? nil : (keyword == "case" ? "case " : "") + plain
    case "func", "init", "subscript":
      let text = words.joined(separator: " ")
      let start = keyword == "func" ? text.dropFirst(5) : Substring(text)
      let name = start.prefix { $0 != "(" && $0 != "<" }
      guard let open = start.firstIndex(of: "(") else { return String(name) }
      return "\(name)(\(labels(in: start[open...])))"
    default: return nil
    }
  }

  /// `at:title:` for a parameter list `(at index: Int, title: String)`, `_:` for none.
  private static func labels(in list: Substring) -> String {
    var depth = 0
    var parameters: [String] = []
    var current = ""
    for character in list.dropFirst() {
      if character == "(" || character == "[" || character == "<" { depth += 1 }
      if character == ")" || character == "]" || character == ">" {
        if depth == 0 { break }
        depth -= 1
      }
      if character == "," && depth == 0 {
        parameters.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.trimmingCharacters(in: .whitespaces).isEmpty { parameters.append(current) }
    return parameters.map { parameter in
      let label = parameter.trimmingCharacters(in: .whitespaces).prefix { $0 != " " && $0 != ":" }
      return "\(label):"
    }.joined()
  }

  private static func capture(_ pattern: String, in text: String) -> String? {
    guard let regex = try? NSRegularExpression(pattern: pattern),
      let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
      let range = Range(match.range(at: 1), in: text)
    else { return nil }
    return String(text[range])
  }
}
