import Foundation
import Testing

@testable import KitCore

@Suite("Every build the kit runs shares one module cache")
struct SharedModuleCacheTests {
  /// The folder after `-module-cache-path` in `command`.
  static func cache(in command: [String]) -> String? {
    command.firstIndex(of: "-module-cache-path").map { command[$0 + 2] }
  }

  @Test("the learner's runs and the judge's bench use one cache, beside their scratch folders")
  func oneCacheForBoth() throws {
    let root = URL(filePath: "/kit")
    let learner = BackgroundBuild.command(
      package: root.appending(path: "Exercises/03-data-provider"),
      scratch: root.appending(path: KitPaths.scratch))
    let bench = BackgroundBuild.command(
      package: root.appending(path: KitPaths.bench("bench", "03-data-provider")),
      scratch: root.appending(path: KitPaths.benchScratch), flags: Bench.buildFlags)

    let cache = try #require(Self.cache(in: learner))
    #expect(cache == "/kit/.build/tddkit/module-cache")
    #expect(Self.cache(in: bench) == cache)
    #expect(learner.suffix(2) == ["--scratch-path", "/kit/.build/tddkit/scratch"])
  }

  @Test("a learner's swift test passes the same words, on every run in its scratch folder")
  func theLearnersRun() throws {
    let swift = try FakeSwift(#"printf '%s\n' "$@" >> "$(dirname "$0")/arguments"; exit 1"#)
    let package = try TemporaryFolder()
    let scratch = package.url.appending(path: ".build/tddkit/scratch")
    let runner = SwiftTestRunner(
      scratchPath: scratch, timeout: .seconds(20), resultsFolder: package.url, swift: swift.path)

    _ = try runner.run(packageAt: package.url, testModule: "AnswerTests")

    let arguments = try String(
      contentsOf: URL(filePath: swift.binFolder).appending(path: "arguments"), encoding: .utf8)
    let words = arguments.split(separator: "\n").map(String.init)
    #expect(
      Self.cache(in: words)
        == package.url.appending(path: ".build/tddkit/module-cache").path, "\(arguments)")
  }
}
