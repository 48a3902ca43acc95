import Foundation

/// `kit room [URL]`: fetches every learner's ref from the room and shows the room in the
/// terminal, as JSON or CSV, or as a page (``RoomPage``); `--refresh` does it again every
/// so many seconds; `--learner NAME` shows one learner, and with `--rejudge NN` judges
/// their shared code on this machine (``Rejudge``).
struct RoomCommand: KitCommand, Equatable {
  static let sort: CommandOption<String?> = .word(
    "--sort", "ORDER", takes: "name, progress, activity or stuck",
    shown: RoomOptions().sort.rawValue,
    help: """
      the order: name, progress (most done first), activity (latest check first), stuck
      (stuck first, longest streak first)
      """)
  static let json: CommandOption<Bool> = .flag(
    "--json", group: "output", help: "an object with version and learners (docs/runner.md)")
  static let csv: CommandOption<Bool> = .flag(
    "--csv", group: "output", help: "one row per learner for a spreadsheet")
  static let html: CommandOption<String?> = .word(
    "--html", "FILE", takes: "the page's file, e.g. --html room.html", group: "output",
    help: """
      one self-contained page: the same rows, lights on a shared time axis (idle stretches
      collapsed; time and what changed on hover), sort buttons, a row opens the learner's
      history (#learner=NAME in the address opens it too), and the room stage by stage:
      learners done, median time, the planted mistakes most often let through and the
      misconceptions wrong tests showed most
      """)
  static let force: CommandOption<Bool> = .flag(
    "--force", help: "with --html: write over FILE even when it is not a page kit room wrote")
  static let refresh: CommandOption<Int?> = .number(
    "--refresh", "SECONDS", takes: "a whole number of seconds, e.g. --refresh 30",
    help: """
      fetch and show (or rewrite the page, which reloads itself) again every SECONDS, until
      Ctrl-C
      """)
  static let noFetch: CommandOption<Bool> = .flag("--no-fetch", help: "the room as last fetched")
  static let learner: CommandOption<String?> = .word(
    "--learner", "NAME", takes: "a learner's name, as the room shows it",
    help: "that learner's row and history")
  static let rejudge: CommandOption<String?> = .word(
    "--rejudge", "NN", takes: "an exercise id, e.g. --rejudge 03",
    help: """
      their shared code of NN (kit share --with-code: their Sources and the test files the
      exercise has them write, with the kit's own tests) judged on this machine, in a copy of
      this kit at its HEAD under .build/tddkit/rejudge/kit, by that copy's own kit check NN
      --json, with no network and nothing of your files but that copy (Linux namespaces;
      elsewhere it refuses without --trust-code); says whether it agrees with what they
      shared (exit 0) or not (exit 1)
      """)
  static let trustCode: CommandOption<Bool> = .flag(
    "--trust-code",
    help: """
      with --rejudge, on a machine that cannot run their code apart (Linux namespaces, through
      unshare): run it anyway, as you, with your files and network
      """)
  static let declaration = CommandDeclaration(
    name: "room", arguments: "[URL]",
    options: [sort, json, csv, html, force, refresh, noFetch, learner, rejudge, trustCode],
    forms: [
      .init(
        arguments: "[URL]",
        options: [
          sort.spec, json.spec, csv.spec, html.spec, force.spec, refresh.spec, noFetch.spec,
        ]),
      .init(
        arguments: "[URL]", options: [learner.spec, rejudge.spec, trustCode.spec, json.spec],
        required: ["--learner"]),
    ],
    summary: """
      instructors: every learner's row, from the room (--html FILE for a page, --json, --csv,
      --sort stuck, --refresh SECONDS)
      """,
    about: """
      Instructors: fetches every learner's ref from the room (URL: default, the room kit share
      uses here) into .build/tddkit/rooms/, and shows one row per learner: the exercise and
      stage they are on (the furthest reached), exercises done, minutes since their last
      green, their checks without progress, why (the failure of the test they are on),
      test-first verdicts, hint level, the newest lights (✓ green, ✗ red, − amber, ! crashed,
      ◷ timed out), flags. A learner is stuck (⚑) after \(StuckRule().sentence).

      A ref that holds no kit report (invalid JSON, over
      \(RoomRepository.maximumDocumentBytes >> 20) MB, another version) is named and skipped;
      every string on the page is escaped.
      """,
    exits: """
      Exits 2 without a URL, 3 for an unknown learner, 4 for a learner without shared code, 6
      when git or a file fails, 7 when the room cannot be reached.
      """)

  var options: RoomOptions
  var rule = StuckRule()
  /// How many times `--refresh` shows the room before it ends; `nil`: until Ctrl-C.
  var rounds: Int?
  var pause: @Sendable (Duration) -> Void = { duration in
    let (seconds, attoseconds) = duration.components
    Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
  }

  /// Two room commands are the same when they read the same line: how a test makes the
  /// rounds end and the pause instant does not count.
  static func == (lhs: RoomCommand, rhs: RoomCommand) -> Bool {
    lhs.options == rhs.options && lhs.rule == rhs.rule
  }

  func run(_ context: CommandContext) throws(KitFailure) -> ExitCode {
    let remembered = RoomSettings.load(root: context.root).settings.room
    guard
      let url = options.url.map({ RoomURL.normalized($0, from: context.workingFolder) })
        ?? remembered
    else {
      throw .error("\(RoomError.noRoom)", code: .usage)
    }
    var round = 0
    while true {
      round += 1
      let code: ExitCode
      do {
        code = try show(url: url, context)
      } catch  where error.code == .roomFailed && options.refreshSeconds != nil {
        // A room out of reach for a round is said, and the next round tries again.
        context.kit.report(error)
        code = error.code
      }
      guard let seconds = options.refreshSeconds, code == .success || code == .roomFailed else {
        return code
      }
      if let rounds, round >= rounds { return code }
      pause(.seconds(seconds))
    }
  }

  /// Fetches (unless `--no-fetch`) and shows the room once.
  private func show(url: String, _ context: CommandContext) throws(KitFailure) -> ExitCode {
    let writer = context.writer
    let repository = RoomRepository(root: context.root, room: url)
    let view: RoomView
    do throws(RoomError) {
      if options.fetch {
        try repository.fetch()
      } else if !repository.wasFetched {
        throw RoomError.neverFetched(room: RoomURL.shown(url))
      }
      let entries = try repository.entries(
        try repository.refs(), known: Set(context.manifest.exercises.map(\.id)))
      for takeover in RoomOwners(repository: repository).check(entries) {
        writer.writeError(RoomOwners.warning(takeover, room: RoomURL.shown(url)))
      }
      view = RoomView(
        room: url, entries: entries, manifest: context.manifest, now: context.now(),
        sort: options.sort, rule: rule)
    } catch {
      throw .error("\(error)", code: error.exitCode)
    }
    if let name = options.learner {
      return try learner(name, in: view, repository: repository, context)
    }
    if options.output != .terminal {
      for (name, reason) in view.skipped {
        writer.writeError(
          "warning: skipped \(PlainText.safe(name)): \(PlainText.safe(reason))\n")
      }
    }
    switch options.output {
    case .terminal: writer.write(RoomText.text(view, width: context.width))
    case .json: writer.write(RoomJSON(view).text())
    case .csv: writer.write(RoomCSV.text(view))
    case .html(let file):
      var page = RoomPage(
        view: view, manifest: context.manifest, refreshSeconds: options.refreshSeconds)
      page.code = LightCode(
        repository: repository, learners: view.learners, manifest: context.manifest,
        kept: RoomHistoryData.lightsKept)
      let target = URL(filePath: file, relativeTo: context.workingFolder).standardizedFileURL
      guard options.force || RoomPageFile.isReplaceable(target) else {
        throw .refusal(RoomPageFile.refusal(target))
      }
      do {
        try Data(page.html().utf8).write(to: target, options: .atomic)
      } catch {
        throw .error(
          "\(RoomError.files(ReadableError.sentence(error)))", code: .environmentFailed)
      }
      writer.write(
        "Wrote the room (\(view.learners.count) learners, \(view.stuckCount) stuck) to "
          + "\(target.path) at \(Timestamp.readable(view.generatedAt)).\n")
    }
    return .success
  }
}

extension RoomCommand {
  /// Reads the words after the command's name.
  init(_ line: ParsedLine) throws(UsageError) {
    guard line.positionals.count <= 1 else {
      throw UsageError("kit room takes one room URL, e.g. kit room /srv/room.git")
    }
    var options = RoomOptions(
      url: line.positionals.first, refreshSeconds: line[Self.refresh], fetch: !line[Self.noFetch],
      learner: line[Self.learner], rejudge: line[Self.rejudge])
    if let sort = line[Self.sort] {
      guard let order = RoomSort(rawValue: sort) else {
        throw UsageError("--sort takes \(Self.sort.spec.takes), not '\(sort)'")
      }
      options.sort = order
    }
    let outputs = [
      line[Self.json] ? RoomOptions.Output.json : nil,
      line[Self.csv] ? .csv : nil,
      line[Self.html].map { RoomOptions.Output.html(file: $0) },
    ].compactMap { $0 }
    guard outputs.count <= 1 else {
      throw UsageError("kit room writes one of --json, --csv or --html FILE at a time")
    }
    options.output = outputs.first ?? .terminal
    options.force = line[Self.force]
    options.trustCode = line[Self.trustCode]
    if options.trustCode, options.rejudge == nil {
      throw UsageError("--trust-code goes with --rejudge NN: it lets their code run as you")
    }
    if options.force, line[Self.html] == nil {
      throw UsageError("--force goes with --html FILE: it lets the page replace another file")
    }
    if options.rejudge != nil, options.learner == nil {
      throw UsageError("--rejudge NN needs --learner NAME: whose work to judge")
    }
    if options.refreshSeconds != nil,
      options.learner != nil || options.output == .json || options.output == .csv
    {
      throw UsageError(
        "--refresh rewrites the page or the terminal's room, not JSON, CSV or one learner")
    }
    self.options = options
  }
}
