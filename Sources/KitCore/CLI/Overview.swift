/// The learner-facing listings: where to start, every exercise, the hints of one.
struct Overview {
  let manifest: Manifest
  let writer: any OutputWriter

  func show() -> ExitCode {
    writer.write("TDDKit: \(manifest.exercises.count) exercises, red → green → refactor.\n\n")
    for exercise in manifest.exercises {
      writer.write("  \(exercise.id)  \(exercise.title)\n")
    }
    guard let first = manifest.exercises.first, let stage = first.stages.first else {
      return .success
    }
    writer.write(
      """

      Start with \(first.id): \(first.objective)
        cd Exercises/\(first.folder) && swift test     (it starts red: that is the point)
        read Exercises/\(first.folder)/README.md
      First stage: \(stage.title)
        hint: \(stage.hint)
        open: \(stage.file.map { "Exercises/\(first.folder)/\($0)" } ?? "the README")

      More: swift run kit list · swift run kit hint \(first.id) · swift run kit --help

      """)
    return .success
  }

  func list() -> ExitCode {
    for exercise in manifest.exercises {
      writer.write(
        "\(exercise.id)  \(exercise.title)  [\(exercise.framework), ~\(exercise.minutes) min]\n")
      for (index, stage) in exercise.stages.enumerated() {
        writer.write("      \(index + 1). \(stage.title) (\(stage.kind))\n")
      }
    }
    return .success
  }

  func hints(for key: String) -> ExitCode {
    guard let exercise = manifest.exercise(key) else {
      let ids = manifest.exercises.map(\.id).joined(separator: ", ")
      writer.write("error: there is no exercise '\(key)'; the exercises are: \(ids)\n")
      return .badInput
    }
    writer.write("\(exercise.id)  \(exercise.title)\n")
    for (index, stage) in exercise.stages.enumerated() {
      writer.write("\n\(index + 1). \(stage.title)\n   hint: \(stage.hint)\n")
      if let file = stage.file { writer.write("   open: Exercises/\(exercise.folder)/\(file)\n") }
    }
    return .success
  }
}
