/// The words `kit watch` prints around the reports of `kit check`.
enum WatchText {
  static func start(_ exercise: Exercise) -> String {
    "Watching \(KitPaths.exercise(exercise.folder)) (Sources, Tests, Package.swift): each save checks "
      + "it again, green or not, so that your refactoring is checked too.\n"
      + "Press r or Enter to check now, h for the hint, n to move on to the next exercise, "
      + "q to quit (or Ctrl-C).\n\n"
  }

  /// A line that sets a new report apart from the one above it.
  static func heading(_ words: String) -> String {
    "\n——— \(words) ———\n\n"
  }

  /// Under each report: what happens next, and the keys.
  static func waiting(_ exercise: Exercise, green: Bool) -> String {
    let what =
      green
      ? "\(exercise.id) is green: refactor with the tests watching; n moves on when you are done."
      : "Waiting for your next save in \(KitPaths.exercise(exercise.folder))."
    return "\n\(what)\n  \(WatchKeys.legend)\n"
  }

  /// The hint of the stage that holds the next item to make green, as of the last check;
  /// the first stage's before any check.
  static func hint(for exercise: Exercise, state: KitState?, width: Int? = nil) -> String {
    let last = state?.exercises[exercise.id]?.lastCheck
    if last?.green == true {
      return "\nEvery walkthrough test of \(exercise.id) passes: no hint needed.\n"
    }
    let next = last?.next
    let holding = next.flatMap { item in
      exercise.stages.first { $0.tests.contains(item) || "stage \($0.id)" == item }
    }
    guard let stage = holding ?? exercise.stages.first else {
      return "\n\(exercise.id) has no stages, so no hints.\n"
    }
    let file = stage.file.map { "\(KitPaths.exercise(exercise.folder))/\($0)" } ?? "the README"
    let text =
      (next.map { "\nNext: \($0)\n" } ?? "\nFirst stage:\n")
      + "  stage: \(stage.title)\n  hint: \(stage.hint)\n  open: \(file)\n"
    return TextWrap.wrap(text, width: width)
  }

  static func lastExercise(_ exercise: Exercise) -> String {
    "\n\(exercise.id) is the last exercise: there is nothing to move on to.\n"
  }

  static func stopped(_ exercise: Exercise) -> String {
    "\nStopped watching \(exercise.id).\n"
  }
}
