import Foundation

/// `kit share [--room URL] [--name NAME] [--with-code | --without-code]
/// [--after-every-check | --on-demand]`: publishes the learner's progress and lights to the
/// room, as a commit on `refs/tddkit/learners/<name>` (``LearnerDocument``).
///
/// Every option is remembered (``RoomSettings``) once a share succeeds, so that later it is
/// just `kit share`. A name another clone already shares under is refused before anything
/// is pushed; the learner's own files, branches and index are never touched.
struct ShareCommand {
  /// What one share published, for the sentence that confirms it.
  struct Shared: Equatable {
    var name: String
    var room: String
    var commit: String
    var exercises: Int
    var lights: Int
    var withCode: Bool
  }

  let root: URL
  let manifest: Manifest
  let writer: any OutputWriter
  let now: () -> Date
  /// The folder the command ran in: a relative room path is from there.
  var workingFolder: URL

  func run(_ options: ShareOptions, state: KitState) -> ExitCode {
    do {
      let (shared, settings) = try share(options, state: state)
      writer.write(Self.confirmation(shared, settings: settings))
      return .success
    } catch {
      writer.writeError("error: \(error)\nNothing of yours was changed.\n")
      return error.exitCode
    }
  }

  /// Shares `state` as `options` and the remembered settings say; answers what was shared
  /// and the settings now remembered.
  func share(_ options: ShareOptions, state: KitState) throws(ShareError) -> (Shared, RoomSettings)
  {
    var (settings, warning) = RoomSettings.load(root: root)
    if let warning { writer.writeError(warning) }
    guard
      let room = options.room.map({ RoomURL.normalized($0, from: workingFolder) }) ?? settings.room
    else { throw .noRoom }
    let repository = ShareRepository(root: root)
    // The learner's own git, read only: their user.name, and git's rule for ref names.
    let git = Git(directory: root)
    guard let chosen = options.name ?? settings.name ?? LearnerName.fromGitUser(git: git) else {
      throw .noName
    }
    let name: LearnerName
    do {
      name = try LearnerName(chosen, git: git)
    } catch {
      throw .badName(error)
    }
    let withCode = options.withCode ?? settings.withCode
    try repository.prepare()
    let publisher = SharePublisher(repository: repository, room: room)
    let parent = try parent(for: name, publisher: publisher, settings: settings)
    let document = LearnerDocument(
      name: name.text, learner: settings.learner, at: now(), withCode: withCode,
      manifest: manifest, state: state)
    let data: Data
    do {
      data = try document.encoded()
    } catch {
      throw .files("the progress could not be written as JSON (\(error))")
    }
    let commit = try repository.commit(
      document: data, code: withCode ? codeFiles() : [:], parent: parent, name: name.text,
      message: "\(name.text): \(document.lights.values.reduce(0) { $0 + $1.at.count }) lights")
    try publisher.push(commit, as: name)
    try repository.remember(shared: commit)
    settings.room = room
    settings.name = name.text
    settings.withCode = withCode
    settings.afterEveryCheck = options.afterEveryCheck ?? settings.afterEveryCheck
    do {
      try settings.save(root: root)
    } catch {
      throw .files(ReadableError.sentence(error))
    }
    let shared = Shared(
      name: name.text, room: RoomURL.shown(room), commit: commit,
      exercises: document.lights.count,
      lights: document.lights.values.reduce(0) { $0 + $1.at.count }, withCode: withCode)
    return (shared, settings)
  }

  /// The commit to build on: the room's, when it is this clone's (or the one it last
  /// pushed); none for a new name. Another clone's commit is a name taken.
  private func parent(
    for name: LearnerName, publisher: SharePublisher, settings: RoomSettings
  ) throws(ShareError) -> String? {
    guard let current = try publisher.current(name) else { return nil }
    if current == publisher.repository.lastShared { return current }
    guard try publisher.owner(of: name) == settings.learner else {
      throw .nameTaken(name: name.text, room: RoomURL.shown(publisher.room))
    }
    return current
  }

  /// Every exercise's files a learner edits (`Package.swift`, `Sources`, `Tests`), by
  /// path in the commit: `code/Exercises/03-data-provider/Sources/…`.
  func codeFiles() -> [String: URL] {
    var files: [String: URL] = [:]
    for exercise in manifest.exercises {
      let folder = root.appending(path: "Exercises/\(exercise.folder)")
      for path in FileTreeSnapshot(of: folder).files.keys {
        files["code/Exercises/\(exercise.folder)/\(path)"] = folder.appending(path: path)
      }
    }
    return files
  }

  static func confirmation(_ shared: Shared, settings: RoomSettings) -> String {
    let code = shared.withCode ? ", with your code" : ""
    let plural = shared.lights == 1 ? "" : "s"
    let every =
      settings.afterEveryCheck
      ? "Every check now shares in the background (kit share --on-demand stops that).\n"
      : "Next time, just kit share (or kit share --after-every-check, or kit watch --share).\n"
    return "Shared with the room at \(shared.room) as \(shared.name): \(shared.exercises) "
      + "exercise\(shared.exercises == 1 ? "" : "s"), \(shared.lights) light\(plural)\(code).\n"
      + every
  }
}
