import Foundation

/// Declarations in a learner's files that take a test framework's name, so that the kit's
/// tests would call the learner's function in place of the framework's: a `func
/// XCTAssertEqual` that checks nothing, beside the kit's untouched tests, makes them all
/// pass (issue 32).
///
/// Why a check of declarations, and not the kit's tests compiled in a module of their
/// own: Swift lets a module shadow a name of a module it imports, so a learner's *code*
/// module that imports XCTest can still hand the kit's tests its own `XCTAssertEqual`,
/// wherever those tests are compiled. A module of their own would need this check on the
/// code anyway, and would cost the guided check a second build; this check costs a
/// reading of the files and covers both. It is sound because the set of names is closed:
/// every public name of XCTest begins with `XCT`; Swift Testing's are its interface's
/// (`Testing.swiftinterface`: its types, `confirmation`, `withKnownIssue`, the macros
/// `#expect`, `#require`, `@Test`, `@Suite`, `@Tag`) and the `__` names its macros expand
/// to; and a test reaches them only by name. What is read is the code's tokens
/// (``SwiftTokens``), so a name in a comment, a string or a call is never a shadow; a
/// function named `expect` is not one either, since only a `macro` can stand for
/// `#expect`.
///
/// Found, in any Swift file under `Sources` or `Tests`, at file scope or in a type: a
/// declaration (type, function, value, alias, macro) of such a name; a member of an extension of a Swift Testing type
/// (`extension Issue { static func record… }`) or an XCTestCase member that records or
/// waits (`extension XCTestCase { func wait… }`); an `override` of XCTestCase's
/// `record`, `recordFailure`, `invokeTest`, `perform` or `run`; and, in tests, an operator
/// declared at file scope (`func == (lhs: Int, rhs: Int)`), which `#expect(a == b)` would
/// call in place of the standard one. In `Sources`, Swift Testing's plain type names (a
/// domain's own `Tag` or `Comment`) count only in a file that imports a test framework:
/// elsewhere they make the tests ambiguous, which the compiler says, not a silent pass.
struct FrameworkShadows {
  /// One declaration, by the file (relative to the exercise), its line (one-based) and the
  /// name it takes (`Issue.record` for an extension's member).
  struct Shadow: Equatable, Sendable {
    var file: String
    var line: Int
    var name: String
  }

  /// Swift Testing's public names that a declaration of any kind would shadow.
  static let testingNames: Set = [
    "Testing", "XCTest", "Attachable", "AttachableAsImage", "AttachableImageFormat",
    "AttachableWrapper", "Attachment", "Bug", "Comment", "ConditionTrait", "Confirmation",
    "CustomTestArgumentEncodable", "CustomTestStringConvertible", "ExitStatus", "ExitTest",
    "Expectation", "ExpectationFailedError", "Issue", "IssueHandlingTrait", "KnownIssueMatcher",
    "ParallelizationTrait", "SourceLocation", "Suite", "SuiteTrait", "Tag", "Test",
    "TestScoping", "TestTrait", "TimeLimitTrait", "Trait", "confirmation", "withKnownIssue",
  ]
  /// Swift Testing's macros, which only a `macro` declaration can shadow.
  static let macroNames: Set = ["expect", "require", "Test", "Suite", "Tag", "_sourceLocation"]
  /// XCTestCase's members through which a test records a failure or waits for one.
  static let xctestMembers: Set = [
    "record", "recordFailure", "wait", "waitForExpectations", "expectation", "fulfillment",
    "fulfill", "invokeTest", "perform", "run", "addTeardownBlock", "continueAfterFailure",
  ]
  /// XCTestCase's methods whose override decides what a failure does.
  static let overridden: Set = ["record", "recordFailure", "invokeTest", "perform", "run"]

  private static let declarations: Set = [
    "func", "var", "let", "class", "struct", "enum", "actor", "protocol", "typealias", "macro",
    "associatedtype",
  ]
  private static let typeKinds: Set = ["class", "struct", "enum", "actor", "protocol", "extension"]

  /// The shadows in `files` (path relative to the exercise → source), in path order.
  static func find(in files: [String: String]) -> [Shadow] {
    files.keys.sorted().flatMap { path in
      find(in: files[path]!, path: path, isTest: path.hasPrefix("Tests/"))
    }
  }

  /// The shadows in the Swift files under the exercise at `folder`'s `Sources` and `Tests`.
  static func find(inExerciseAt folder: URL) -> [Shadow] {
    var files: [String: String] = [:]
    for part in ["Sources", "Tests"] {
      for file in TestFunctions.swiftFiles(under: folder.appending(path: part)) {
        let path = part + file.path.dropFirst(folder.appending(path: part).path.count)
        files[path] = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      }
    }
    return find(in: files)
  }

  /// What the kit says instead of a verdict while `shadows` are there.
  static func sentence(_ shadows: [Shadow]) -> String {
    let lines = shadows.map { "  \($0.file):\($0.line): \($0.name)\n" }.joined()
    return
      "Your files declare names that belong to the test frameworks, so the kit's tests would "
      + "call yours in place of XCTest's or Swift Testing's and their verdict would mean "
      + "nothing:\n\(lines)Rename or remove \(shadows.count == 1 ? "it" : "them"), then check "
      + "again; the kit gives no verdict until then.\n"
  }

  private static func isFrameworkName(_ name: String) -> Bool {
    name.hasPrefix("XCT") || name.hasPrefix("__")
  }

  private static func find(in source: String, path: String, isTest: Bool) -> [Shadow] {
    let code = SwiftTokens(source).tokens
    // A raw identifier is one token with its backticks: `XCTFail` declares XCTFail.
    let tokens = code.map { TestFileOutline.plainName($0.text) }
    let lines = code.map(\.line)
    let importsAFramework = zip(tokens, tokens.dropFirst()).contains {
      $0 == "import" && ($1 == "XCTest" || $1 == "Testing")
    }
    let plainNames = isTest || importsAFramework
    /// Each open brace: the type or extension it is the body of, or `nil`.
    var scopes: [String?] = []
    var pendingType: String?
    var shadows: [Shadow] = []
    func flag(_ name: String, at index: Int) {
      shadows.append(Shadow(file: path, line: lines[index] + 1, name: name))
    }
    func judge(_ keyword: String, _ name: String, at index: Int, modifiers: Set<String>) {
      // Inside a function or a closure, a name is the body's own: no test of the kit's sees it.
      guard !scopes.contains(where: { $0 == nil }) else { return }
      let scope = scopes.last ?? nil
      if keyword == "macro" {
        if macroNames.contains(name) || isFrameworkName(name) { flag(name, at: index) }
      } else if isFrameworkName(name) || (plainNames && testingNames.contains(name)) {
        flag(name, at: index)
      } else if let scope, scope.hasPrefix("extension ") {
        let type = String(scope.dropFirst("extension ".count))
        let isTesting = testingNames.contains(type) && type != "Tag" || type.hasPrefix("Testing.")
        if isTesting || (type.hasPrefix("XCT") && xctestMembers.contains(name)) {
          flag("\(type).\(name)", at: index)
        }
      } else if modifiers.contains("override") && overridden.contains(name) {
        flag(name, at: index)
      } else if isTest, keyword == "func", scopes.isEmpty, !(name.first?.isLetter ?? true),
        name.first != "_", name.first != "`"
      {
        flag(name, at: index)
      }
    }
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token == "{" {
        scopes.append(pendingType)
        pendingType = nil
      } else if token == "}" {
        _ = scopes.popLast()
      } else if typeKinds.contains(token), index + 1 < tokens.count,
        tokens[index + 1].first?.isLetter == true || tokens[index + 1] == "`",
        index == 0 || tokens[index - 1] != "."
      {
        var name = tokens[index + 1] == "`" ? tokens[safe: index + 2] ?? "" : tokens[index + 1]
        var cursor = index + (tokens[index + 1] == "`" ? 4 : 2)
        while cursor + 1 < tokens.count, tokens[cursor] == "." {
          name += "." + tokens[cursor + 1]
          cursor += 2
        }
        if !declarations.contains(name) && name != "func" {
          pendingType = token == "extension" ? "extension \(name)" : name
        }
      }
      if declarations.contains(token), index + 1 < tokens.count,
        index == 0 || tokens[index - 1] != "."
      {
        var modifiers: Set<String> = []
        var back = index - 1
        while back >= 0, tokens[back].first?.isLetter == true || tokens[back].hasPrefix("@") {
          modifiers.insert(tokens[back])
          back -= 1
        }
        let next = tokens[index + 1]
        if token == "class", declarations.contains(next) || next == "override" {
          index += 1
          continue
        }
        if next == "`", let name = tokens[safe: index + 2] {
          judge(token, name, at: index, modifiers: modifiers)
        } else if next.first?.isLetter == true || next.first == "_" {
          judge(token, next, at: index, modifiers: modifiers)
          if token == "let" || token == "var" {
            for (name, at) in laterBindings(tokens, lines, after: index + 1) {
              judge(token, name, at: at, modifiers: modifiers)
            }
          }
        } else if token == "func" {
          let name = tokens[(index + 1)...].prefix { $0 != "(" && $0 != "<" }.joined()
          judge(token, name, at: index, modifiers: modifiers)
        }
      }
      index += 1
    }
    return shadows
  }

  /// The names a `let` or `var` binds after its first, in `let a = 1, b = 2`: each name
  /// after a comma outside brackets, followed by `=` or `:`, on the statement's line.
  private static func laterBindings(_ tokens: [String], _ lines: [Int], after first: Int)
    -> [(String, Int)]
  {
    var found: [(String, Int)] = []
    var depth = 0
    var index = first + 1
    while index + 2 < tokens.count, lines[index] == lines[first] {
      switch tokens[index] {
      case "(", "[", "{": depth += 1
      case ")", "]", "}":
        if depth == 0 { return found }
        depth -= 1
      case "," where depth == 0:
        if tokens[index + 2] == "=" || tokens[index + 2] == ":" {
          found.append((tokens[index + 1], index + 1))
        }
      case "let", "var", "func", "struct", "class", "enum", "import", ";":
        if depth == 0 { return found }
      default: break
      }
      index += 1
    }
    return found
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
