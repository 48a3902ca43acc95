import Foundation

extension RoomCommand {
  /// `--learner NAME`: that learner's row and history, or `--rejudge NN` of their code.
  func learner(
    _ name: String, in view: RoomView, repository: RoomRepository, _ context: CommandContext
  ) throws(KitFailure) -> ExitCode {
    let writer = context.writer
    let width = context.width
    guard let learner = view.learners.first(where: { $0.name == name }) else {
      let known = view.learners.map(\.name) + view.skipped.map(\.name)
      let error = RoomError.noLearner(name: name, known: known.sorted())
      throw .error(PlainText.safe(error.description), code: error.exitCode)
    }
    if let exercise = options.rejudge {
      var rejudge = Rejudge(
        root: context.root, manifest: context.manifest, writer: writer, repository: repository)
      // `TDDKIT_REJUDGE_KIT`: the kit a rejudge runs in its copy; by default the copy's own.
      rejudge.kit = context.environment["TDDKIT_REJUDGE_KIT"].map { URL(filePath: $0) }
      rejudge.trustCode = options.trustCode
      // `TDDKIT_NO_SANDBOX=1`: as on a machine that cannot make one (tests, and to try it).
      if context.environment["TDDKIT_NO_SANDBOX"] == "1" { rejudge.canSandbox = { false } }
      return try rejudge.run(learner, exercise: exercise, json: options.output == .json)
    }
    var single = view
    single.learners = [learner]
    switch options.output {
    case .json: writer.write(RoomJSON(single).text())
    case .csv: writer.write(RoomCSV.text(single))
    default: writer.write(RoomText.text(single, width: width) + RoomText.history(learner))
    }
    return .success
  }
}
