import Foundation
import Synchronization
import Testing

@testable import KitCore

/// The bench for real, on the miniature kit's exercise: trials built by one `swift build`
/// and run from one binary; every class of a trial runs, synchronous main-actor tests too;
/// a stale build is caught by the stamps and built afresh. One test, so the cold build
/// happens once.
@Suite("The bench, end to end", .serialized, EndToEnd.enabled)
struct BenchEndToEndTests {
  let tests = """
    import Answer
    import Mini
    import Testing
    import XCTest

    @MainActor
    final class First: XCTestCase {
      func test_sync() { XCTAssertEqual(answer(), 42) }
      func test_throws() throws { XCTAssertEqual(answer(), 42) }
    }

    final class Second: XCTestCase {
      func test_plain() { XCTAssertEqual(answer(), 42) }
    }

    @Suite struct Third {
      @Test func positive() { #expect(answer() > 0) }
    }

    """

  func code(_ value: Int) -> FileTree {
    code(String(value))
  }

  func code(_ value: String) -> FileTree {
    ["Sources/Answer/Answer.swift": Data("public func answer() -> Int {\n  \(value)\n}\n".utf8)]
  }

  @Test("every class and suite of a trial runs; a trial built from stale objects is rebuilt")
  func bench() throws {
    let kit = try MiniKitCopy(git: false)
    let exercise = try #require(ManifestFixtures.exercise)
    let bench = Bench(
      kitRoot: kit.root, exercise: exercise,
      trials: [("right", "right"), ("wrong", "wrong"), ("alsoRight", "right")])
    let testFiles: FileTree = ["Tests/AnswerTests/AnswerTests.swift": Data(tests.utf8)]
    func trial(_ slot: String, _ value: Int) -> Bench.Trial {
      Bench.Trial(slot: slot, sources: code(value), tests: testFiles, timeout: .seconds(60))
    }

    let first = try bench.run([trial("right", 42), trial("wrong", 41), trial("alsoRight", 42)]) {
      _ in nil
    }

    let right = try #require(first["right"])
    #expect(
      Set(right.outcomes.keys) == [
        "First/test_sync", "First/test_throws", "Second/test_plain", "Third/positive()",
      ], "\(right.outcomes)")
    #expect(right.failingTests.isEmpty, "\(right.outcomes)")
    #expect(first["alsoRight"]?.outcomes == right.outcomes, "a trial on shared code runs too")
    let wrong = try #require(first["wrong"])
    #expect(wrong.failingTests == ["First/test_sync", "First/test_throws", "Second/test_plain"])

    // The slot "wrong" now gets the right code, written as the bench would write it but
    // with the old file's time: the driver, which compares whole seconds, keeps the old
    // object. The stamps see it, and the slot is built afresh.
    let file = bench.codeFolder("wrong").appending(path: "Answer.swift")
    let time = try #require(WholeSecondGuard.modificationTime(of: file))
    try BenchStamps.stamped(code(42)["Sources/Answer/Answer.swift"]!, path: "Answer.swift").data
      .write(to: file)
    try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: file.path)
    let rebuilt = Box()
    var watched = bench
    watched.progress = { @Sendable in rebuilt.add($0) }

    let second = try watched.run([trial("wrong", 42)]) { _ in nil }

    #expect(second["wrong"]?.failingTests == [], "\(String(describing: second["wrong"]))")
    #expect(rebuilt.lines.contains { $0.hasPrefix("rebuilding trials wrong:") }, "\(rebuilt.lines)")

    // "right" keeps its tests while a run uses only "alsoRight"; its code slot, shared,
    // now names the function otherwise, so those idle tests no longer compile. They gave
    // no verdict in this run: emptied, not a failure of the run.
    let renamed: FileTree = [
      "Sources/Answer/Answer.swift": Data("public func reply() -> Int {\n  42\n}\n".utf8)
    ]
    let replyTests: FileTree = [
      "Tests/AnswerTests/ReplyTests.swift": Data(
        "import Answer\nimport XCTest\n\nfinal class Reply: XCTestCase {\n  func test_reply() { XCTAssertEqual(reply(), 42) }\n}\n"
          .utf8)
    ]
    let third = try bench.run([
      Bench.Trial(slot: "alsoRight", sources: renamed, tests: replyTests, timeout: .seconds(60))
    ]) { _ in nil }

    #expect(third["alsoRight"]?.didCompile == true)
    #expect(third["alsoRight"]?.outcomes.keys.sorted() == ["Reply/test_reply"])
    #expect(third["alsoRight"]?.failingTests == [])
  }

  /// A learner's test that fails with everything it can read of its process (the
  /// environment, the first environment, its arguments, its folder, its temporary folder),
  /// each run's random folder name put as `RUN`: the same failure on every version, or a
  /// test could pass on the reference alone.
  static let sees = """
    import Foundation
    import XCTest

    final class Sees: XCTestCase {
      func test_what_the_process_shows() {
        let first = (try? String(contentsOfFile: "/proc/self/environ", encoding: .utf8)) ?? ""
        let seen = [
          ProcessInfo.processInfo.environment.filter { $0.key != "TZ" }
            .map { "\\($0.key)=\\($0.value)" }.sorted().joined(separator: ";"),
          first.split(separator: "\\0").filter { !$0.hasPrefix("TZ=") }.sorted()
            .joined(separator: ";"),
          CommandLine.arguments.joined(separator: " "),
          FileManager.default.currentDirectoryPath,
          NSTemporaryDirectory(),
        ].joined(separator: " | ")
        let run = /[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}/
        XCTFail("seen: " + seen.replacing(run, with: "RUN"))
      }
    }

    """
  static let seen = "Sees/test_what_the_process_shows"

  @Test(
    "trials that share a schema run from one build, each on its own code; one that breaks it runs apart, the others in the schema again"
  )
  func schema() throws {
    let kit = try MiniKitCopy(git: false)
    let exercise = try #require(ManifestFixtures.exercise)
    let bench = Bench(
      kitRoot: kit.root, exercise: exercise,
      trials: [("right", "right"), ("wrong", "wrong"), ("odd", "odd"), ("all", "all")])
    let testFiles: FileTree = [
      "Tests/AnswerTests/AnswerTests.swift": Data(tests.utf8),
      "Tests/AnswerTests/Sees.swift": Data(Self.sees.utf8),
    ]
    func trial(_ slot: String, _ value: String) -> Bench.Trial {
      Bench.Trial(
        slot: slot, sources: code(value), tests: testFiles, timeout: .seconds(60), schemas: ["all"])
    }

    let shared = try bench.run([trial("right", "42"), trial("wrong", "41")]) { _ in nil }

    #expect(shared["right"]?.failingTests == [Self.seen], "\(String(describing: shared["right"]))")
    #expect(
      shared["wrong"]?.failingTests == [
        "First/test_sync", "First/test_throws", "Second/test_plain", Self.seen,
      ])
    // Issue 32: what a test reads of its process is the same on every version.
    let seen = shared.values.map { $0.outcome(of: Self.seen) }
    #expect(Set(seen.map(\.message)).count == 1, "\(seen)")
    #expect(seen.first?.message.contains("\(VariantSchema.environmentKey)=0") == false)
    #expect(shared["all"] == nil)
    let schema = bench.codeFolder("all").appending(path: VariantSchema.variantFile)
    #expect(FileManager.default.fileExists(atPath: schema.path), "the two ran from one schema")
    let idle = FileManager.default.contents(
      atPath: bench.testFolder("right").appending(path: "AnswerTests.swift").path)
    #expect(idle == nil, "the trial's own slot stayed idle")

    let lines = Box()
    var watched = bench
    watched.progress = { @Sendable in lines.add($0) }
    let apart = try watched.run([
      trial("right", "42"), trial("odd", "\"forty-two\""), trial("wrong", "41"),
    ]) { _ in nil }

    #expect(apart["right"]?.failingTests == [Self.seen], "\(String(describing: apart["right"]))")
    #expect(apart["wrong"]?.failingTests.count == 4, "\(String(describing: apart["wrong"]))")
    #expect(apart["odd"]?.didCompile == false)
    #expect(
      apart["odd"]?.compileErrors.allSatisfy { $0.file.hasPrefix("Sources/Answer/") } == true,
      "\(String(describing: apart["odd"]))")
    // Only the trial whose branch holds the error left the schema (issue 29's CI time: a
    // mechanical mutant that did not compile sent its whole batch apart, a module each).
    #expect(
      lines.lines.contains(
        "a schema did not compile: 1 of its trials run each in its own slot, 2 in a schema again"),
      "\(lines.lines)")
    let again = try String(contentsOf: schema, encoding: .utf8)
    #expect(again.contains("this module's 2 versions"), "\(again)")
  }
}

/// Lines a `@Sendable` callback collects.
final class Box: Sendable {
  private let store = Mutex<[String]>([])
  func add(_ line: String) { store.withLock { $0.append(line) } }
  var lines: [String] { store.withLock { $0 } }
}
