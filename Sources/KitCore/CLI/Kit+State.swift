import Foundation

extension Kit {
  /// Runs `body` holding `.tddkit/lock`, with the state loaded (a corrupted file moved
  /// aside first), and saves the state afterwards, whatever `body` answered or threw.
  func withLockedState(_ body: (inout KitState) throws(KitFailure) -> ExitCode)
    throws(KitFailure) -> ExitCode
  {
    try withLock { () throws(KitFailure) in try lockedState(body) }
  }

  /// Runs `body` holding `.tddkit/lock`: `verify` builds in the scratch folder that
  /// `check` uses, so it must not run beside another kit either.
  func withLock(_ body: () throws(KitFailure) -> ExitCode) throws(KitFailure) -> ExitCode {
    let lockFile = StateStore(root: root).folder.appending(path: "lock")
    let lock: KitLock
    do {
      lock = try acquireLock(at: lockFile)
    } catch {
      if case .busy = error { throw .error("\(error)", code: .busy) }
      throw .error("\(error)", code: .environmentFailed)
    }
    defer { lock.release() }
    // What a kit killed with `kill -9` left running would hold SwiftPM's lock on a scratch
    // folder. A build in the background is no leftover: the command that needs it adopts it
    // (``BackgroundBuild/adopt(scratch:package:)``).
    let builds = BackgroundBuild(root: root, table: processTable).builds.map(\.pid)
    if let note = Leftovers(root: root, table: processTable).stopAll(sparing: builds) {
      writer.writeError(note)
    }
    return try body()
  }

  private func lockedState(_ body: (inout KitState) throws(KitFailure) -> ExitCode)
    throws(KitFailure) -> ExitCode
  {
    let store = StateStore(root: root)
    var (state, warning) = store.load(repairing: true, now: now())
    if let warning { writer.writeError(warning) }
    if state.pristineCommit == nil {
      state.pristineCommit = try? PristineStarter(root: root).kitCommit()
    }
    let outcome: Result<ExitCode, KitFailure>
    do {
      outcome = .success(try body(&state))
    } catch {
      outcome = .failure(error)
    }
    do {
      try store.save(state)
    } catch {
      let unsaved = "error: could not save the state: \(ReadableError.sentence(error))\n"
      switch outcome {
      case .success(let code):
        throw KitFailure(code: code == .success ? .environmentFailed : code, text: unsaved)
      case .failure(let failure):
        throw KitFailure(code: failure.code, text: failure.text + unsaved)
      }
    }
    return try outcome.get()
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
