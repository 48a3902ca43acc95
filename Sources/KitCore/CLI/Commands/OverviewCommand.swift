import Foundation

/// `kit` alone: every exercise with its state, the current one, and its next failing test.
struct OverviewCommand: KitCommand, Equatable {
  static let declaration = CommandDeclaration(
    name: "",
    summary: """
      where you are: every exercise with its state, the current one, and its next failing test
      """,
    // No `kit help` page of its own: `kit help` is the page of `kit` alone.
    about: "")

  func run(_ context: CommandContext) throws(KitFailure) -> ExitCode {
    let manifest = context.manifest
    let writer = context.writer
    let (state, stale) = context.kit.readState().followingFiles(
      root: context.root, manifest: manifest)
    writer.write("TDDKit: \(manifest.exercises.count) exercises, red → green → refactor.\n\n")
    let current = state.current(in: manifest)
    // Titles are cut to one width so that the states line up; `kit list` has them whole.
    let titleWidth = min(manifest.exercises.map(\.title.count).max() ?? 0, 50)
    for exercise in manifest.exercises {
      let cut =
        exercise.title.count > titleWidth
        ? exercise.title.prefix(titleWidth - 1) + "…" : exercise.title
      let title = cut.padding(toLength: titleWidth, withPad: " ", startingAt: 0)
      let marker = exercise.id == current?.id ? "  ← current" : ""
      writer.write("  \(exercise.id)  \(title)  \(state.status(of: exercise).label)\(marker)\n")
    }
    if let exercise = current { writer.write(goOn(with: exercise, state: state, context)) }
    if let note = KitState.staleNote(stale) { writer.write("\n" + note) }
    return .success
  }

  /// What to do next with the current exercise: move on once it is green; otherwise its
  /// objective, the commands, and its next failing test with the stage's hint.
  private func goOn(with exercise: Exercise, state: KitState, _ context: CommandContext) -> String {
    let manifest = context.manifest
    let status = state.status(of: exercise)
    if status == .done {
      return manifest.nextToWork(after: exercise, in: state).map {
        "\n\(exercise.id) is green. Refactor if the code asks for it (kit check checks it "
          + "again), then kit next moves on to \($0.id), \($0.title).\n"
      }
        ?? "\nEvery exercise from \(exercise.id) on is done. kit progress shows the whole record.\n"
    }
    var text = """

      \(status == .notStarted ? "Start with" : "Continue with") \(exercise.id): \(exercise.objective)
        swift run kit watch \(exercise.id)     checks on every save (it starts red: that is the point)
        swift run kit check \(exercise.id)     every walkthrough test, and the next one to make green
        read \(KitPaths.exercise(exercise.folder))/README.md

      """
    let next = state.exercises[exercise.id]?.lastCheck?.next
    let failing = next.flatMap { item in
      exercise.stages.first { $0.tests.contains(item) || "stage \($0.id)" == item }
    }
    if let stage = failing ?? exercise.stages.first {
      text +=
        next.map { "Next failing test (from the last check): \($0)\n  stage: \(stage.title)\n" }
        ?? "First stage: \(stage.title)\n"
      text += TextWrap.wrap("  hint: \(stage.hint)", width: context.width) + "\n"
      text +=
        "  open: \(stage.file.map { "\(KitPaths.exercise(exercise.folder))/\($0)" } ?? "the README")\n"
    }
    return text
      + "\nMore: swift run kit list · swift run kit hint \(exercise.id) · swift run kit progress · "
      + "swift run kit --help\n"
  }
}

extension OverviewCommand {
  /// `kit` alone takes no words.
  init(_ line: ParsedLine) throws(UsageError) {}
}
