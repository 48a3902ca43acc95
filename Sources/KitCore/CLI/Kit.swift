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

  /// How long a command waits for another kit's lock unless `TDDKIT_LOCK_WAIT` says.
  public static let defaultLockWaitSeconds = 30

  public init(
    root: URL, writer: any OutputWriter, lockWait: Duration = .seconds(defaultLockWaitSeconds),
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

  /// Runs the command `arguments` name, as ``CommandRegistry/kit`` declares it.
  public func run(_ arguments: [String]) -> ExitCode {
    run(arguments, registry: .kit)
  }

  /// Parses `arguments` with `registry`, loads the manifest when the command reads it,
  /// and runs the command; a failure on the way is reported (``reporting(_:)``).
  func run(_ arguments: [String], registry: CommandRegistry) -> ExitCode {
    reporting { () throws(KitFailure) -> ExitCode in
      let command: any KitCommand
      do throws(UsageError) {
        command = try registry.parse(arguments)
      } catch {
        throw KitFailure(error)
      }
      let manifest =
        type(of: command).declaration.readsManifest ? try loadManifest() : Manifest(exercises: [])
      return try command.run(CommandContext(kit: self, manifest: manifest))
    }
  }

  /// Runs `body` and answers its exit code; when it fails, writes the failure to standard
  /// error and answers the failure's code. The one place a command's failure is said.
  func reporting(_ body: () throws(KitFailure) -> ExitCode) -> ExitCode {
    do {
      return try body()
    } catch {
      report(error)
      return error.code
    }
  }

  /// Writes `failure` to standard error: every failure a command meets is said here, and
  /// only here (a watch goes on after a failed check, a room's refresh after a failed round).
  func report(_ failure: KitFailure) {
    writer.writeError(failure.text)
  }

  private func loadManifest() throws(KitFailure) -> Manifest {
    do {
      return try ManifestLoader.load(from: root.appending(path: ManifestLayout.index))
    } catch {
      throw .error("\(error)", code: .badInput)
    }
  }

  /// Builds `exercise` in the background for its first check: the learner's package, and
  /// its bench when it is worked test-first or has stages whose tests the learner writes.
  func prepare(_ exercise: Exercise, state: KitState) {
    var bench: Bench?
    if state[exercise: exercise.id].mode == .testFirst, let plan = exercise.testFirst {
      // As far as the learner's file goes: the tests written already compile now too.
      bench = TestFirstCheck(root: root, exercise: exercise, plan: plan, timeout: 60)
        .preparedBench(pristineCommit: state.pristineCommit)
    } else if exercise.stages.contains(where: { $0.kind.learnerWritesTests }) {
      bench = JudgeSlots.preparedBench(exercise, root: root, pristineCommit: state.pristineCommit)
    }
    BackgroundBuild.prepare(exercise, root: root, bench: bench)
  }

  /// The nearest folder at or above `start` that holds `Exercises/exercises.json`.
  public static func findRoot(from start: URL) -> URL? {
    var folder = start.standardizedFileURL
    while true {
      if FileManager.default.fileExists(
        atPath: folder.appending(path: ManifestLayout.index).path)
      {
        return folder
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }
}
