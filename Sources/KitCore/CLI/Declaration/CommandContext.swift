import Foundation

/// What a command runs with: the kit (its root, writer, clock, terminal width, state and
/// lock, read through it as `context.root`) and the manifest it loaded.
@dynamicMemberLookup
struct CommandContext {
  let kit: Kit
  let manifest: Manifest
  /// The learner's exercise folders and their backups; tests give one whose copy fails.
  var files: LearnerFiles

  init(kit: Kit, manifest: Manifest) {
    self.kit = kit
    self.manifest = manifest
    files = LearnerFiles(root: kit.root, now: kit.now)
  }

  subscript<Value>(dynamicMember path: KeyPath<Kit, Value>) -> Value {
    kit[keyPath: path]
  }

  /// The exercise `key` names or, without one, the current exercise in `state`.
  func exercise(_ key: String?, state: @autoclosure () -> KitState) throws(KitFailure)
    -> Exercise
  {
    guard let key else {
      guard let current = state().current(in: manifest) else { throw .noExercises }
      return current
    }
    return try manifest.exercise(named: key)
  }

  /// Runs `command` and reports its failure, as the kit does: for tests that give the
  /// context collaborators of their own.
  func run(_ command: some KitCommand) -> ExitCode {
    kit.reporting { () throws(KitFailure) in try command.run(self) }
  }
}
