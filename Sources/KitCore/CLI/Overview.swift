import Foundation

/// The learner-facing listings: where they are, every exercise, the hints of one.
struct Overview {
  let manifest: Manifest
  let writer: any OutputWriter
  /// The terminal's columns, to wrap hints; `nil` leaves them whole.
  var width: Int?
  /// What the state file says; the overview only reads it.
  var state = KitState()

  func show() -> ExitCode {
    writer.write("TDDKit: \(manifest.exercises.count) exercises, red → green → refactor.\n\n")
    let current = state.current(in: manifest)
    // Titles are cut to one width so that the states line up; `kit list` has them whole.
    let titleWidth = min(manifest.exercises.map(\.title.count).max() ?? 0, 50)
    for exercise in manifest.exercises {
      let cut =
        exercise.title.count > titleWidth
        ? exercise.title.prefix(titleWidth - 1) + "…" : exercise.title
      let title = cut.padding(toLength: titleWidth, withPad: " ", startingAt: 0)
      let status = state.status(of: exercise)
      let marker = exercise.id == current?.id ? "  ← current" : ""
      writer.write("  \(exercise.id)  \(title)  \(status.label)\(marker)\n")
    }
    guard let exercise = current else { return .success }
    let status = state.status(of: exercise)
    if status == .done {
      writer.write(
        manifest.nextToWork(after: exercise, in: state).map {
          "\n\(exercise.id) is green. Refactor if the code asks for it (kit check checks it "
            + "again), then kit next moves on to \($0.id), \($0.title).\n"
        }
          ?? "\nEvery exercise from \(exercise.id) on is done. kit progress shows the whole record.\n"
      )
      return .success
    }
    writer.write(
      """

      \(status == .notStarted ? "Start with" : "Continue with") \(exercise.id): \(exercise.objective)
        swift run kit watch \(exercise.id)     checks on every save (it starts red: that is the point)
        swift run kit check \(exercise.id)     every walkthrough test, and the next one to make green
        read Exercises/\(exercise.folder)/README.md

      """)
    let next = state.exercises[exercise.id]?.lastCheck?.next
    if let stage = stage(of: next, in: exercise) ?? exercise.stages.first {
      writer.write(
        next.map { "Next failing test (from the last check): \($0)\n  stage: \(stage.title)\n" }
          ?? "First stage: \(stage.title)\n")
      writer.write(TextWrap.wrap("  hint: \(stage.hint)", width: width) + "\n")
      writer.write(
        "  open: \(stage.file.map { "Exercises/\(exercise.folder)/\($0)" } ?? "the README")\n")
    }
    writer.write(
      "\nMore: swift run kit list · swift run kit hint \(exercise.id) · swift run kit progress · "
        + "swift run kit --help\n")
    return .success
  }

  /// `kit next`: the exercise after the current one becomes current, green or not: the
  /// learner decides when the refactoring is over.
  func moveOn(from start: Exercise? = nil, state: inout KitState) -> ExitCode {
    guard let exercise = start ?? state.current(in: manifest) else {
      writer.writeError("error: the manifest has no exercises\n")
      return .badInput
    }
    guard let following = manifest.nextToWork(after: exercise, in: state) else {
      writer.write(
        manifest.exercise(after: exercise) == nil
          ? "\(exercise.id) is the last exercise: there is nothing to move on to.\n"
          : "Every exercise after \(exercise.id) is done: there is nothing to move on to.\n")
      return .success
    }
    state.currentExercise = following.id
    if state.status(of: exercise) != .done {
      writer.write(
        "\(exercise.id) is not green yet; kit check \(exercise.id) takes you back to it.\n")
    }
    writer.write(
      """
      Now on \(following.id), \(following.title): \(following.objective)
        kit check (or kit watch) shows it red; then make it green, one test at a time.
        read Exercises/\(following.folder)/README.md

      """)
    return .success
  }

  /// The stage that holds `item`: a test id, or `stage <id>` for a write-the-test stage.
  private func stage(of item: String?, in exercise: Exercise) -> Stage? {
    guard let item else { return nil }
    return exercise.stages.first { $0.tests.contains(item) || "stage \($0.id)" == item }
  }

  func list() -> ExitCode {
    for exercise in manifest.exercises {
      writer.write(
        "\(exercise.id)  \(exercise.title)  [\(exercise.framework), ~\(exercise.minutes) min]\n")
      for (index, stage) in exercise.stages.enumerated() {
        writer.write("      \(index + 1). \(stage.title) [\(stage.id), \(stage.kind)]\n")
      }
    }
    return .success
  }

  func hints(for key: String) -> ExitCode {
    guard let exercise = manifest.exercise(key) else {
      writer.writeError(manifest.unknownExercise(key))
      return .badInput
    }
    writer.write("\(exercise.id)  \(exercise.title)\n")
    for (index, stage) in exercise.stages.enumerated() {
      writer.write("\n\(index + 1). \(stage.title) [\(stage.id)]\n")
      writer.write(TextWrap.wrap("   hint: \(stage.hint)", width: width) + "\n")
      if let file = stage.file { writer.write("   open: Exercises/\(exercise.folder)/\(file)\n") }
    }
    return .success
  }
}
