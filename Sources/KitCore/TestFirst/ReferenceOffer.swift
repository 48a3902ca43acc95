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
  /// The kit's library modules the exercise imports (`ListKit`, `ToDo`), each as its source
  /// files by path: a learner reaches their types too (`Label`, `TableView`), and only
  /// what they make public counts.
  var library: [String: [String: String]] = [:]

  /// A sentence for `message` (a compiler error), or `nil` when there is nothing to add.
  func sentence(for message: String) -> String? {
    // "value of type 'Tally' has no member 'x'", "type 'Tally' …" for a static one, and
    // "value of type 'any DataSource' …" for a protocol.
    let typePattern = #"type '(?:any |some )?([A-Za-z_][A-Za-z0-9_.]*)' has no member"#
    if let type = Self.capture(typePattern, in: message) {
      let name = String(type.split(separator: ".").last ?? Substring(type))
      guard let found = declaration(of: name) else { return nil }
      var parts = [found.members.joined(separator: ", ")]
      var seen: Set<String> = [name]
      var ancestor = found.superclass
      while let parent = ancestor, seen.insert(parent).inserted,
        let declared = declaration(of: parent)
      {
        if !declared.members.isEmpty {
          parts.append("from \(parent): \(declared.members.joined(separator: ", "))")
        }
        ancestor = declared.superclass
      }
      guard !found.members.isEmpty || parts.count > 1 else { return nil }
      let owner = found.module.map { "\($0)'s" } ?? "the reference code's"
      return "\(owner) \(name) offers: "
        + parts.filter { !$0.isEmpty }.joined(separator: "; ")
    }
    if Self.capture(#"cannot find '([A-Za-z_][A-Za-z0-9_]*)' in scope"#, in: message) != nil {
      let types = typeNames()
      guard !types.isEmpty else { return nil }
      return "the reference code declares: \(types.joined(separator: ", "))"
    }
    return nil
  }

  /// A type as declared: the module it comes from (`nil` for the reference code), its
  /// members, and the first type it inherits from.
  struct Declaration: Equatable {
    var module: String?
    var members: [String]
    var superclass: String?
  }

  /// Where `type` is declared: the reference code first, then the kit's modules.
  func declaration(of type: String) -> Declaration? {
    if let found = Self.declaration(of: type, in: sources, publicOnly: false) { return found }
    for (module, files) in library.sorted(by: { $0.key < $1.key }) {
      if var found = Self.declaration(of: type, in: files, publicOnly: true) {
        found.module = module
        return found
      }
    }
    return nil
  }

  /// The members declared in `type`'s declaration and its extensions, in file order.
  func members(of type: String) -> [String] {
    Self.declaration(of: type, in: sources, publicOnly: false)?.members ?? []
  }

  /// `type`'s declaration in `files`, its extensions' members with it; `publicOnly` keeps
  /// the members another module sees (public or open, or a public protocol's requirements).
  private static func declaration(
    of type: String, in files: [String: String], publicOnly: Bool
  ) -> Declaration? {
    var found: Declaration?
    for path in files.keys.sorted() {
      let lines = files[path]!.split(separator: "\n", omittingEmptySubsequences: false)
      var memberIndent: Int?
      var publicByDefault = false
      for (number, line) in lines.enumerated() {
        let indent = line.prefix { $0 == " " }.count
        var code = line.dropFirst(indent)
        if let kind = typeKeyword(of: code), declaredName(after: kind, in: code) == type {
          memberIndent = indent + 2
          let modifiers = Set(code.split(separator: " ").prefix { !$0.hasPrefix(kind) })
          publicByDefault =
            kind == "protocol"
            || (kind == "extension" && !modifiers.isDisjoint(with: ["public", "open"]))
          if found == nil { found = Declaration(members: []) }
          if kind == "class", found?.superclass == nil {
            found?.superclass = inherited(after: "class \(type)", in: code)
          }
          continue
        }
        guard let wanted = memberIndent else { continue }
        if indent == wanted { code = wrapped(code, continuedBy: lines[(number + 1)...]) }
        if indent < wanted && code.hasPrefix("}") {
          memberIndent = nil
        } else if indent == wanted, let member = member(in: code),
          !publicOnly || publicByDefault || isPublic(code),
          found?.members.contains(member) == false
        {
          found?.members.append(member)
        }
      }
    }
    return found
  }

  /// A declaration swift-format wrapped over several lines (`func add(\n  _ item: …,\n)`),
  /// joined back up to the line that closes its parameter list.
  private static func wrapped(
    _ code: Substring, continuedBy rest: ArraySlice<Substring>
  ) -> Substring {
    var joined = String(code)
    var depth = code.count { $0 == "(" } - code.count { $0 == ")" }
    var next = rest.startIndex
    while depth > 0, next < rest.endIndex {
      let line = rest[next].drop { $0 == " " }
      joined += " " + line
      depth += line.count { $0 == "(" } - line.count { $0 == ")" }
      next += 1
    }
    return Substring(joined)
  }

  /// Whether a member's line makes it public (`public`, `open`, `public private(set)`).
  private static func isPublic(_ code: Substring) -> Bool {
    code.split(separator: " ").prefix { modifiers.contains(String($0)) || $0.hasPrefix("@") }
      .contains { $0 == "public" || $0 == "open" }
  }

  /// The first name after the `:` of `class Name: Parent, Protocol {`, `head` being
  /// `class Name`.
  private static func inherited(after head: String, in code: Substring) -> String? {
    guard let nameEnd = code.range(of: head)?.upperBound,
      let colon = code[nameEnd...].firstIndex(of: ":")
    else { return nil }
    let parent = code[code.index(after: colon)...].drop { $0 == " " }
      .prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return parent.isEmpty ? nil : String(parent)
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

  /// `struct`, `class`, `enum`, `protocol`, `extension` or `actor` when `code` declares a
  /// type. `class` is also a modifier (`class func`), so it is looked at apart.
  private static func typeKeyword(of code: Substring) -> String? {
    let all = code.split(separator: " ")
    guard
      let index = all.firstIndex(where: {
        !$0.hasPrefix("@") && ($0 == "class" || !modifiers.contains(String($0)))
      })
    else { return nil }
    let keyword = String(all[index])
    guard ["struct", "class", "enum", "protocol", "extension", "actor"].contains(keyword)
    else { return nil }
    let next = all.index(after: index)
    if keyword == "class", next < all.endIndex,
      ["func", "var", "let", "subscript", "init"].contains(all[next])
    {
      return nil
    }
    return keyword
  }

  private static func declaredName(after keyword: String, in code: Substring) -> String? {
    let all = code.split(separator: " ")
    guard let index = all.firstIndex(where: { $0 == keyword }), index + 1 < all.endIndex
    else { return nil }
    let name = all[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
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

  /// The kit's library modules an exercise's `Package.swift` names, with their sources, for
  /// ``library``.
  static func library(kitRoot: URL, exerciseManifest: String) -> [String: [String: String]] {
    var modules: [String: [String: String]] = [:]
    for product in BenchManifest.products(inManifest: exerciseManifest) {
      let folder = kitRoot.appending(path: "Sources/\(product)")
      var files: [String: String] = [:]
      for file in TestFunctions.swiftFiles(under: folder) {
        files[file.path] = try? String(contentsOf: file, encoding: .utf8)
      }
      if !files.isEmpty { modules[product] = files }
    }
    return modules
  }
}
