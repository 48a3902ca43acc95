import Foundation
import Testing

@testable import KitCore

/// A copy of `Fixtures/MiniKit` in a temporary folder, made a git clone with one commit
/// when asked, so `reset` has a pristine starter to read; removed with the value.
final class MiniKitCopy {
  static let edits = ManifestFixtures.miniKit.deletingLastPathComponent()
    .appending(path: "LearnerEdits")

  let folder: TemporaryFolder
  let root: URL

  /// With `secondExercise`, exercise 01 is copied as `02-more` (never built), so that
  /// commands that look at earlier exercises have one to look at.
  /// Keeps a ``TinyDisk`` mounted while the copy on it is in use.
  private var disk: TinyDisk?

  init(git: Bool, secondExercise: Bool = false) throws {
    folder = try TemporaryFolder()
    root = folder.url.appending(path: "MiniKit")
    try FileManager.default.copyItem(at: ManifestFixtures.miniKit, to: root)
    if secondExercise { try addSecondExercise() }
    if git {
      try self.git("init", "-q")
      try self.git("add", ".")
      try self.git("commit", "-qm", "the kit as shipped")
    }
  }

  /// A copy on `disk`, a git clone with one commit; `extra` files (by path from the kit's
  /// root) are committed with it.
  init(on disk: TinyDisk, extra: [String: Data] = [:]) throws {
    folder = try TemporaryFolder()
    self.disk = disk
    root = disk.url.appending(path: "MiniKit")
    try FileManager.default.copyItem(at: ManifestFixtures.miniKit, to: root)
    for (path, data) in extra { try data.write(to: root.appending(path: path)) }
    try git("init", "-q")
    try git("add", ".")
    try git("commit", "-qm", "the kit as shipped")
  }

  private func addSecondExercise() throws {
    for base in ["Exercises", "Solutions"] {
      try FileManager.default.copyItem(
        at: root.appending(path: "\(base)/01-answer"), to: root.appending(path: "\(base)/02-more"))
    }
    var manifest = try ManifestFixtures.manifest
    var second = manifest.exercises[0]
    (second.id, second.folder, second.title) = ("02", "02-more", "More answers")
    manifest.exercises.append(second)
    try manifest.write(into: root)
  }

  /// Adds `Fixtures/WriteTheTest`'s exercise 03, where the learner writes the tests of a
  /// finished counter and two mutants are aimed at them.
  func addWriteTheTestExercise() throws {
    try addFixtureExercise("WriteTheTest", folder: "03-counter")
  }

  /// Adds `Fixtures/TestFirst`'s exercise 04, a tally worked test-first: a skeleton, a
  /// stage snapshot, and two chaffs per stage. Commits it when the copy is a clone, so
  /// that git gives its starter.
  func addTestFirstExercise() throws {
    try addFixtureExercise("TestFirst", folder: "04-tally")
    try commitIfClone("a test-first exercise")
  }

  /// Adds `Fixtures/Staged`'s exercise 05, three stages of one test each that turn green
  /// one at a time (``putSteps(_:)``), committed when the copy is a clone.
  func addStagedExercise() throws {
    try addFixtureExercise("Staged", folder: "05-steps")
    try commitIfClone("a staged exercise")
  }

  /// Commits everything, when the copy is a clone, so that git gives the starters added.
  private func commitIfClone(_ message: String) throws {
    guard FileManager.default.fileExists(atPath: root.appending(path: ".git").path) else { return }
    try git("add", ".")
    try git("commit", "-qm", message)
  }

  /// Makes exercise 05's `steps()` return `value` (Swift source: `10`, or `"ten"` to break
  /// the build).
  func putSteps(_ value: String) throws {
    try "public func steps() -> Int {\n  \(value)\n}\n".write(
      to: root.appending(path: "Exercises/05-steps/Sources/Steps/Steps.swift"), atomically: true,
      encoding: .utf8)
  }

  /// Copies `Fixtures/<fixture>`'s exercise and solution folders `folder` in (with their
  /// pieces of the manifest), and lists the exercise in the index.
  private func addFixtureExercise(_ fixture: String, folder: String) throws {
    let source = ManifestFixtures.miniKit.deletingLastPathComponent().appending(path: fixture)
    for base in ["Exercises", "Solutions"] {
      try FileManager.default.copyItem(
        at: source.appending(path: "\(base)/\(folder)"),
        to: root.appending(path: "\(base)/\(folder)"))
    }
    let indexURL = root.appending(path: ManifestLayout.index)
    var index = try JSONDecoder().decode(ManifestIndex.self, from: Data(contentsOf: indexURL))
    index.exercises.append(folder)
    try JSONEncoder().encode(index).write(to: indexURL)
  }

  /// Puts the solution's version of `file` in the learner's folder of `exercise`.
  func put(solutionOf exercise: String, file: String) throws {
    try Data(contentsOf: root.appending(path: "Solutions/\(exercise)/\(file)"))
      .write(to: root.appending(path: "Exercises/\(exercise)/\(file)"))
  }

  /// Puts `Fixtures/TestFirst/LearnerTests/<name>.swift` in place of the learner's tests
  /// of the tally.
  func putTallyTests(_ name: String) throws {
    let fixture = ManifestFixtures.miniKit.deletingLastPathComponent()
      .appending(path: "TestFirst/LearnerTests/\(name).swift")
    try Data(contentsOf: fixture).write(
      to: root.appending(path: "Exercises/04-tally/Tests/TallyTests/TallyTests.swift"))
  }

  /// Puts `Fixtures/WriteTheTest/LearnerTests/<name>.swift` in place of the learner's
  /// tests of exercise 03, and `<name>-source.swift`, when there is one, in place of
  /// the counter.
  func putCounterTests(_ name: String) throws {
    let edits = ManifestFixtures.miniKit.deletingLastPathComponent()
      .appending(path: "WriteTheTest/LearnerTests")
    let exercise = root.appending(path: "Exercises/03-counter")
    try Data(contentsOf: edits.appending(path: "\(name).swift"))
      .write(to: exercise.appending(path: "Tests/CounterTests/CounterTests.swift"))
    let source = edits.appending(path: "\(name)-source.swift")
    if FileManager.default.fileExists(atPath: source.path) {
      try Data(contentsOf: source)
        .write(to: exercise.appending(path: "Sources/Counter/Counter.swift"))
    }
  }

  /// Adds a line at the end of the file at `path` (from the kit's root): a change of its
  /// bytes that still compiles.
  func appendLine(_ line: String = "", to path: String) throws {
    let file = root.appending(path: path)
    try (String(contentsOf: file, encoding: .utf8) + line + "\n").write(
      to: file, atomically: true, encoding: .utf8)
  }

  /// The file a learner edits in exercise 01.
  var answer: URL { root.appending(path: "Exercises/01-answer/Sources/Answer/Answer.swift") }

  /// Puts `Fixtures/LearnerEdits/<name>.swift` in place of the learner's `Answer.swift`.
  func put(_ name: String) throws {
    try Data(contentsOf: Self.edits.appending(path: "\(name).swift")).write(to: answer)
  }

  /// Runs `kit` with `arguments`: the exit code, everything it wrote as a terminal shows
  /// it, and what of that went to standard error. With `prepares`, it builds in the
  /// background as the `kit` executable does. No kit here is ever killed, so none may say
  /// it stopped what a killed kit left (issue 31).
  func run(_ arguments: [String], lockWait: Duration = .seconds(30), prepares: Bool = false)
    -> (code: ExitCode, text: String, errors: String, output: String)
  {
    let writer = BufferWriter()
    let code = Kit(
      root: root, writer: writer, lockWait: lockWait, prepares: prepares, timeZone: .utc
    ).run(arguments)
    #expect(!writer.errors.contains("(killed?)"), "kit \(arguments): \(writer.errors)")
    return (code, writer.text, writer.errors, writer.output)
  }

  /// The fingerprints of an exercise's files as they are now, as a check of them records
  /// them (`folder` as `01-answer`).
  func judged(_ folder: String) -> SideDigests {
    SideDigests(exerciseAt: root.appending(path: "Exercises/\(folder)"))
  }

  @discardableResult
  func git(_ arguments: String...) throws -> String {
    let result = try ProcessRunner.run(
      ["git", "-c", "user.name=Kit Tests", "-c", "user.email=kit@example.invalid"] + arguments,
      in: root, timeout: .seconds(60))
    guard result.exitCode == 0 else {
      throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: result.output])
    }
    return result.output
  }

  /// Every file under `path` (from the root), by relative path, with its bytes.
  func files(under path: String) throws -> [String: Data] {
    let top = root.appending(path: path).standardizedFileURL
    var files: [String: Data] = [:]
    let walker = FileManager.default.enumerator(at: top, includingPropertiesForKeys: nil)
    while let url = walker?.nextObject() as? URL {
      guard !url.hasDirectoryPath else { continue }
      let relative = url.standardizedFileURL.path.dropFirst(top.path.count + 1)
      files[String(relative)] = try Data(contentsOf: url)
    }
    return files
  }
}

extension TimeZone {
  /// UTC, so that times in the kit's words read the same on every machine.
  static let utc = TimeZone(identifier: "UTC") ?? .current
}

extension MiniKitCopy {
  /// The copy's manifest, as the kit reads it.
  func manifest() throws -> Manifest {
    try ManifestLoader.load(from: root.appending(path: ManifestLayout.index))
  }
}
