import Foundation
import Testing

@testable import KitCore

/// A schema runs any of several versions of the code from one build, so the judge compiles
/// a learner's test once for the reference and all its chaffs. Its promise is that a
/// version run from the schema does exactly what the version does on its own; a version it
/// cannot hold that way is left out, never approximated.
@Suite("A schema holds versions that differ only in their bodies")
struct VariantSchemaTests {
  static let base = """
    struct Counter {
      var count: Int
      var label: String { "count \\(count)" }
      var doubled: Int {
        get { count * 2 }
        set { count = newValue / 2 }
      }
      var watched = 0 {
        didSet { count += 1 }
      }
      var observed: Int { didSet { count += 10 } }
      let make: () -> Int = { 3 }

      init(count: Int) {
        self.count = count
        observed = 0
      }

      mutating func add(_ n: Int) {
        count += n
      }

      func parity() -> String {
        if count % 2 == 0 { "even" } else { "odd" }
      }

      subscript(index: Int) -> Int { index * count }

      func check() throws -> Bool {
        guard count >= 0 else { throw Failure() }
        return count > 2
      }

      func nothing() -> Void { _ = count }
    }

    struct Failure: Error {}

    """

  @Test("the bodies of functions, initializers, getters, setters, observers and subscripts")
  func bodies() {
    let bodies = DeclarationBodies(Self.base).bodies
    let characters = Array(Self.base)
    let firstWords = bodies.map { body in
      String(characters[(body.open + 1)..<body.close]).trimmingCharacters(
        in: .whitespacesAndNewlines
      ).prefix(12)
    }
    #expect(
      firstWords == [
        "\"count \\(cou", "count * 2", "count = newV", "count += 10", "self.count =",
        "count += n", "if count % 2", "index * coun", "guard count ", "_ = count",
      ])
    #expect(
      bodies.map(\.givesValue) == [true, true, false, false, false, false, true, true, true, false])
    #expect(
      bodies.map(\.saysReturn) == [
        false, false, false, false, false, false, false, false, true, false,
      ])
  }

  @Test("protocols, nested types, operators, failable and generic declarations")
  func moreDeclarations() {
    let source = """
      protocol Store { var count: Int { get set }; func load() throws -> [Int] }
      extension Array where Element == Int {
        static func == (lhs: Self, rhs: Int) -> Bool { lhs.count == rhs }
        func total(_ start: Int = { 0 }()) -> Int { reduce(start, +) }
      }
      enum Kind {
        case a, b
        struct Inner { init?(x: Int) { if x < 0 { return nil } } }
        var name: String { switch self { case .a: "a" case .b: "b" } }
      }
      #if os(Linux)
      func linux<T: Equatable>(_ t: T) -> (T, T) where T: Hashable { (t, t) }
      #endif
      func nothing() -> () { }
      let handler: () -> Void = { print("x") }
      """
    let bodies = DeclarationBodies(source).bodies
    let characters = Array(source)
    let insides = bodies.map {
      String(characters[($0.open + 1)..<$0.close]).trimmingCharacters(in: .whitespaces)
    }
    #expect(
      insides == [
        "lhs.count == rhs", "reduce(start, +)", "if x < 0 { return nil }",
        "switch self { case .a: \"a\" case .b: \"b\" }", "(t, t)", "",
      ])
    #expect(bodies.map(\.givesValue) == [true, true, false, true, true, false])
  }

  @Test("a version that changes a body fits; one that renames, adds or changes a value does not")
  func fits() {
    let base: FileTree = ["A.swift": Data(Self.base.utf8), "Notes.txt": Data("n".utf8)]
    func version(_ from: String, _ to: String) -> FileTree {
      var files = base
      files["A.swift"] = Data(Self.base.replacingOccurrences(of: from, with: to).utf8)
      return files
    }
    #expect(VariantSchema.fits(version("count += n", "count -= n"), with: base))
    #expect(VariantSchema.fits(version("\"even\" } else", "\"odd\" } else"), with: base))
    #expect(!VariantSchema.fits(version("func parity", "func parities"), with: base))
    #expect(!VariantSchema.fits(version("var watched = 0", "var watched = 1"), with: base))
    #expect(!VariantSchema.fits(version("= { 3 }", "= { 4 }"), with: base))
    #expect(
      !VariantSchema.fits(version("didSet { count += 1 }", "didSet { count += 2 }"), with: base))
    var other = base
    other["Notes.txt"] = Data("m".utf8)
    #expect(!VariantSchema.fits(other, with: base))
    other = base
    other["B.swift"] = Data("let b = 1".utf8)
    #expect(!VariantSchema.fits(other, with: base))
    #expect(VariantSchema([base]) == nil)
  }

  /// Each body form, changed in some versions and not in others, compiled once as a
  /// schema: each version prints what it would print alone, and a run that names no
  /// version stops rather than run the base.
  @Test("each version run from one build does what it does alone")
  func runsEachVersion() throws {
    let versions: [[(String, String)]] = [
      [],
      [
        ("count += n", "count += n + 1"),
        ("if count % 2 == 0 { \"even\" }", "if count % 2 == 1 { \"even\" }"),
      ],
      [
        ("count * 2", "count * 3"), ("count += 10", "count += 20"),
        ("return count > 2", "return true"),
      ],
      [
        ("index * count", "index + count"), ("\"count \\(count)\"", "\"n=\\(count)\""),
        ("self.count = count", "self.count = count + 100"),
      ],
    ]
    let sources = versions.map { changes in
      changes.reduce(Self.base) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }
    for (index, source) in sources.enumerated().dropFirst() {
      #expect(source != sources[0], "version \(index)")
    }
    let schema = try #require(
      VariantSchema(sources.map { ["Counter.swift": Data($0.utf8)] }))
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "tddkit-schema-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    // What a test could read to tell the versions apart, read before any branch runs: it
    // must read as it does in a program that holds one version alone (issue 32).
    let main = Data(
      """
      import Foundation
      let first = (try? String(contentsOfFile: "/proc/self/environ", encoding: .utf8)) ?? ""
      print(
        ProcessInfo.processInfo.environment["\(VariantSchema.environmentKey)"] ?? "unseen",
        first.contains("\(VariantSchema.environmentKey)=0"))
      var counter = Counter(count: 3)
      counter.add(2)
      print(counter.label, counter.parity(), counter[5], try counter.check(), counter.make())
      counter.doubled = 8
      counter.observed = 1
      print(counter.label, counter.doubled)

      """.utf8)
    let alone = try sources.enumerated().map { version, source in
      try Self.compile(
        ["Counter.swift": Data(source.utf8), "main.swift": main],
        in: folder.appending(path: "alone\(version)")
      ).run([:])
    }
    #expect(Set(alone).count == alone.count, "each version prints something of its own: \(alone)")
    var files = schema.files
    files["main.swift"] = main
    let built = try Self.compile(files, in: folder.appending(path: "schema"))
    for (version, output) in alone.enumerated() {
      #expect(
        try built.run([
          VariantSchema.environmentKey: VariantSchema.environmentValue(version)
        ]) == output,
        "version \(version)")
    }
    let unnamed = try ProcessRunner.run([built.binary], in: folder, timeout: .seconds(60))
    #expect(unnamed.signal != nil)
    #expect(unnamed.output.contains("names none of them"))
  }

  /// A program compiled from `files` in `folder`.
  struct Program {
    let binary: String

    func run(_ environment: [String: String]) throws -> String {
      let result = try ProcessRunner.run(
        [binary], in: URL(filePath: binary).deletingLastPathComponent(), timeout: .seconds(60),
        environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
      return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  /// A schema's code links the bench's taker (``VariantSchema/takerFiles``), compiled here
  /// as SwiftPM compiles the bench's C module.
  static func compile(_ files: FileTree, in folder: URL) throws -> Program {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (path, data) in files { try data.write(to: folder.appending(path: path)) }
    var taker: [String] = []
    if files[VariantSchema.variantFile] != nil {
      let module = VariantSchema.takerTarget
      let takerFolder = folder.appending(path: "taker")
      try FileManager.default.createDirectory(
        at: takerFolder.appending(path: "include"), withIntermediateDirectories: true)
      for (path, text) in VariantSchema.takerFiles {
        try Data(text.utf8).write(to: takerFolder.appending(path: path))
      }
      try Data("module \(module) {\n  header \"\(module).h\"\n}\n".utf8).write(
        to: takerFolder.appending(path: "include/module.modulemap"))
      let object = takerFolder.appending(path: "\(module).o").path
      let c = try ProcessRunner.run(
        [
          "clang", "-I", takerFolder.appending(path: "include").path, "-c",
          takerFolder.appending(path: "\(module).c").path, "-o", object,
        ],
        in: folder, timeout: .seconds(120))
      try #require(c.exitCode == 0, "\(c.output)")
      taker = ["-I", takerFolder.appending(path: "include").path, object]
    }
    let binary = folder.appending(path: "program").path
    let compile = try ProcessRunner.run(
      ["swiftc", "-swift-version", "6", "-o", binary] + taker
        + files.keys.sorted().map { folder.appending(path: $0).path },
      in: folder, timeout: .seconds(300))
    try #require(compile.exitCode == 0, "\(compile.output)")
    return Program(binary: binary)
  }
}

@Suite("Which versions a compile error in a schema is in")
struct VariantSchemaBranchLinesTests {
  static let base = """
    struct Tally {
      var count = 0

      mutating func add() {
        count += 1
      }

      func label() -> String {
        "count \\(count)"
      }
    }

    """

  @Test("each line of a branch names the versions that run it; the lines around name none")
  func branchLines() throws {
    let added = Self.base.replacingOccurrences(of: "count += 1", with: "count += \"two\"")
    let labelled = Self.base.replacingOccurrences(
      of: "\"count \\(count)\"", with: "\"count\\n\\(count)\"\n    + missing")
    let alsoAdded = added
    let schema = try #require(
      VariantSchema([
        ["Tally.swift": Data(Self.base.utf8)], ["Tally.swift": Data(added.utf8)],
        ["Tally.swift": Data(labelled.utf8)], ["Tally.swift": Data(alsoAdded.utf8)],
      ]))
    let merged = String(decoding: schema.files["Tally.swift"] ?? Data(), as: UTF8.self)
    let lines = merged.split(separator: "\n", omittingEmptySubsequences: false)
    let line = { (text: String) in
      (lines.firstIndex { $0.contains(text) } ?? -10) + 1
    }

    #expect(schema.versions(atLine: line("count += \"two\""), in: "Tally.swift") == [1, 3])
    #expect(schema.versions(atLine: line("+ missing"), in: "Tally.swift") == [2])
    // The declarations outside the bodies are every version's: an error there names none.
    #expect(schema.versions(atLine: line("mutating func add"), in: "Tally.swift") == nil)
    #expect(schema.versions(atLine: line("var count = 0"), in: "Tally.swift") == nil)
    #expect(schema.versions(atLine: line("count += \"two\""), in: "Other.swift") == nil)
    // The base's branch and the body's closing brace are the body's: its versions with a
    // branch of their own (an error there is theirs; without them the base's text stands).
    let closing = try #require(
      lines.indices.first {
        $0 > line("count += 1") - 1 && lines[$0].trimmingCharacters(in: .whitespaces) == "}"
      })
    #expect(schema.versions(atLine: closing + 1, in: "Tally.swift") == [1, 3])
    #expect(
      schema.versions(atLine: line("_ = TDDKitVariant.current"), in: "Tally.swift") == [1, 3])
  }
}
