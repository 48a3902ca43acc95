import Foundation

/// `kit progress [--json]`: where the learner stands in every exercise, for themselves as
/// a table or for an instructor as JSON.
struct ProgressCommand: KitCommand, Equatable {
  static let json: CommandOption<Bool> = .flag(
    "--json",
    help: """
      the same as JSON for an instructor collecting a room; the fields are documented in
      docs/runner.md
      """)
  static let declaration = CommandDeclaration(
    name: "progress", options: [json],
    summaries: [
      .init(
        usage: "kit progress [--json]",
        text: "your progress: per exercise its state, tests green, flags")
    ],
    about: """
      Prints, for every exercise, its state (done, in progress, not started), how many
      walkthrough tests were green at its last check, and the gentle flags of its history
      (kit history NN shows them run by run). It only reads .tddkit/state.json.
      """)

  var json = false

  func run(_ context: CommandContext) throws(KitFailure) -> ExitCode {
    let manifest = context.manifest
    let writer = context.writer
    // Each judgement in the state must still match the exercise's files.
    let (state, stale) = context.kit.readState().followingFiles(
      root: context.root, manifest: manifest)
    let note = KitState.staleNote(stale)
    let report = ProgressReport(manifest: manifest, state: state, at: context.now())
    if json {
      if let note { writer.writeError(note) }
      guard let data = try? StateStore.encoder.encode(report) else {
        throw .error("the progress report could not be encoded", code: .environmentFailed)
      }
      writer.write(String(decoding: data, as: UTF8.self) + "\n")
      return .success
    }
    let done = report.exercises.filter { $0.status == .done }.count
    writer.write(
      "Progress: \(done) of \(report.exercises.count) exercises done · current: \(report.current ?? "-")\n\n"
    )
    for line in report.exercises {
      let green = "\(line.testsGreen.map(String.init) ?? "–")/\(line.testsTotal) green"
      var text = "  \(line.id)  \(pad(line.status.label, 12))  \(pad(green, 12))"
      if let next = line.next, line.status != .done { text += "  next: \(next)" }
      if let since = line.doesNotCompileSince, let error = line.compileError,
        line.status != .done
      {
        let broken = CompileBreak(since: since, error: error)
        text += "\n        " + broken.sentence(in: .current)
      }
      while text.last == " " { text.removeLast() }
      writer.write(text + "\n")
      for flag in line.flags {
        writer.write("        \(flag.sentence)\n")
      }
    }
    if let note { writer.write("\n" + note) }
    writer.write("\nFor an instructor: kit progress --json\n")
    return .success
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0)
  }
}

extension ProgressCommand {
  /// Reads the words after the command's name.
  init(_ line: ParsedLine) throws(UsageError) {
    try line.noArguments()
    json = line[Self.json]
  }
}
