import Foundation
import Testing

@testable import KitCore

/// The kit's libraries, built in the judge's scratch folder by a guided exercise's
/// background build, so that the first bench of a test-first exercise compiles the
/// exercise's trials, not `ToDo`, `ListKit` and `TestDoubles` again (issue 31).
@Suite("A guided background build warms the judge's libraries once")
struct JudgeLibrariesTests {
  /// A kit root with two exercises whose manifests name three of the kit's products.
  static func kit() throws -> TemporaryFolder {
    let kit = try TemporaryFolder()
    _ = try kit.write(
      """
      .product(name: "ToDo", package: "TDDKit"), .product(name: "ListKit", package: "TDDKit")
      """, to: "Exercises/01-a/Package.swift")
    _ = try kit.write(
      """
      .product(name: "TestDoubles", package: "TDDKit"), .product(name: "ToDo", package: "TDDKit")
      """, to: "Exercises/02-b/Package.swift")
    return kit
  }

  @Test("every product an exercise names, built as a bench builds it, where benches build")
  func builtAsABenchBuilds() throws {
    let kit = try Self.kit()
    let libraries = JudgeLibraries(root: kit.url)
    #expect(libraries.products == ["ListKit", "TestDoubles", "ToDo"])

    let commands = BackgroundBuild.commands(
      package: kit.url.appending(path: "Exercises/01-a"), root: kit.url, bench: nil)

    #expect(commands.count == 2)
    let warm = try #require(commands.last)
    let bench = BackgroundBuild.command(
      package: libraries.folder, scratch: kit.url.appending(path: KitPaths.benchScratch),
      flags: Bench.buildFlags)
    #expect(warm == bench)
    let manifest = try String(
      contentsOf: libraries.folder.appending(path: "Package.swift"), encoding: .utf8)
    for product in libraries.products {
      #expect(manifest.contains(#".product(name: "\#(product)", package: "TDDKit")"#))
    }
    #expect(manifest.contains(#"path: "\#(kit.url.path)""#))
  }

  @Test("once the judge's scratch folder holds every library, nothing more is built ahead")
  func onlyOnce() throws {
    let kit = try Self.kit()
    let modules = kit.url.appending(path: KitPaths.benchScratch).appending(path: "debug/Modules")
    for product in ["ListKit", "TestDoubles"] {
      _ = try kit.write("", to: "\(KitPaths.benchScratch)/debug/Modules/\(product).swiftmodule")
    }
    let package = kit.url.appending(path: "Exercises/01-a")
    #expect(BackgroundBuild.commands(package: package, root: kit.url, bench: nil).count == 2)

    _ = try kit.write("", to: "\(KitPaths.benchScratch)/debug/Modules/ToDo.swiftmodule")

    #expect(FileManager.default.fileExists(atPath: modules.path))
    #expect(BackgroundBuild.commands(package: package, root: kit.url, bench: nil).count == 1)
  }

  @Test("its package is written once: the same files keep SwiftPM's plan")
  func writtenOnce() throws {
    let kit = try Self.kit()
    let libraries = JudgeLibraries(root: kit.url)
    try libraries.lay()
    let manifest = libraries.folder.appending(path: "Package.swift")
    let before =
      try FileManager.default.attributesOfItem(atPath: manifest.path)[
        .modificationDate] as? Date
    Thread.sleep(forTimeInterval: 0.01)

    try libraries.lay()

    let after =
      try FileManager.default.attributesOfItem(atPath: manifest.path)[
        .modificationDate] as? Date
    #expect(before != nil)
    #expect(before == after)
  }
}
