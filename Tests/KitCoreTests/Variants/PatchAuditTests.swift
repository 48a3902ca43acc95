import Foundation
import Testing

@testable import KitCore

/// A patch that no longer stands for its variant fails loudly, naming exercise, variant and
/// file: the mini kit's one mutant, `off-by-one` (`42` becomes `41`), bent in each way.
@Suite("Auditing the variant patches")
struct PatchAuditTests {
  let kit: MiniKitCopy
  let patch = "Solutions/01-answer/Mutants/off-by-one.patch"

  init() throws {
    kit = try MiniKitCopy(git: false)
  }

  private func problems() throws -> [String] {
    PatchAudit(root: kit.root).problems(in: try #require(ManifestFixtures.exercise))
  }

  private func edit(_ path: String, _ change: (String) -> String) throws {
    let file = kit.root.appending(path: path)
    try change(String(contentsOf: file, encoding: .utf8)).write(
      to: file, atomically: true, encoding: .utf8)
  }

  @Test("the fixture's patch applies exactly and is in the kit's format")
  func cleanPatch() throws {
    #expect(try problems() == [])
  }

  @Test("a patch whose context the solution no longer has does not apply")
  func drifted() throws {
    try edit("Solutions/01-answer/Sources/Answer/Answer.swift") { $0.replacing("42", with: "43") }

    #expect(
      try problems() == [
        "01-answer: mutant off-by-one: \(patch) does not apply: error: patch failed: Sources/Answer/Answer.swift:1; error: Sources/Answer/Answer.swift: patch does not apply"
      ])
  }

  @Test("a patch that applies only further down the file fails too")
  func offset() throws {
    let solution = "Sources/Answer/Answer.swift"
    let code = "/// The answer.\n///\n/// To everything.\npublic func answer() -> Int {\n  42\n}\n"
    _ = try kit.folder.write(code, to: "MiniKit/Solutions/01-answer/\(solution)")
    try GitPatch.make(
      from: [solution: Data(code.utf8)], to: [solution: Data(code.replacing("42", with: "41").utf8)]
    ).write(to: kit.root.appending(path: patch))
    try #require(try problems() == [])

    try edit("Solutions/01-answer/\(solution)") { "// moved down\n" + $0 }

    #expect(
      try problems() == [
        "01-answer: mutant off-by-one: \(patch) applies only with an offset: Hunk #1 succeeded at 5 (offset 1 line)."
      ])
  }

  @Test(
    "a patch edited by hand out of the kit's format is named, with the command that rewrites it")
  func notCanonical() throws {
    try edit(patch) { $0.replacing("@@ -1,3 +1,3 @@", with: "@@ -1,3 +1,3 @@ answer") }

    #expect(
      try problems() == [
        "01-answer: mutant off-by-one: \(patch) is not in the kit's patch format; rewrite it with kit author mutant 01 off-by-one"
      ])
  }

  @Test("a hunk that only moves whitespace is not a mistake of the mutant's")
  func whitespaceOnly() {
    let patch = Data(
      """
      diff --git a/Sources/A.swift b/Sources/A.swift
      --- a/Sources/A.swift
      +++ b/Sources/A.swift
      @@ -3,1 +3,1 @@
      -  let x = 1
      +  let x =  1
      @@ -9,1 +9,1 @@
      -  42
      +  41

      """.utf8)

    #expect(PatchAudit.whitespaceOnlyHunks(in: patch) == ["the hunk at Sources/A.swift:3"])
  }

  @Test("a line moved past another is a change, though the same words are removed and added")
  func movedLine() {
    let patch = Data(
      """
      diff --git a/Sources/A.swift b/Sources/A.swift
      --- a/Sources/A.swift
      +++ b/Sources/A.swift
      @@ -6,4 +6,4 @@
       enum Section: Int {
      -  case toDo
         case done
      +  case toDo
       }

      """.utf8)

    #expect(PatchAudit.whitespaceOnlyHunks(in: patch) == [])
  }

  @Test("a stage patch that stops applying is said once, with every variant it blocks")
  func blockedVariantsSaidOnce() throws {
    try kit.addTestFirstExercise()
    let exercise = try #require(try kit.manifest().exercise("04"))
    // The starter changed under the stage's patch: the mutants built on that stage fail too.
    try edit("Exercises/04-tally/Sources/Tally/Tally.swift") {
      $0.replacing("public mutating func add() {}", with: "public mutating func add() { }")
    }

    let audit = PatchAudit(root: kit.root)
    let problems = audit.problems(in: exercise)
    let findings = audit.findings(in: exercise)

    #expect(problems.count == 1, "\(problems)")
    #expect(
      problems.first?.hasPrefix(
        "04-tally: stage adding: Solutions/04-tally/Stages/adding.patch does not apply: ") == true)
    #expect(
      problems.first?.hasSuffix("; it blocks mutant adds-two, mutant adds-only-once") == true,
      "\(problems)")
    #expect(findings[.mutant("adds-two")] == [], "blocked, and said at the stage")
    #expect(findings[.mutant("clear-keeps-count")] == nil, "built on the solution: not blocked")
  }

  @Test("a description without its patch, and a patch or a copy without a description")
  func orphans() throws {
    try FileManager.default.removeItem(at: kit.root.appending(path: patch))
    _ = try kit.folder.write("x", to: "MiniKit/Solutions/01-answer/Mutants/stray.patch")
    _ = try kit.folder.write("x", to: "MiniKit/Solutions/01-answer/Stages/old/Sources/A.swift")

    let problems = ManifestValidator(root: kit.root).problems(in: try ManifestFixtures.manifest)

    #expect(
      problems == [
        "01-answer: mutant off-by-one: its patch \(patch) is missing",
        "01-answer: Solutions/01-answer/Stages/old/Sources/A.swift is not a patch (variants are patches: see CONTRIBUTING.md)",
        "01-answer: Solutions/01-answer/Mutants/stray.patch has no description in the manifest",
      ])
  }
}
