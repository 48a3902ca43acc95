import Foundation
import Testing

@testable import KitCore

/// `kit reset` and `kit restore` on a git clone of the miniature kit; no build needed.
@Suite("Reset and restore: nothing a learner wrote is lost")
struct ResetRestoreTests {
  @Test("reset puts the starter back; restore brings the learner's files back byte for byte")
  func resetThenRestore() throws {
    let kit = try MiniKitCopy(git: true)
    let starter = try kit.files(under: "Exercises/01-answer")
    try kit.put("green")
    _ = try kit.folder.write(
      "// mine\n", to: "MiniKit/Exercises/01-answer/Sources/Answer/Mine.swift")
    _ = try kit.folder.write(
      "// my test\n", to: "MiniKit/Exercises/01-answer/Tests/AnswerTests/MyTests.swift")
    let learners = try kit.files(under: "Exercises/01-answer")

    let reset = kit.run(["reset", "01"])
    let afterReset = try kit.files(under: "Exercises/01-answer")
    let restore = kit.run(["restore", "01"])

    #expect(reset.code == .success, "\(reset.text)")
    #expect(reset.text.contains("Saved your Sources and Tests of 01 in .tddkit/backups/01-answer/"))
    #expect(afterReset == starter)
    #expect(restore.code == .success, "\(restore.text)")
    #expect(try kit.files(under: "Exercises/01-answer") == learners)
    let backups = try FileManager.default.contentsOfDirectory(
      atPath: kit.root.appending(path: ".tddkit/backups/01-answer").path)
    #expect(backups.count == 1, "one before the reset; the starter is not backed up, git has it")
  }

  @Test("a deleted exercise folder is brought back whole by reset, with no empty backup")
  func missingFolder() throws {
    let kit = try MiniKitCopy(git: true)
    let starter = try kit.files(under: "Exercises/01-answer")
    try FileManager.default.removeItem(at: kit.root.appending(path: "Exercises/01-answer"))

    let reset = kit.run(["reset", "01"])

    #expect(reset.code == .success, "\(reset.text)")
    #expect(try kit.files(under: "Exercises/01-answer") == starter)
    #expect(reset.text.contains("back to its starter"), "\(reset.text)")
    #expect(!reset.text.contains("half replaced"))
    #expect(
      !FileManager.default.fileExists(atPath: kit.root.appending(path: ".tddkit/backups").path),
      "nothing to back up: no empty backup")
  }

  @Test(
    "a deleted exercise folder comes back with its Template/, and a Template/ deleted alone too")
  func missingTemplate() throws {
    let kit = try MiniKitCopy(git: true)
    let template = kit.root.appending(path: "Exercises/01-answer/Template")
    try FileManager.default.createDirectory(at: template, withIntermediateDirectories: true)
    try Data("// copy me\n".utf8).write(to: template.appending(path: "Copy.swift"))
    try kit.git("add", ".")
    try kit.git("commit", "-qm", "a template")
    let starter = try kit.files(under: "Exercises/01-answer")
    try FileManager.default.removeItem(at: kit.root.appending(path: "Exercises/01-answer"))

    let reset = kit.run(["reset", "01"])
    try FileManager.default.removeItem(at: template)
    let again = kit.run(["reset", "01"])

    #expect(reset.code == .success, "\(reset.text)")
    #expect(again.code == .success, "\(again.text)")
    #expect(again.text.contains("with its Template"), "\(again.text)")
    #expect(try kit.files(under: "Exercises/01-answer") == starter)
  }

  @Test("reset reads the starter from the commit recorded on the first run, not a later one")
  func recordedCommit() throws {
    let kit = try MiniKitCopy(git: true)
    let starter = try kit.files(under: "Exercises/01-answer")
    _ = kit.run(["restore", "01"])  // any command that writes state records HEAD
    try kit.put("green")
    try kit.git("commit", "-qam", "my work")

    let reset = kit.run(["reset", "01"])

    #expect(reset.code == .success, "\(reset.text)")
    #expect(try kit.files(under: "Exercises/01-answer") == starter)
    let state = StateStore(root: kit.root).load(repairing: false).state
    #expect(state.pristineCommit?.isEmpty == false)
  }

  @Test("with the state lost, reset still finds the kit's starter, not the learner's commit")
  func starterWithoutState() throws {
    let kit = try MiniKitCopy(git: true)
    let starter = try kit.files(under: "Exercises/01-answer")
    try kit.git("config", "user.email", "learner@example.invalid")
    try kit.git("config", "user.name", "A Learner")
    try kit.put("green")
    try kit.git("-c", "user.email=learner@example.invalid", "commit", "-qam", "my work")
    _ = try kit.folder.write("{ broken", to: "MiniKit/.tddkit/state.json")

    _ = kit.run(["progress"])
    _ = kit.run(["restore", "01"])  // a command that writes the state records the starter
    let reset = kit.run(["reset", "01"])

    #expect(reset.code == .success, "\(reset.text)")
    #expect(try kit.files(under: "Exercises/01-answer") == starter)
    let kitCommit = try kit.git("rev-list", "--max-parents=0", "HEAD")
    #expect(reset.text.contains("(commit \(kitCommit.prefix(10)))"))
  }

  @Test("without git history, reset says so and changes nothing")
  func withoutGit() throws {
    let kit = try MiniKitCopy(git: false)
    try kit.put("green")
    let before = try kit.files(under: "Exercises/01-answer")

    let reset = kit.run(["reset", "01"])

    #expect(reset.code == .environmentFailed)
    #expect(reset.text.contains("is not a git clone"))
    #expect(reset.text.contains("Nothing was changed."))
    #expect(try kit.files(under: "Exercises/01-answer") == before)
    #expect(
      !FileManager.default.fileExists(atPath: kit.root.appending(path: ".tddkit/backups").path))
  }

  @Test("a missing git executable is named as such")
  func gitMissing() throws {
    let kit = try MiniKitCopy(git: true)
    let starter = PristineStarter(root: kit.root, git: "git-that-is-not-installed")

    #expect(throws: StarterError.gitMissing) { try starter.head() }
  }

  @Test("restore with no backup refuses and changes nothing")
  func nothingToRestore() throws {
    let kit = try MiniKitCopy(git: true)

    let restore = kit.run(["restore", "01"])

    #expect(restore.code == .refused)
    #expect(restore.text.contains("There is no backup of 01 to restore"))
  }

  @Test("a corrupted state file is moved aside with a warning by the next command that writes")
  func corruptedStateFile() throws {
    let kit = try MiniKitCopy(git: true)
    _ = try kit.folder.write("{ broken", to: "MiniKit/.tddkit/state.json")

    let restore = kit.run(["restore", "01"])

    #expect(restore.text.contains("warning: .tddkit/state.json could not be read"))
    let names = try FileManager.default.contentsOfDirectory(
      atPath: kit.root.appending(path: ".tddkit").path)
    let aside = try #require(names.first { $0.hasPrefix("state.json.corrupt-") })
    #expect(
      try String(contentsOf: kit.root.appending(path: ".tddkit/\(aside)"), encoding: .utf8)
        == "{ broken")
  }
}
