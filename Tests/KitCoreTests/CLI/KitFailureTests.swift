import Foundation
import Testing

@testable import KitCore

@Suite("One way to fail: a command throws, the kit writes it once to standard error")
struct KitFailureTests {
  @Test("an error is written once to standard error, with its exit code, nothing to output")
  func errorOnce() throws {
    let folder = try TemporaryFolder()
    try ManifestFixtures.copyManifest(into: folder.url)
    let writer = BufferWriter()

    let code = Kit(root: folder.url, writer: writer).run(["hint", "99"])

    #expect(code == .badInput)
    #expect(writer.output.isEmpty)
    #expect(writer.errors == "error: there is no exercise '99'; the exercises are: 01\n")
  }

  @Test("a usage mistake is a failure with exit code 2")
  func usage() {
    let failure = KitFailure(UsageError("kit hint takes one exercise id"))

    #expect(failure.code == .usage)
    #expect(failure.text == "error: kit hint takes one exercise id\n")
  }

  @Test("an error says 'error:' first and what it left after; a refusal says neither")
  func words() {
    let error = KitFailure.error(
      "git is missing", code: .environmentFailed, then: "Nothing was changed.\n")
    let refusal = KitFailure.refusal("Make it green first.\n")

    #expect(error.text == "error: git is missing\nNothing was changed.\n")
    #expect(refusal.text == "Make it green first.\n")
    #expect(refusal.code == .refused)
  }

  @Test("a command that fails after changing the state still has the change saved")
  func stateSavedOnFailure() throws {
    let folder = try TemporaryFolder()
    try ManifestFixtures.copyManifest(into: folder.url)
    let kit = Kit(root: folder.url, writer: BufferWriter())

    let code = kit.reporting { () throws(KitFailure) -> ExitCode in
      try kit.withLockedState { state throws(KitFailure) -> ExitCode in
        state.currentExercise = "01"
        throw KitFailure.error("stopped", code: .environmentFailed)
      }
    }

    #expect(code == .environmentFailed)
    #expect(StateStore(root: folder.url).load(repairing: false).state.currentExercise == "01")
  }
}
