import Foundation
import Testing

@testable import KitCore

@Suite("The kit command's words")
struct KitTests {
  let folder: TemporaryFolder
  let writer = BufferWriter()
  let kit: Kit

  init() throws {
    folder = try TemporaryFolder()
    try ManifestFixtures.copyManifest(into: folder.url)
    kit = Kit(root: folder.url, writer: writer)
  }

  @Test("with no arguments, lists the exercises and says how to start the first")
  func overview() {
    let code = kit.run([])

    #expect(code == .success)
    #expect(writer.text.contains("01  The answer"))
    #expect(writer.text.contains("swift run kit watch 01     checks on every save"))
    #expect(writer.text.contains("hint: Return 42."))
  }

  @Test("hints name each stage by its id, with the file to open")
  func hints() {
    let code = kit.run(["hint", "01"])

    #expect(code == .success)
    #expect(writer.text.contains("1. Answer 42 [answer]\n   hint: Return 42."))
    #expect(writer.text.contains("open: Exercises/01-answer/Sources/Answer/Answer.swift"))
  }

  @Test("an unknown exercise id is answered with the valid ids")
  func unknownExercise() {
    let code = kit.run(["hint", "99"])

    #expect(code == .badInput)
    #expect(writer.text.contains("there is no exercise '99'; the exercises are: 01"))
  }

  @Test("a usage error exits 2 and says so")
  func usageError() {
    #expect(kit.run(["frobnicate"]) == .usage)
    #expect(writer.text.contains("unknown command"))
  }

  @Test("a corrupted manifest is reported with its path and exit code 3")
  func corruptedManifest() throws {
    _ = try folder.write("{", to: "Exercises/exercises.json")

    let code = kit.run(["list"])

    #expect(code == .badInput)
    #expect(writer.text.contains("exercises.json is not a valid manifest"))
  }

  @Test("finds the kit's root from a folder inside it")
  func findsRoot() throws {
    let inside = folder.url.appending(path: "Exercises/01-answer/Sources")
    try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)

    #expect(
      Kit.findRoot(from: inside)?.standardizedFileURL.path == folder.url.standardizedFileURL.path)
  }

}
