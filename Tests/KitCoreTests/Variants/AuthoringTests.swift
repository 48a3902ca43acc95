import Foundation
import Testing

@testable import KitCore

/// `kit materialise` builds a state into a folder; `kit author` writes an edited copy back as
/// a patch in the kit's format, one the audit accepts.
@Suite("Materialising and authoring variants")
struct AuthoringTests {
  let kit: MiniKitCopy
  let writer = BufferWriter()
  let copy: URL

  init() throws {
    kit = try MiniKitCopy(git: false)
    copy = kit.folder.url.appending(path: "copy")
  }

  private func run(_ arguments: [String]) -> ExitCode {
    Kit(root: kit.root, writer: writer).run(arguments)
  }

  private func answer(in folder: URL) throws -> String {
    try String(contentsOf: folder.appending(path: "Sources/Answer/Answer.swift"), encoding: .utf8)
  }

  private func setAnswer(_ code: String, in folder: URL) throws {
    try code.write(
      to: folder.appending(path: "Sources/Answer/Answer.swift"), atomically: true, encoding: .utf8)
  }

  @Test("a mutant is materialised as the solution with its patch applied")
  func materialiseMutant() throws {
    #expect(run(["materialise", "01", "mutant:off-by-one", "--into", copy.path]) == .success)

    #expect(try answer(in: copy) == "public func answer() -> Int {\n  41\n}\n")
    #expect(FileManager.default.fileExists(atPath: copy.appending(path: "Package.swift").path))
  }

  @Test(
    "an edited copy of the solution becomes a new mutant's patch, and the kit asks for its description"
  )
  func authorMutant() throws {
    _ = run(["materialise", "01", "solution", "--into", copy.path])
    try setAnswer("public func answer() -> Int {\n  24\n}\n", in: copy)

    #expect(run(["author", "mutant", "01", "digits-swapped", "--from", copy.path]) == .success)

    let patch = kit.root.appending(path: "Solutions/01-answer/Mutants/digits-swapped.patch")
    #expect(
      try String(contentsOf: patch, encoding: .utf8) == """
        diff --git a/Sources/Answer/Answer.swift b/Sources/Answer/Answer.swift
        --- a/Sources/Answer/Answer.swift
        +++ b/Sources/Answer/Answer.swift
        @@ -1,3 +1,3 @@
         public func answer() -> Int {
        -  42
        +  24
         }

        """)
    #expect(writer.text.contains("Now describe it in Solutions/01-answer/mutants.json"))
  }

  @Test("a stage patch written under later snapshots rewrites theirs, so their code stays")
  func authorStageKeepsLaterSnapshots() throws {
    var manifest = try ManifestFixtures.manifest
    manifest.exercises[0].stages[0].snapshot = Snapshot(path: "Stages/answer", failing: [])
    try save(manifest)
    _ = run(["materialise", "01", "starter", "--into", copy.path])
    try setAnswer("public func answer() -> Int {\n  42\n}\n", in: copy)
    _ = run(["author", "stage", "01", "answer", "--from", copy.path])
    var first = manifest.exercises[0].stages[0]
    (first.id, first.tests) = ("hard-coded", [])
    first.snapshot = Snapshot(path: "Stages/hard-coded", failing: [])
    manifest.exercises[0].stages.insert(first, at: 0)
    try save(manifest)

    try setAnswer("public func answer() -> Int {\n  7\n}\n", in: copy)
    #expect(run(["author", "stage", "01", "hard-coded", "--from", copy.path]) == .success)

    let later = kit.folder.url.appending(path: "later")
    _ = run(["materialise", "01", "stage:answer", "--into", later.path])
    #expect(try answer(in: later) == "public func answer() -> Int {\n  42\n}\n")
    #expect(PatchAudit(root: kit.root).problems(in: manifest.exercises[0]) == [])
  }

  @Test("a mutant with base stage is a mistake of that stage's step: it patches the snapshot")
  func chaffOfAStage() throws {
    var manifest = try ManifestFixtures.manifest
    manifest.exercises[0].stages[0].snapshot = Snapshot(path: "Stages/answer", failing: [])
    manifest.exercises[0].mutants = [
      Mutant(id: "one-less", description: "answers one less", stage: "answer", base: .stage)
    ]
    try save(manifest)
    _ = run(["materialise", "01", "starter", "--into", copy.path])
    try setAnswer("public func answer() -> Int {\n  40\n}\n", in: copy)
    _ = run(["author", "stage", "01", "answer", "--from", copy.path])
    try setAnswer("public func answer() -> Int {\n  39\n}\n", in: copy)

    #expect(run(["author", "mutant", "01", "one-less", "--from", copy.path]) == .success)

    let planted = kit.folder.url.appending(path: "planted")
    #expect(run(["materialise", "01", "mutant:one-less", "--into", planted.path]) == .success)
    #expect(try answer(in: planted) == "public func answer() -> Int {\n  39\n}\n")
    #expect(PatchAudit(root: kit.root).problems(in: manifest.exercises[0]) == [])
  }

  private func save(_ manifest: Manifest) throws {
    try manifest.write(into: kit.root)
  }

  @Test("a variant that is not there is named")
  func unknownVariant() {
    #expect(run(["materialise", "01", "mutant:nope", "--into", copy.path]) == .verificationFailed)
    #expect(writer.text == "error: 01-answer: no mutant 'nope'\n")
  }
}
