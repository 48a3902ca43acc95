import Foundation
import Testing

@testable import KitCore

@Suite("Loading the manifest")
struct ManifestLoaderTests {
  let kit: MiniKitCopy

  init() throws {
    kit = try MiniKitCopy(git: false)
  }

  @Test("assembles each exercise from its curriculum, its mutants and its recorded reds")
  func assemblesThePieces() throws {
    let manifest = try load()

    let exercise = try #require(manifest.exercise("01-answer"))
    #expect(manifest.exercises.map(\.id) == ["01"])
    #expect(exercise.folder == "01-answer")
    #expect(exercise.title == "The answer")
    #expect(
      exercise.testsInOrder == [
        "AnswerTests/test_answer_isFortyTwo", "AnswerChecks/answerIsPositive()",
      ])
    #expect(exercise.mutants == [Mutant(id: "off-by-one", description: "answers 41")])
    #expect(exercise.starter.failing.map(\.test) == exercise.testsInOrder)
    #expect(exercise.starter.failing.allSatisfy { !$0.reason.isEmpty })
  }

  @Test("a stage's snapshot gets the reds recorded for it, and a placeholder its flag")
  func snapshotsAndPlaceholders() throws {
    try edit(curriculum) {
      $0.replacingOccurrences(
        of: #""doubles": []"#, with: #""doubles": [], "snapshot": { "path": "Stages/answer" }"#
      ).replacingOccurrences(
        of: #""minutes": 5,"#,
        with: #""minutes": 5, "placeholders": ["AnswerChecks/answerIsPositive()"],"#)
    }
    try edit(reds) {
      $0.replacingOccurrences(
        of: #""snapshots": []"#,
        with:
          #""snapshots": [{ "stage": "answer", "failing": [{ "test": "T/t", "reason": "r" }] }]"#
      )
    }

    let exercise = try #require(try load().exercises.first)

    #expect(
      exercise.stages[0].snapshot
        == Snapshot(path: "Stages/answer", failing: [ExpectedFailure(test: "T/t", reason: "r")]))
    #expect(exercise.starter.failing.map(\.placeholder) == [nil, true])
  }

  @Test("an exercise whose reds were never recorded loads with none, for the recorder to write")
  func unrecordedReds() throws {
    try FileManager.default.removeItem(at: kit.root.appending(path: reds))

    let exercise = try #require(try load().exercises.first)

    #expect(exercise.starter.failing == [])
  }

  @Test("names the missing index")
  func missingIndex() {
    let url = URL(filePath: "/nonexistent/exercises.json")

    #expect(throws: ManifestError.missing(path: url.path)) {
      try ManifestLoader.load(from: url)
    }
  }

  @Test("a folder the index lists without its exercise.json is named, with where it is listed")
  func missingCurriculum() throws {
    try edit(index) {
      $0.replacingOccurrences(of: #""01-answer""#, with: #""01-answer", "02-more""#)
    }

    #expect(
      throws: ManifestError.missingPiece(
        path: kit.root.appending(path: "Solutions/02-more/exercise.json").path,
        listedAt: "exercises[1]")
    ) { try load() }
  }

  @Test("an exercise without mutants.json is named: a typo must not drop every mutant")
  func missingMutants() throws {
    try FileManager.default.removeItem(at: kit.root.appending(path: mutants))

    #expect(
      throws: ManifestError.missingPiece(
        path: kit.root.appending(path: mutants).path, listedAt: "exercises[0]")
    ) { try load() }
  }

  @Test("says which piece and where in it a key is missing")
  func missingKey() throws {
    try edit(curriculum) { $0.replacingOccurrences(of: #""hint": "Return 42.","#, with: "") }

    #expect(
      throws: ManifestError.invalid(
        path: kit.root.appending(path: curriculum).path,
        reason: "at stages[0]: key 'hint' is missing")
    ) { try load() }
  }

  @Test("an unknown word in a mutant is named with the words that would work")
  func unknownWords() throws {
    try edit(mutants) {
      $0.replacingOccurrences(
        of: #""id": "off-by-one","#, with: #""id": "off-by-one", "base": "x","#)
    }

    #expect(
      throws: ManifestError.invalid(
        path: kit.root.appending(path: mutants).path,
        reason: "at mutants[0].base: 'x' is not one of 'solution', 'stage'")
    ) { try load() }
  }

  @Test("a red written into exercise.json by hand is sent to the recorder")
  func handWrittenReds() throws {
    try edit(curriculum) {
      $0.replacingOccurrences(
        of: #""doubles": []"#,
        with:
          #""doubles": [], "snapshot": { "path": "Stages/answer", "failing": [{ "test": "T/t", "reason": "r" }] }"#
      )
    }

    #expect(
      throws: ManifestError.invalid(
        path: kit.root.appending(path: curriculum).path,
        reason:
          "at stages[0].snapshot.failing: reds are recorded in Solutions/01-answer/reds.json by swift run kit verify --record 01, not written here"
      )
    ) { try load() }
  }

  @Test("a key that moved out of exercise.json says where it lives now")
  func movedKey() throws {
    try edit(curriculum) {
      $0.replacingOccurrences(of: #""minutes": 5,"#, with: #""minutes": 5, "mutants": [],"#)
    }

    #expect(
      throws: ManifestError.invalid(
        path: kit.root.appending(path: curriculum).path,
        reason: "at mutants: an exercise's mutants are in Solutions/01-answer/mutants.json")
    ) { try load() }
  }

  @Test("an index entry that is not a folder NN-slug is refused")
  func badFolderName() throws {
    try edit(index) { $0.replacingOccurrences(of: #""01-answer""#, with: #""../answer""#) }

    #expect(
      throws: ManifestError.invalid(
        path: kit.root.appending(path: index).path,
        reason: "at exercises[0]: '../answer' is not an exercise folder's name (NN-slug)")
    ) { try load() }
  }

  @Test("a one-file manifest of before the split is named as such")
  func oldSchema() throws {
    try edit(index) {
      $0.replacingOccurrences(of: #""schemaVersion": 2"#, with: #""schemaVersion": 1"#)
    }

    #expect {
      try load()
    } throws: { error in
      "\(error)".contains("schemaVersion 1") && "\(error)".contains("this kit reads 2")
    }
  }

  @Test("reports a piece that is not JSON, and leaves it as it was")
  func corruptedPiece() throws {
    let url = kit.root.appending(path: reds)
    try Data("{ not json".utf8).write(to: url)

    #expect {
      try load()
    } throws: { error in
      "\(error)".hasPrefix("\(url.path) is not a valid manifest")
    }
    #expect(try String(contentsOf: url, encoding: .utf8) == "{ not json")
  }

  // MARK: - Helpers

  private let index = "Exercises/exercises.json"
  private let curriculum = "Solutions/01-answer/exercise.json"
  private let mutants = "Solutions/01-answer/mutants.json"
  private let reds = "Solutions/01-answer/reds.json"

  private func load() throws -> Manifest {
    try ManifestLoader.load(from: kit.root.appending(path: index))
  }

  private func edit(_ path: String, _ change: (String) -> String) throws {
    let url = kit.root.appending(path: path)
    let text = try String(contentsOf: url, encoding: .utf8)
    let changed = change(text)
    try #require(changed != text, "the edit of \(path) changed nothing")
    try changed.write(to: url, atomically: true, encoding: .utf8)
  }
}
