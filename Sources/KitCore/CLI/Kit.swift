import Foundation

/// The runner's logic behind the `kit` executable: a command in, words and an exit code out.
public struct Kit {
  let root: URL
  let writer: any OutputWriter
  /// How long a command waits for another kit to release `.tddkit/lock`.
  let lockWait: Duration
  /// The clock behind every timestamp in the state file and the backups.
  let now: () -> Date
  /// The terminal's columns, to wrap hints at word boundaries; `nil` leaves lines whole.
  let width: Int?
  /// Whether a green check and `kit next` start building the next exercise in the
  /// background (``BackgroundBuild``); the `kit` executable does unless told not to.
  let prepares: Bool
  /// The variables the kit reads: `TDDKIT_MODE`, the room's default mode (``LearningMode``).
  let environment: [String: String]
  /// The learner's time zone, for the times `kit history` shows.
  let timeZone: TimeZone
  /// Where processes are read, to find what a killed kit left (``Leftovers``): `/proc`, or
  /// `ps` where there is none; tests force `ps`.
  var processTable = ProcessTable.system
  /// The kit's own program, which a check starts again as `kit share --background` when
  /// the learner shares after every check; `nil`: no background share.
  public var executable: URL?
  /// The folder the command ran in: a relative path a learner gives (a room on a shared
  /// folder) is from there, not from the kit's root.
  var workingFolder = URL(filePath: FileManager.default.currentDirectoryPath)

  public init(
    root: URL, writer: any OutputWriter, lockWait: Duration = .seconds(30),
    now: @escaping () -> Date = Date.init, width: Int? = nil, prepares: Bool = false,
    environment: [String: String] = [:], timeZone: TimeZone = .current
  ) {
    self.environment = environment
    self.timeZone = timeZone
    self.root = root
    self.writer = writer
    self.lockWait = lockWait
    self.now = now
    self.width = width
    self.prepares = prepares
  }

  public func run(_ arguments: [String]) -> ExitCode {
    let command: Command
    do {
      command = try Command.parse(arguments)
    } catch {
      writer.writeError("error: \(error)\n")
      return .usage
    }
    if case .help(let topic) = command {
      writer.write(topic.flatMap(HelpText.topic) ?? HelpText.general)
      return .success
    }
    let manifest: Manifest
    do {
      manifest = try ManifestLoader.load(from: root.appending(path: "Exercises/exercises.json"))
    } catch {
      writer.writeError("error: \(error)\n")
      return .badInput
    }
    return run(command, manifest)
  }

  private func run(_ command: Command, _ manifest: Manifest) -> ExitCode {
    if let code = runWorkshop(command, manifest) { return code }
    let files = LearnerFiles(root: root, now: now)
    switch command {
    case .overview:
      let (state, stale) = readState().followingFiles(root: root, manifest: manifest)
      let code = Overview(manifest: manifest, writer: writer, width: width, state: state).show()
      if let note = KitState.staleNote(stale) { writer.write("\n" + note) }
      return code
    case .list(let json):
      return json
        ? CurriculumListing(manifest: manifest).write(to: writer)
        : Overview(manifest: manifest, writer: writer).list()
    case .hint(let key):
      if let exercise = manifest.exercise(key), exercise.testFirst != nil,
        readState()[exercise: exercise.id].mode == .testFirst
      {
        return withLockedState {
          TestFirstHints(root: root, writer: writer).next(exercise, state: &$0)
        }
      }
      return Overview(manifest: manifest, writer: writer, width: width).hints(for: key)
    case .start(let key, let mode):
      let roomDefault: LearningMode?
      do {
        roomDefault = try LearningMode.roomDefault(environment: environment)
      } catch {
        writer.writeError("error: \(error)\n")
        return .usage
      }
      let start = StartCommand(files: files, manifest: manifest, writer: writer)
      return withLockedState { state in
        let code = start.run(key, mode: mode, roomDefault: roomDefault, state: &state)
        if code == .success, prepares, let exercise = manifest.exercise(key) {
          prepare(exercise, state: state)
        }
        return code
      }
    case .verify(let keys, let timeout, let withRootTests, let jobs, let fresh, let record):
      var verify = VerifyCommand(root: root, manifest: manifest, writer: writer)
      verify.live = LiveStatus(width: width)
      return withLock {
        verify.run(
          keys, timeout: .seconds(timeout), withRootTests: withRootTests, jobs: jobs, fresh: fresh,
          record: record)
      }
    case .mutate(let keys, let timeout, let jobs, let minimumScore):
      let mutate = MutateCommand(root: root, manifest: manifest, writer: writer)
      return withLock {
        mutate.run(keys, timeout: .seconds(timeout), jobs: jobs, minimumScore: minimumScore)
      }
    case .check(let key, let timeout, let predicted, let json, let reports):
      var check = CheckCommand(
        root: root, manifest: manifest, writer: json ? ErrorStreamWriter(writer) : writer,
        now: now, width: width, prepares: prepares, predicted: predicted)
      if json { check.jsonWriter = writer }
      check.reports = reports
      check.workingFolder = workingFolder
      let code = withLockedState { check.run(key, timeout: timeout, state: &$0) }
      shareAfterCheck(always: false)
      return code
    case .watch(let key, let timeout, let interval, let share):
      return watch(
        key, timeoutSeconds: timeout, intervalMilliseconds: interval, share: share,
        manifest: manifest)
    case .reset(let key):
      let reset = ResetCommand(files: files, manifest: manifest, writer: writer)
      return withLockedState { reset.reset(key, state: &$0) }
    case .resetGivenTests(let key):
      let reset = ResetCommand(files: files, manifest: manifest, writer: writer)
      return withLockedState { reset.resetGivenTests(key, state: &$0) }
    case .restore(let key, let backup, let list):
      let reset = ResetCommand(files: files, manifest: manifest, writer: writer)
      return withLockedState { reset.restore(key, name: backup, list: list, state: &$0) }
    case .checkpoint(let key):
      let checkpoint = CheckpointCommand(files: files, manifest: manifest, writer: writer)
      return withLockedState { checkpoint.run(key, state: &$0) }
    case .solution(let key, let force):
      return SolutionCommand(root: root, manifest: manifest, writer: writer)
        .run(key, force: force, state: readState())
    case .progress(let json):
      return ProgressCommand(manifest: manifest, writer: writer, now: now, root: root)
        .run(json: json, state: readState())
    case .history(let key, let json):
      return HistoryCommand(manifest: manifest, writer: writer, timeZone: timeZone)
        .run(key, json: json, state: readState())
    case .materialise(let key, let variant, let into, let withYourTests):
      return VariantCommand(root: root, manifest: manifest, writer: writer)
        .materialise(key, variant, into: into, withYourTests: withYourTests)
    case .author(let kind, let key, let id, let from):
      return VariantCommand(root: root, manifest: manifest, writer: writer)
        .author(kind, key, id, from: from)
    case .next:
      let overview = Overview(manifest: manifest, writer: writer)
      return withLockedState { state in
        let code = overview.moveOn(state: &state)
        if prepares, let current = state.current(in: manifest) { prepare(current, state: state) }
        return code
      }
    case .help, .share, .room, .doctor: return .success
    }
  }

  /// Builds `exercise` in the background for its first check: the learner's package, and
  /// its bench when it is worked test-first or has stages whose tests the learner writes.
  func prepare(_ exercise: Exercise, state: KitState) {
    let judged =
      state[exercise: exercise.id].mode == .testFirst
      || exercise.stages.contains { $0.kind.learnerWritesTests }
    let bench =
      judged
      ? JudgeSlots.preparedBench(exercise, root: root, pristineCommit: state.pristineCommit) : nil
    BackgroundBuild.prepare(exercise, root: root, bench: bench)
  }

  /// The nearest folder at or above `start` that holds `Exercises/exercises.json`.
  public static func findRoot(from start: URL) -> URL? {
    var folder = start.standardizedFileURL
    while true {
      if FileManager.default.fileExists(
        atPath: folder.appending(path: "Exercises/exercises.json").path)
      {
        return folder
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }
}
