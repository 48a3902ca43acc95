import Foundation

/// The loop of `kit watch`: checks an exercise at once, then again each time the learner
/// saves one of its files, until they press q. A green exercise stays watched, so that the
/// refactoring is checked too, until the learner presses n to move on.
///
/// It polls the files rather than asking for file-system events: inotify and FSEvents miss
/// saves on WSL's Windows drives, on network drives and in virtual machines' shared
/// folders, where many learners work, and a look at a few dozen files twice a second costs
/// nothing next to a build.
///
/// It never clears the screen: the last report stays above the new one, to compare and to
/// scroll back to, and the output stays the plain text `check` prints, the same on a
/// terminal, with `NO_COLOR`, in a pipe or in a file.
struct WatchLoop {
  /// How often the loop looks, and how long a burst of saves must settle.
  struct Pace {
    var interval = Duration.milliseconds(WatchCommand.interval.defaultValue)
    var quietPeriod = ChangeDebouncer.defaultQuietPeriod
  }

  /// What one check answered: its exit code, and the state it left, which names the next
  /// test and the current exercise; `nil` when the check could not take the lock.
  struct CheckResult {
    var code: ExitCode
    var state: KitState?
  }

  let root: URL
  let manifest: Manifest
  let writer: any OutputWriter
  let input: any WatchInput
  let pace: Pace
  /// Runs one `kit check` of an exercise.
  let check: (Exercise) -> CheckResult
  /// The terminal's columns, to wrap the hint; `nil` leaves it whole.
  var width: Int?
  /// Runs `kit next` from an exercise: answers the one that is current afterwards.
  let moveOn: (Exercise) -> Exercise?
  let now: () -> ContinuousClock.Instant

  /// Watches `exercise` until the learner quits, and answers the last check's exit code.
  func run(_ exercise: Exercise) -> ExitCode {
    var watched = Watched(
      exercise: exercise, debouncer: ChangeDebouncer(quietPeriod: pace.quietPeriod))
    writer.write(WatchText.start(exercise))
    checkOnce(&watched)
    while watched.code != .badInput {
      let owed = watched.debouncer.timeUntilDue(from: now())
      switch input.nextKey(within: owed.map { min($0, pace.interval) } ?? pace.interval) {
      case .quit?:
        writer.write(WatchText.stopped(watched.exercise))
        return watched.code
      case .showHint?:
        writer.write(WatchText.hint(for: watched.exercise, state: watched.state, width: width))
      case .checkNow?:
        writer.write(WatchText.heading("checking \(watched.exercise.id) again"))
        checkOnce(&watched)
      case .moveOn?:
        guard let next = moveOn(watched.exercise), next.id != watched.exercise.id else {
          writer.write(WatchText.lastExercise(watched.exercise))
          continue
        }
        writer.write(WatchText.heading("now watching \(next.id), \(next.title)"))
        watched.exercise = next
        checkOnce(&watched)
      case nil:
        lookAtTheFiles(&watched)
      }
    }
    return watched.code
  }

  /// Notes a change the moment it is seen, and checks once the files have settled.
  private func lookAtTheFiles(_ watched: inout Watched) {
    let files = FileTreeSnapshot(of: folder(of: watched.exercise))
    if files != watched.seenFiles {
      watched.seenFiles = files
      watched.debouncer.filesChanged(at: now())
    }
    guard watched.debouncer.checkIsDue(at: now()) else { return }
    // An editor may save a file unchanged, or put one back as it was: nothing to check.
    let changes = files.changes(since: watched.checkedFiles)
    guard !changes.isEmpty else { return }
    writer.write(WatchText.heading("\(FileChange.summary(of: changes)), checking again"))
    checkOnce(&watched)
  }

  /// Checks the watched exercise; green or not, it stays watched.
  private func checkOnce(_ watched: inout Watched) {
    // Read before the check, so that a save during the check counts as a change after it.
    watched.checkedFiles = FileTreeSnapshot(of: folder(of: watched.exercise))
    watched.seenFiles = watched.checkedFiles
    watched.debouncer.reset()
    let result = check(watched.exercise)
    watched.code = result.code
    watched.state = result.state ?? watched.state
    if result.code == .badInput { return }
    writer.write(WatchText.waiting(watched.exercise, green: result.code == .success))
  }

  private func folder(of exercise: Exercise) -> URL {
    root.appending(path: KitPaths.exercise(exercise.folder))
  }
}

/// Where a watch stands between two looks at the files.
private struct Watched {
  var exercise: Exercise
  var debouncer: ChangeDebouncer
  /// The last check's exit code, and the state it left.
  var code = ExitCode.success
  var state: KitState?
  /// The files as the last check read them, to name what changed since.
  var checkedFiles = FileTreeSnapshot(files: [:])
  /// The files as the loop last saw them, to notice a change the moment it happens.
  var seenFiles = FileTreeSnapshot(files: [:])
}

extension WatchLoop {
  /// The watch `kit watch` runs: each check is `kit check`'s own (``ExerciseCheck``),
  /// holding `.tddkit/lock` only while it runs, so that `kit` and `kit progress` answer
  /// meanwhile; a check's failure is reported as the kit reports any. With `share`, every
  /// check shares with the room in the background (``BackgroundShare``).
  init(
    context: CommandContext, input: any WatchInput, timeoutSeconds: Int, pace: Pace,
    share: Bool = false
  ) {
    let kit = context.kit
    let command = ExerciseCheck(
      root: kit.root, manifest: context.manifest, writer: kit.writer, now: kit.now,
      width: kit.width, prepares: kit.prepares)
    self.init(
      root: kit.root, manifest: context.manifest, writer: kit.writer, input: input, pace: pace,
      check: { exercise in
        var after: KitState?
        let code = kit.reporting { () throws(KitFailure) in
          try kit.withLockedState { state throws(KitFailure) in
            defer { after = state }
            return try command.run(exercise, timeout: timeoutSeconds, state: &state)
          }
        }
        kit.shareAfterCheck(always: share)
        return CheckResult(code: code, state: after)
      },
      width: kit.width,
      moveOn: { exercise in
        var current: Exercise?
        _ = kit.reporting { () throws(KitFailure) in
          try kit.withLockedState { state throws(KitFailure) in
            defer { current = state.current(in: context.manifest) }
            try NextCommand.moveOn(from: exercise, state: &state, context)
            return .success
          }
        }
        return current
      },
      now: { .now })
  }
}
