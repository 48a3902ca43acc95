import Foundation

/// `kit share [--room URL] [--name NAME] [--with-code | --without-code]
/// [--after-every-check | --on-demand]`: publishes the learner's progress and lights to the
/// room, as a commit on `refs/tddkit/learners/<name>` (``LearnerDocument``).
///
/// Every option is remembered (``RoomSettings``) once a share succeeds, so that later it is
/// just `kit share`. A name another clone already shares under is refused before anything
/// is pushed; the learner's own files, branches and index are never touched.
struct ShareCommand: KitCommand, Equatable {
  /// What one share published, for the sentence that confirms it.
  struct Shared: Equatable {
    var name: String
    var room: String
    var commit: String
    var exercises: Int
    var lights: Int
    var withCode: Bool
  }

  static let room: CommandOption<String?> = .word(
    "--room", "URL", takes: "the room's git URL, e.g. --room /srv/room.git",
    help: "the room: any git remote, a shared folder, git://…, ssh or https")
  static let name: CommandOption<String?> = .word(
    "--name", "NAME", takes: "your name in the room, e.g. --name ana",
    help: """
      your name in the room, by default git's user.name (spaces become -); a pair at one clone
      shares as one learner (--name ana+ben). A name that cannot be a git ref (spaces, ~ ^ : ?
      * [ \\, ..) or has a / is refused.
      """)
  static let withCode: CommandOption<Bool> = .flag(
    "--with-code", group: "code",
    help: """
      adds your exercise folders, so your instructor can look at the code behind a light and
      judge it again
      """)
  static let withoutCode: CommandOption<Bool> = .flag(
    "--without-code", group: "code", help: "leaves your exercise folders out again")
  static let afterEveryCheck: CommandOption<Bool> = .flag(
    "--after-every-check", group: "when",
    help: """
      shares in the background after each kit check and kit watch check (never slowing one; a
      failure is said once, at the next check)
      """)
  static let onDemand: CommandOption<Bool> = .flag(
    "--on-demand", group: "when", help: "stops that: you share with kit share")
  static let takeBack: CommandOption<Bool> = .flag(
    "--take-back",
    help: """
      when another clone pushed over your name in the room after you shared: puts your share
      back in its place (only from the clone that shared as that name last)
      """)
  /// The share a check starts on its own: no words, its outcome kept for the next check.
  static let background: CommandOption<Bool> = .flag(
    "--background", hidden: true, help: "the share a check starts on its own")
  static let declaration = CommandDeclaration(
    name: "share",
    options: [room, name, withCode, withoutCode, afterEveryCheck, onDemand, takeBack, background],
    summary: """
      publish your progress to the workshop's room (--room URL the first time; --with-code;
      --after-every-check)
      """,
    about: """
      Publishes your progress to the workshop's room, for your instructor's kit room: the
      progress report and every check's light (time, colour, what changed, verdicts, planted
      mistakes that got through), as a commit on refs/tddkit/learners/NAME in the room's git
      repository. Every option is remembered in .tddkit/room.json, so later it is just kit
      share.

      Sharing never touches your branches, index, working tree or objects: the commit is
      built in .tddkit/share.git with a temporary index.
      """,
    exits: """
      Exits 0 when shared; 2 without a room or with a name that cannot be used; 4 when another
      clone already shares under that name; 6 when git is missing; 7 when the room cannot be
      reached or refuses the push. Nothing of yours is changed in any case.
      """)

  var options: ShareOptions

  /// `true` for `on`, `false` for `off`, `nil` for neither; both is a usage error.
  private static func either(
    _ line: ParsedLine, _ on: CommandOption<Bool>, _ off: CommandOption<Bool>
  ) throws(UsageError) -> Bool? {
    switch (line[on], line[off]) {
    case (true, true):
      throw UsageError("kit share takes \(on.spec.name) or \(off.spec.name), not both")
    case (true, false): return true
    case (false, true): return false
    case (false, false): return nil
    }
  }

  func run(_ context: CommandContext) throws(KitFailure) -> ExitCode {
    guard options.background else {
      do {
        let (shared, settings) = try share(state: context.kit.readState(), context)
        context.writer.write(Self.confirmation(shared, settings: settings))
        return .success
      } catch {
        throw .error("\(error)", code: error.exitCode, then: "Nothing of yours was changed.\n")
      }
    }
    let quiet = StateStore(root: context.root)
    return BackgroundShare(root: context.root).run(now: context.now) { () throws(ShareError) in
      _ = try share(state: quiet.load(repairing: false, now: context.now()).state, context)
    }
  }

  /// Shares `state` as the options and the remembered settings say; answers what was shared
  /// and the settings now remembered.
  func share(state: KitState, _ context: CommandContext) throws(ShareError) -> (
    Shared, RoomSettings
  ) {
    let root = context.root
    var (settings, warning) = RoomSettings.load(root: root)
    if let warning { context.writer.writeError(warning) }
    guard
      let room = options.room.map({ RoomURL.normalized($0, from: context.workingFolder) })
        ?? settings.room
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
    let (parent, replacing) = try parent(for: name, publisher: publisher, settings: settings)
    // The progress as kit progress reads it: a judgement whose files changed since counts
    // no more, so code broken after a green check is not shared as done.
    let (following, _) = state.followingFiles(root: root, manifest: context.manifest)
    let document = LearnerDocument(
      name: name.text, learner: settings.learner, at: context.now(), withCode: withCode,
      manifest: context.manifest, state: following)
    let data: Data
    do {
      data = try document.encoded()
    } catch {
      throw .files("the progress could not be written as JSON (\(error))")
    }
    let commit = try repository.commit(
      document: data, code: withCode ? Self.codeFiles(context.manifest, root: root) : [:],
      parent: parent, name: name.text,
      message: "\(name.text): \(document.lights.values.reduce(0) { $0 + $1.at.count }) lights"
        + LightCode.trailer(document.lights))
    try publisher.push(commit, as: name, replacing: replacing)
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
  /// pushed); none for a new name. Another clone's commit is a name taken, unless this
  /// clone shared as that name last: then the name was taken over, and with `--take-back`
  /// the share builds on this clone's last one and replaces the other clone's commit
  /// (answered as `replacing`), and only that commit.
  private func parent(
    for name: LearnerName, publisher: SharePublisher, settings: RoomSettings
  ) throws(ShareError) -> (parent: String?, replacing: String?) {
    guard let current = try publisher.current(name) else { return (nil, nil) }
    let last = publisher.repository.lastShared
    if current == last { return (current, nil) }
    if try publisher.owner(of: name) == settings.learner { return (current, nil) }
    guard settings.name == name.text, let last else {
      throw .nameTaken(name: name.text, room: RoomURL.shown(publisher.room))
    }
    guard options.takeBack else {
      throw .takenOver(name: name.text, room: RoomURL.shown(publisher.room))
    }
    return (last, current)
  }

  /// Every exercise's files a learner edits (`Package.swift`, `Sources`, `Tests`), by
  /// path in the commit: `code/Exercises/03-data-provider/Sources/…`.
  static func codeFiles(_ manifest: Manifest, root: URL) -> [String: URL] {
    var files: [String: URL] = [:]
    for exercise in manifest.exercises {
      let folder = root.appending(path: KitPaths.exercise(exercise.folder))
      for path in FileTreeSnapshot(of: folder).files.keys {
        files["code/\(KitPaths.exercise(exercise.folder))/\(path)"] = folder.appending(path: path)
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

extension ShareCommand {
  /// Reads the words after the command's name.
  init(_ line: ParsedLine) throws(UsageError) {
    guard line.positionals.isEmpty else {
      throw UsageError(
        "kit share takes no exercise: it shares them all (got: \(line.positionals.joined(separator: " ")))"
      )
    }
    options = ShareOptions(
      room: line[Self.room], name: line[Self.name],
      withCode: try Self.either(line, Self.withCode, Self.withoutCode),
      afterEveryCheck: try Self.either(line, Self.afterEveryCheck, Self.onDemand),
      background: line[Self.background])
    options.takeBack = line[Self.takeBack]
  }
}
