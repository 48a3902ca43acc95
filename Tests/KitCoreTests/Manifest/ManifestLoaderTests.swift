import Foundation
import Testing

@testable import KitCore

@Suite("Loading the manifest")
struct ManifestLoaderTests {
  @Test("decodes a valid manifest")
  func decodesValidManifest() throws {
    let folder = try TemporaryFolder()
    let url = try folder.write(try ManifestFixtures.json, to: "exercises.json")

    let manifest = try ManifestLoader.load(from: url)

    #expect(manifest.exercises.map(\.id) == ["01"])
    #expect(
      manifest.exercise("01-answer")?.testsInOrder == [
        "AnswerTests/test_answer_isFortyTwo", "AnswerChecks/answerIsPositive()",
      ])
  }

  @Test("names the missing file")
  func missingFile() {
    let url = URL(filePath: "/nonexistent/exercises.json")

    #expect(throws: ManifestError.missing(path: url.path)) {
      try ManifestLoader.load(from: url)
    }
  }

  @Test("says where in the file a key is missing")
  func missingKey() throws {
    let broken = try ManifestFixtures.json.replacingOccurrences(
      of: #""hint": "Return 42.","#, with: "")
    let folder = try TemporaryFolder()
    let url = try folder.write(broken, to: "exercises.json")

    #expect {
      try ManifestLoader.load(from: url)
    } throws: { error in
      "\(error)".contains("exercises[0].stages[0]: key 'hint' is missing")
    }
  }

  @Test("an unknown stage kind or framework is named with the words that would work")
  func unknownWords() throws {
    let broken = try ManifestFixtures.json
      .replacingOccurrences(of: #""make-the-test-pass""#, with: #""make-it-so""#)
    let folder = try TemporaryFolder()
    let url = try folder.write(broken, to: "exercises.json")

    #expect(
      throws: ManifestError.invalid(
        path: url.path,
        reason:
          "at exercises[0].stages[0].kind: 'make-it-so' is not one of 'make-the-test-pass', 'write-the-test', 'write-the-double'"
      )
    ) {
      try ManifestLoader.load(from: url)
    }
  }

  @Test("reports a file that is not JSON, and leaves it as it was")
  func corruptedFile() throws {
    let folder = try TemporaryFolder()
    let url = try folder.write("{ not json", to: "exercises.json")

    #expect(throws: ManifestError.self) { try ManifestLoader.load(from: url) }
    #expect(try String(contentsOf: url, encoding: .utf8) == "{ not json")
  }
}
