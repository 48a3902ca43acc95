extension Kit {
  /// `kit watch`: finds the exercise before it touches the terminal, so that a wrong id is
  /// only an error message, then reads keys from standard input until the learner quits.
  func watch(
    _ key: String?, timeoutSeconds: Int, intervalMilliseconds: Int, share: Bool = false,
    manifest: Manifest
  ) -> ExitCode {
    guard let exercise = key.map({ manifest.exercise($0) }) ?? readState().current(in: manifest)
    else {
      writer.writeError(
        key.map(manifest.unknownExercise) ?? "error: the manifest has no exercises\n")
      return .badInput
    }
    if share, RoomSettings.load(root: root).settings.room == nil {
      writer.writeError("error: \(ShareError.noRoom)\n")
      return .usage
    }
    let pace = WatchCommand.Pace(interval: .milliseconds(intervalMilliseconds))
    return StandardInputKeys.reading { keys in
      WatchCommand(
        kit: self, manifest: manifest, input: keys, timeoutSeconds: timeoutSeconds, pace: pace,
        share: share
      )
      .run(exercise)
    }
  }
}
