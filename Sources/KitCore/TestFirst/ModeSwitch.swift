import Foundation

/// The switch `kit start` makes between the kit's tests and the skeleton, and back.
struct ModeSwitch {
  let files: LearnerFiles
  let manifest: Manifest
  let writer: any OutputWriter

  func run(_ exercise: Exercise, mode: LearningMode, state: inout KitState) throws(KitFailure) {
    guard mode == .guided || exercise.testFirst != nil else {
      let ready = manifest.exercises.filter { $0.testFirst != nil }.map(\.id)
      throw .error(
        "\(exercise.id) has no test-first version yet; these have: "
          + "\(ready.isEmpty ? "none" : ready.joined(separator: ", ")). Nothing was changed.",
        code: .badInput)
    }
    state.currentExercise = exercise.id
    guard let plan = exercise.testFirst else {
      state[exercise: exercise.id].mode = .guided
      writer.write(
        "\(exercise.id) is guided: its tests are given. Start with: kit check \(exercise.id)\n")
      return
    }
    // The files the skeleton changes: its test file, and any it removes (a second suite
    // of the kit's tests would show the answers). Each as the mode wants it; nil: absent.
    var wanted: [String: Data?] = [:]
    let starter: URL
    do {
      guard
        let folder = StarterCache(files: files).starter(
          of: exercise, recorded: state.pristineCommit)
      else { throw StartError.noStarter(exercise.id) }
      starter = folder
      wanted = try testFiles(of: exercise, plan: plan, mode: mode, starter: starter)
    } catch {
      throw .error(
        ReadableError.sentence(error), code: .environmentFailed, then: "Nothing was changed.\n")
    }
    let folder = files.folder(of: exercise)
    let target = folder.appending(path: plan.file)
    // Back to test-first after guided: the learner's own tests, not a blank skeleton.
    var resumed: URL?
    if mode == .testFirst, !Self.isTestFirstFile(FileManager.default.contents(atPath: target.path)),
      let backup = ownTestFirstBackup(
        of: exercise, plan: plan, skeleton: (wanted[plan.file] ?? nil) ?? Data())
    {
      resumed = backup.folder
      wanted[plan.file] = backup.file
    }
    var saved: URL?
    let changes = wanted.filter { path, data in
      FileManager.default.contents(atPath: folder.appending(path: path).path) != data
    }
    if !changes.isEmpty {
      do {
        // An untouched starter needs no copy: git has it.
        if !files.sameTrees(starter, folder) { saved = try files.save(exercise) }
        for (path, data) in changes.sorted(by: { $0.key < $1.key }) {
          let file = folder.appending(path: path)
          if let data {
            try data.write(to: file, options: .atomic)
          } else {
            try FileManager.default.removeItem(at: file)
          }
        }
      } catch {
        throw .error(
          ReadableError.sentence(error), code: .environmentFailed, then: "Nothing was changed.\n")
      }
    }
    if state[exercise: exercise.id].mode ?? .guided != mode {
      state[exercise: exercise.id].lastCheck = nil
    }
    state[exercise: exercise.id].mode = mode
    if let saved {
      writer.write(
        "Saved your Sources and Tests of \(exercise.id) in \(files.relative(saved))/ "
          + "(kit restore \(exercise.id) brings them back).\n")
    }
    if let resumed {
      writer.write(
        "Your test-first tests are back, from \(files.relative(resumed))/ "
          + "(for the bare skeleton: kit reset \(exercise.id), then kit start again).\n")
    }
    writer.write(introduction(exercise, plan: plan, mode: mode, resumed: resumed != nil))
  }

  /// Whether a test file is a test-first one: it has `// stage:` lines.
  static func isTestFirstFile(_ data: Data?) -> Bool {
    guard let data else { return false }
    return !StageSections(String(decoding: data, as: UTF8.self)).stages.isEmpty
  }

  /// The newest backup whose test file is the learner's own test-first work: stage lines,
  /// and not the bare skeleton.
  private func ownTestFirstBackup(of exercise: Exercise, plan: TestFirstPlan, skeleton: Data)
    -> (folder: URL, file: Data)?
  {
    for backup in files.backupsNewestFirst(of: exercise) {
      guard let data = FileManager.default.contents(atPath: backup.appending(path: plan.file).path),
        data != skeleton, Self.isTestFirstFile(data)
      else { continue }
      return (backup, data)
    }
    return nil
  }

  /// The test file a mode starts from: the skeleton, or the kit's given tests.
  /// The files the skeleton's patch touches, as `mode` wants them: the skeleton's, or the
  /// starter's (the kit's tests); `nil` for a file the mode does not have.
  private func testFiles(
    of exercise: Exercise, plan: TestFirstPlan, mode: LearningMode, starter: URL
  ) throws -> [String: Data?] {
    let states = ExerciseStates(root: files.root) { _ in starter }
    let tree = try states.files(exercise, mode == .testFirst ? .skeleton : .starter)
    let patch = states.patchFile(exercise, TestFirstPlan.skeletonPatch)
    var paths = Set(
      GitPatch.touchedPaths(FileManager.default.contents(atPath: patch.path) ?? Data()))
    paths.insert(plan.file)
    guard tree[plan.file] != nil else { throw StartError.noFile(plan.file) }
    var wanted: [String: Data?] = [:]
    for path in paths { wanted[path] = .some(tree[path]) }
    return wanted
  }

  private func introduction(
    _ exercise: Exercise, plan: TestFirstPlan, mode: LearningMode, resumed: Bool
  ) -> String {
    let file = "\(KitPaths.exercise(exercise.folder))/\(plan.file)"
    switch mode {
    case .guided:
      return """
        \(exercise.id) is guided: \(file) holds the kit's tests again.
        Start with: kit check \(exercise.id)

        """
    case .testFirst:
      return """
        \(exercise.id) is test-first: \(file) \(resumed ? "holds your own tests again" : "is a skeleton").
        Under each `// stage:` line, write the stage's test, watch it fail, then write the code.
        kit check \(exercise.id) judges each test: right on the reference solution, red on the
        code before the stage, and catching the stage's planted mistakes.
        kit hint \(exercise.id) gives the behaviour to pin, then the assertion's shape, then the kit's test.

        """
    }
  }
}

enum StartError: Error, CustomStringConvertible {
  case noStarter(String)
  case noFile(String)

  var description: String {
    switch self {
    case .noStarter(let id): "git could not give the starter of \(id)"
    case .noFile(let path): "the skeleton has no \(path)"
    }
  }
}
