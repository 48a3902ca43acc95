import Foundation
import Testing

/// docs/runner.md's "What the kit promises" is the kit's fault suite: each row is a fault
/// someone tried (a signal, a full disk, a cheat, a hostile ref) and names the tests that
/// reproduce it. A row is a promise only while those tests exist, so this reads the table
/// and finds every test it names in the test sources: a renamed or deleted test fails here,
/// not silently in the documentation.
@Suite("The promises table names tests that exist")
struct PromisesTableTests {
  static let root = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test("every test a promise names is declared, in its suite's files")
  func everyNamedTestExists() throws {
    let page = try String(
      contentsOf: Self.root.appending(path: "docs/runner.md"), encoding: .utf8)
    let rows = PromiseRows(page: page)
    let sources = try TestSources(folder: Self.root.appending(path: "Tests"))

    #expect(rows.count >= 40, "the table was not found or lost rows: \(rows.count)")
    var missing: [String] = []
    for name in rows.names {
      if !sources.declares(name) { missing.append(name.description) }
    }
    #expect(missing.isEmpty, "named in docs/runner.md's promises, declared nowhere: \(missing)")
  }

  @Test("the reader finds a suite, its members after it, and a missing member")
  func readsNames() throws {
    let page = """
      ## What the kit promises

      | Promise | Proved by |
      |---|---|
      | One | `AlphaTests.first`, `.second`; `BetaTests` (all four) |

      ## Next
      | Other | `GammaTests.never` |
      """
    let rows = PromiseRows(page: page)
    let sources = TestSources(files: [
      "struct AlphaTests {\n  @Test func first() {}\n}\nextension AlphaTests {\n  func second() {}\n}",
      "final class BetaTests: XCTestCase {}",
    ])

    #expect(rows.count == 1)
    #expect(
      rows.names.map(\.description) == ["AlphaTests.first", "AlphaTests.second", "BetaTests"])
    #expect(rows.names.allSatisfy(sources.declares))
    #expect(!sources.declares(.init(suite: "AlphaTests", member: "third")))
    #expect(!sources.declares(.init(suite: "GammaTests", member: nil)))
  }
}

/// The tests named in the "Proved by" column of the promises table.
struct PromiseRows {
  struct Name: CustomStringConvertible, Equatable {
    var suite: String
    var member: String?
    var description: String { member.map { "\(suite).\($0)" } ?? suite }
  }

  private(set) var count = 0
  private(set) var names: [Name] = []

  init(page: String) {
    guard let start = page.range(of: "## What the kit promises") else { return }
    let section = page[start.upperBound...]
    let body = section.range(of: "\n## ").map { section[..<$0.lowerBound] } ?? section
    for line in body.split(separator: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
      guard cells.count >= 3, !line.hasPrefix("| Promise"), let proof = cells.dropLast().last
      else { continue }
      count += 1
      var suite: String?
      for code in proof.split(separator: "`").enumerated().filter({ $0.offset % 2 == 1 }).map(
        \.element)
      {
        let text = String(code)
        if text.hasPrefix("."), let current = suite, Self.isName(text.dropFirst()) {
          names.append(Name(suite: current, member: String(text.dropFirst())))
        } else if let first = text.first, first.isUppercase, text.contains("Tests") {
          let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
          guard Self.isName(parts[0][...]) else { continue }
          suite = parts[0]
          names.append(Name(suite: parts[0], member: parts.count > 1 ? parts[1] : nil))
        }
      }
    }
  }

  private static func isName(_ text: Substring) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}

/// The test sources, to find where a suite is declared and what its files declare.
struct TestSources {
  private let files: [String]
  /// The files that declare or extend each type, by the type's name.
  private let holding: [String: [Int]]

  init(files: [String]) {
    self.files = files
    var holding: [String: [Int]] = [:]
    let kinds: Set<Substring> = ["struct", "class", "enum", "actor", "extension"]
    for (index, file) in files.enumerated() {
      for line in file.split(separator: "\n") {
        let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        for (position, word) in words.enumerated().dropLast() where kinds.contains(word) {
          holding[String(words[position + 1]), default: []].append(index)
        }
      }
    }
    self.holding = holding
  }

  init(folder: URL) throws {
    let paths =
      FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter {
        $0.pathExtension == "swift" && !$0.path.contains("/Fixtures/")
          && !$0.path.contains("/Fairness/")
      } ?? []
    self.init(files: try paths.map { try String(contentsOf: $0, encoding: .utf8) })
  }

  /// Whether a file declares `name`'s suite, and a file declaring the suite or extending it
  /// declares its member as a function.
  func declares(_ name: PromiseRows.Name) -> Bool {
    let holding = holding[name.suite] ?? []
    guard let member = name.member else { return !holding.isEmpty }
    return holding.contains { files[$0].contains("func \(member)(") }
  }
}
