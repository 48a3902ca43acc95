import Foundation

/// `kit progress [--json]`: where the learner stands in every exercise, for themselves as
/// a table or for an instructor as JSON.
struct ProgressCommand {
  let manifest: Manifest
  let writer: any OutputWriter
  let now: () -> Date
  /// The kit's root, whose exercise files each judgement in the state must still match.
  let root: URL

  func run(json: Bool, state recorded: KitState) -> ExitCode {
    let (state, stale) = recorded.followingFiles(root: root, manifest: manifest)
    let note = KitState.staleNote(stale)
    let report = ProgressReport(manifest: manifest, state: state, at: now())
    if json {
      if let note { writer.writeError(note) }
      guard let data = try? StateStore.encoder.encode(report) else {
        writer.writeError("error: the progress report could not be encoded\n")
        return .environmentFailed
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
