import Foundation

/// `kit materialise NN VARIANT`: any state of an exercise built into a folder, a package
/// that builds on its own, to look at or to edit into a new variant (`kit author`).
struct MaterialiseCommand: KitCommand, Equatable {
  static let into: CommandOption<String?> = .word(
    "--into", "FOLDER", shown: ".build/tddkit/try/NN-slug", help: "where to build it")
  static let withYourTests: CommandOption<Bool> = .flag(
    "--with-your-tests", help: "keeps your own Tests folder and takes only the variant's code")
  static let declaration = CommandDeclaration(
    name: "materialise", aliases: ["materialize"],
    arguments: "NN starter|solution|skeleton|stage:ID|mutant:ID", options: [into, withYourTests],
    summaries: [
      .init(
        usage: "kit materialise NN V",
        text: "maintainers: a state (starter, solution, stage:ID, mutant:ID)")
    ],
    about: """
      Builds one state of exercise NN into a folder, a package that builds on its own: the
      starter, the solution, a stage snapshot (by stage id or snapshot name) or a mutant, made
      from the patches in Solutions/NN/Stages and Solutions/NN/Mutants with git apply, as kit
      verify and kit check make them; skeleton: the starter with test-first mode's skeleton
      (Solutions/NN/TestFirst).
      """)

  var exercise: String
  var variant: Variant
  /// `nil`: `.build/tddkit/try/NN-slug`.
  var into: String?
  /// The learner's tests meet the variant's code, as in `kit check`'s trials.
  var withYourTests = false

  func run(_ context: CommandContext) throws(KitFailure) -> ExitCode {
    let exercise = try context.manifest.exercise(named: self.exercise)
    let started = Date()
    let workspace = ExerciseWorkspace(root: context.root)
    let folder =
      into.map { URL(filePath: $0, relativeTo: .currentDirectory()).absoluteURL }
      ?? context.root.appending(path: KitPaths.tryout(exercise.folder))
    do {
      let files =
        withYourTests
        ? try workspace.learnerTrialFiles(exercise, variant)
        : try ExerciseStates(root: context.root).files(exercise, variant)
      _ = try workspace.build(folder, exercise, files: files)
    } catch {
      throw .error("\(error)", code: .verificationFailed)
    }
    let milliseconds = Int(Date().timeIntervalSince(started) * 1000)
    context.writer.write(
      "The \(variant) of \(exercise.folder), in \(milliseconds) ms:\n\(folder.path)\n")
    return .success
  }
}

extension MaterialiseCommand {
  /// Reads the words after the command's name.
  init(_ line: ParsedLine) throws(UsageError) {
    guard line.positionals.count == 2, let variant = Variant(argument: line.positionals[1])
    else {
      throw UsageError(
        "kit materialise takes an exercise and starter, solution, skeleton, stage:ID or mutant:ID, e.g. kit materialise 03 mutant:sections-swapped"
      )
    }
    exercise = line.positionals[0]
    self.variant = variant
    into = line[Self.into]
    withYourTests = line[Self.withYourTests]
  }
}
