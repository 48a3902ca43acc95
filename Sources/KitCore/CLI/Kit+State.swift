import Foundation

extension Kit {
  /// Runs `body` holding `.tddkit/lock`, with the state loaded (a corrupted file moved
  /// aside first), and saves the state afterwards, whatever `body` answered.
  func withLockedState(_ body: (inout KitState) -> ExitCode) -> ExitCode {
    withLock { lockedState(body) }
  }

  /// Runs `body` holding `.tddkit/lock`: `verify` builds in the scratch folder that
  /// `check` uses, so it must not run beside another kit either.
  func withLock(_ body: () -> ExitCode) -> ExitCode {
    let lockFile = StateStore(root: root).folder.appending(path: "lock")
    let lock: KitLock
    do {
      lock = try acquireLock(at: lockFile)
    } catch {
      writer.writeError("error: \(error)\n")
      if case .busy = error { return .busy }
      return .environmentFailed
    }
    defer { lock.release() }
    // A build of the next exercise would hold SwiftPM's lock on the scratch folder.
    BackgroundBuild(root: root, table: processTable).stop()
    // So would what a kit killed with `kill -9` left running there.
    if let note = Leftovers(root: root, table: processTable).stopAll() { writer.writeError(note) }
    return body()
  }

  private func lockedState(_ body: (inout KitState) -> ExitCode) -> ExitCode {
    let store = StateStore(root: root)
    var (state, warning) = store.load(repairing: true, now: now())
    if let warning { writer.writeError(warning) }
    if state.pristineCommit == nil {
      state.pristineCommit = try? PristineStarter(root: root).kitCommit()
    }
    let code = body(&state)
    do {
      try store.save(state)
    } catch {
      writer.writeError("error: could not save the state: \(ReadableError.sentence(error))\n")
      return code == .success ? .environmentFailed : code
    }
    return code
  }

  /// The state for a command that only reads it: a corrupted file is reported, left alone.
  func readState() -> KitState {
    let (state, warning) = StateStore(root: root).load(repairing: false, now: now())
    if let warning { writer.writeError(warning) }
    return state
  }

  /// Takes the lock at once when it is free; otherwise says that it waits, and waits.
  private func acquireLock(at file: URL) throws(LockError) -> KitLock {
    do {
      return try KitLock.acquire(at: file, waiting: .zero)
    } catch .busy {
      let (whole, fraction) = lockWait.components
      let seconds = String(format: "%g", Double(whole) + Double(fraction) / 1e18)
      writer.writeError("Another kit is running; waiting up to \(seconds) s for it to finish…\n")
      return try KitLock.acquire(at: file, waiting: lockWait)
    }
  }
}
