import Foundation

/// `kit author mutant|wheat|stage|skeleton NN [ID] --from FOLDER`: an edited copy of an exercise
/// written back as the patch of a mutant, a stage's snapshot or the test-first skeleton.
struct AuthorCommand: KitCommand, Equatable {
  static let from: CommandOption<String?> = .word(
    "--from", "FOLDER",
    help: """
      the edited copy, made with kit materialise (the solution for a mutant, the stage before
      for a stage)
      """)
  static let declaration = CommandDeclaration(
    name: "author", options: [from],
    forms: [
      .init(arguments: "mutant|wheat|stage NN ID", options: [from.spec], required: ["--from"]),
      .init(arguments: "skeleton NN", options: [from.spec], required: ["--from"]),
    ],
    summaries: [
      .init(
        usage: "kit author mutant|wheat|stage NN ID --from FOLDER",
        text: "maintainers: an edited copy as a patch")
    ],
    about: """
      Writes the patch of mutant ID, wheat ID (another correct solution, described in
      wheats.json first when its base is its stage), or of stage ID's snapshot, from FOLDER. A stage's
      snapshot must be in Solutions/NN-slug/exercise.json first; the snapshots after it are
      written again so that their code stays as it was. skeleton: the test-first skeleton's
      patch, against the starter. See CONTRIBUTING.md.
      """)

  /// `mutant`, `wheat`, `stage` or `skeleton`.
  var kind: String
  var exercise: String
  var id: String
  var from: String

  /// Writes the patch that turns the state before `id` into the folder `from`. For a stage,
  /// the snapshots after it keep their code: their patches are written again against it.
  func run(_ context: CommandContext) throws(KitFailure) -> ExitCode {
    let exercise = try context.manifest.exercise(named: self.exercise)
    let patches = PatchWriter(states: ExerciseStates(root: context.root), writer: context.writer)
    let edited = ExerciseStates.read(
      URL(filePath: from, relativeTo: .currentDirectory()).absoluteURL, trees: ["Sources", "Tests"])
    switch kind {
    case "mutant":
      try patches.write(exercise, .mutant(id), path: "Mutants/\(id)", edited)
      if !exercise.mutants.contains(where: { $0.id == id }) {
        context.writer.write(
          "Now describe it in \(ManifestLayout.mutants(exercise.folder)): {\"id\": \"\(id)\", \"description\": \"…\"}\n"
        )
      }
    case "wheat":
      try patches.write(exercise, .wheat(id), path: Wheat.patchPath(id), edited)
      if !exercise.wheats.contains(where: { $0.id == id }) {
        context.writer.write(
          "Now describe it in \(ManifestLayout.wheats(exercise.folder)): {\"id\": \"\(id)\", \"stage\": \"…\", \"description\": \"…\"}\n"
        )
      }
    case "skeleton":
      try patches.write(exercise, .skeleton, path: TestFirstPlan.skeletonPatch, edited)
    default:
      try patches.writeStage(exercise, id, edited)
    }
    return .success
  }
}

extension AuthorCommand {
  /// Reads the words after the command's name.
  init(_ line: ParsedLine) throws(UsageError) {
    var words = line.positionals
    // A skeleton has no id of its own: one per exercise.
    if words.first == "skeleton", words.count == 2 { words.append("skeleton") }
    guard words.count == 3, ["mutant", "wheat", "stage", "skeleton"].contains(words[0]),
      let from = line[Self.from]
    else {
      throw UsageError(
        "kit author takes mutant, wheat or stage, an exercise and an id (skeleton: an exercise), and --from FOLDER, e.g. kit author mutant 03 sections-swapped --from .build/tddkit/try/03-data-provider"
      )
    }
    kind = words[0]
    exercise = words[1]
    id = words[2]
    self.from = from
  }
}
