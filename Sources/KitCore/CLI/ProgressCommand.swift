import Foundation

/// `kit progress [--json]`: where the learner stands in every exercise, for themselves as
/// a table or for an instructor as JSON.
struct ProgressCommand {
  let manifest: Manifest
  let writer: any OutputWriter
  let now: () -> Date

  func run(json: Bool, state: KitState) -> ExitCode {
    let report = ProgressReport(manifest: manifest, state: state, at: now())
    if json {
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
    writer.write("\nFor an instructor: kit progress --json\n")
    return .success
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0)
  }
}
