import Foundation

/// `kit room [URL]`: fetches every learner's ref from the room and shows the room in the
/// terminal, as JSON or CSV, or as a page (``RoomPage``); `--refresh` does it again every
/// so many seconds; `--learner NAME` shows one learner, and with `--rejudge NN` judges
/// their shared code on this machine (``Rejudge``).
struct RoomCommand {
  let root: URL
  let manifest: Manifest
  let writer: any OutputWriter
  let now: () -> Date
  var workingFolder: URL
  var rule = StuckRule()
  /// How many times `--refresh` shows the room before it ends; `nil`: until Ctrl-C.
  var rounds: Int?
  var pause: (Duration) -> Void = { duration in
    let (seconds, attoseconds) = duration.components
    Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
  }
  /// The terminal's columns, to cut long failure messages; `nil`: 100.
  var width: Int?
  /// The kit a rejudge runs in its copy (`TDDKIT_REJUDGE_KIT`); `nil`: the copy's own.
  var rejudgeKit: URL?

  func run(_ options: RoomOptions) -> ExitCode {
    let remembered = RoomSettings.load(root: root).settings.room
    guard let url = options.url.map({ RoomURL.normalized($0, from: workingFolder) }) ?? remembered
    else {
      writer.writeError("error: \(RoomError.noRoom)\n")
      return .usage
    }
    var round = 0
    while true {
      round += 1
      let code = show(options, url: url)
      guard let seconds = options.refreshSeconds, code == .success || code == .roomFailed else {
        return code
      }
      if let rounds, round >= rounds { return code }
      pause(.seconds(seconds))
    }
  }

  /// Fetches (unless `--no-fetch`) and shows the room once.
  private func show(_ options: RoomOptions, url: String) -> ExitCode {
    let repository = RoomRepository(root: root, room: url)
    let view: RoomView
    do throws(RoomError) {
      if options.fetch {
        try repository.fetch()
      } else if !repository.wasFetched {
        throw RoomError.neverFetched(room: RoomURL.shown(url))
      }
      let entries = try repository.entries(try repository.refs())
      view = RoomView(
        room: url, entries: entries, manifest: manifest, now: now(), sort: options.sort, rule: rule)
    } catch {
      writer.writeError("error: \(error)\n")
      return error.exitCode
    }
    if let name = options.learner {
      return learner(name, in: view, options: options, repository: repository)
    }
    if options.output != .terminal {
      for (name, reason) in view.skipped {
        writer.writeError(
          "warning: skipped \(PlainText.safe(name)): \(PlainText.safe(reason))\n")
      }
    }
    switch options.output {
    case .terminal: writer.write(RoomText.text(view, width: width))
    case .json: writer.write(RoomJSON(view).text())
    case .csv: writer.write(RoomCSV.text(view))
    case .html(let file):
      let page = RoomPage(view: view, manifest: manifest, refreshSeconds: options.refreshSeconds)
      let target = URL(filePath: file, relativeTo: workingFolder).standardizedFileURL
      do {
        try Data(page.html().utf8).write(to: target, options: .atomic)
      } catch {
        writer.writeError("error: \(RoomError.files(ReadableError.sentence(error)))\n")
        return .environmentFailed
      }
      writer.write(
        "Wrote the room (\(view.learners.count) learners, \(view.stuckCount) stuck) to "
          + "\(target.path) at \(Timestamp.readable(view.generatedAt)).\n")
    }
    return .success
  }

  /// `--learner NAME`: that learner's row and history, or `--rejudge NN` of their code.
  private func learner(
    _ name: String, in view: RoomView, options: RoomOptions, repository: RoomRepository
  ) -> ExitCode {
    guard let learner = view.learners.first(where: { $0.name == name }) else {
      let known = view.learners.map(\.name) + view.skipped.map(\.name)
      let error = RoomError.noLearner(name: name, known: known.sorted())
      writer.writeError("error: \(PlainText.safe(error.description))\n")
      return error.exitCode
    }
    if let exercise = options.rejudge {
      var rejudge = Rejudge(
        root: root, manifest: manifest, writer: writer, repository: repository)
      rejudge.kit = rejudgeKit
      return rejudge.run(learner, exercise: exercise, json: options.output == .json)
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
