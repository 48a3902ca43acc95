import Foundation

extension Bench {
  /// Builds the bench. A trial that does not compile is taken out (its tests emptied, and
  /// its code too when the error is there, with every trial on that code) and the build
  /// runs again, until it builds; each such trial's run in `failing` holds its errors.
  func build(failing: inout [String: TestRun], building: inout Set<String>) throws {
    ScratchOwner(scratch: scratch).claim(for: folder)
    var emptied: Set<String> = []
    while true {
      let result = try ProcessRunner.run(
        SwiftTestRunner.lineBuffered + [
          "swift", "build", "--build-tests",
        ] + Bench.buildFlags + SharedModuleCache.arguments(scratch: scratch), in: folder,
        timeout: buildTimeout, environment: SwiftTestRunner.environment,
        notices: [SwiftTestRunner.anotherInstance(scratch)])
      if result.timedOut { throw BenchError.buildTimedOut(result.output) }
      if result.exitCode == 0 && result.signal == nil { return }
      var broken: [String: [CompileError]] = [:]
      for error in CompileErrorParser.errors(in: result.output, limit: 500) {
        guard let place = locate(error.file) else { continue }
        let trials =
          place.inCode
          ? manifest.trials.filter { $0.code == place.slot && building.contains($0.trial) }
            .map(\.trial)
          : [place.slot]
        for trial in trials {
          broken[trial, default: []].append(
            CompileError(
              file: place.inCode
                ? "Sources/\(exercise.module)/\(place.path)"
                : "Tests/\(exercise.module)Tests/\(place.path)",
              line: error.line, message: renamed(error.message, trial: trial)))
        }
        if place.inCode { try empty(codeFolder(place.slot), keeping: []) }
      }
      // A slot this run does not use that no longer compiles with its code (the kit's
      // tests after the learner renamed something) is emptied: it gave no verdict now.
      let idle = broken.keys.filter { !building.contains($0) && !emptied.contains($0) }
      for trial in idle {
        try empty(testFolder(trial), keeping: [])
        emptied.insert(trial)
      }
      let ours = broken.filter { building.contains($0.key) }
      guard !ours.isEmpty || !idle.isEmpty else {
        throw BenchError.buildFailed(TestRun.tail(result.output))
      }
      for (trial, errors) in ours {
        failing[trial] = TestRun(compileErrors: errors, outputTail: "")
        building.remove(trial)
        try empty(testFolder(trial), keeping: [])
      }
    }
  }

  /// The slot, whether it is a code slot, and the path inside its folder of a file a
  /// compiler error names; a generated test list names its trial's test module.
  private func locate(_ file: String) -> (slot: String, inCode: Bool, path: String)? {
    let path = URL(filePath: file).standardizedFileURL.path
    for (tree, inCode) in [("Code/", true), ("Trials/", false)] {
      let base = folder.standardizedFileURL.path + "/" + tree
      guard path.hasPrefix(base) else { continue }
      let rest = path.dropFirst(base.count)
      guard let slash = rest.firstIndex(of: "/") else { return nil }
      return (String(rest[..<slash]), inCode, String(rest[rest.index(after: slash)...]))
    }
    let name = URL(filePath: file).deletingPathExtension().lastPathComponent
    let prefix = manifest.testTarget("")
    guard file.contains(".derived/"), name.hasPrefix(prefix) else { return nil }
    return (String(name.dropFirst(prefix.count)), false, "")
  }

  /// Gives every file of `trial`, its tests and its code, a modification time in a later
  /// whole second than the one it has, so its next build compiles them all
  /// (``WholeSecondGuard``).
  func touch(_ trial: String) throws {
    var folders = [testFolder(trial)]
    if let code = manifest.code(of: trial) { folders.append(codeFolder(code)) }
    for folder in folders {
      let parent = folder.deletingLastPathComponent()
      for path in ExerciseStates.read(parent, trees: [folder.lastPathComponent]).keys {
        let url = parent.appending(path: path)
        try WholeSecondGuard.separate(
          url, from: WholeSecondGuard.modificationTime(of: url) ?? Date())
      }
    }
  }
}
