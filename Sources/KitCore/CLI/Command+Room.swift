/// The workshop's commands: sharing, the room, the pre-flight, and `--report`.
extension Command {
  static func parseShare(_ rest: [String]) throws(UsageError) -> Command {
    let scanned = try ArgumentScanner(
      rest, command: "share",
      flags: [
        "--with-code", "--without-code", "--after-every-check", "--on-demand", "--background",
      ],
      valued: ["--room", "--name"])
    guard scanned.positionals.isEmpty else {
      throw UsageError(
        "kit share takes no exercise: it shares them all (got: \(scanned.positionals.joined(separator: " ")))"
      )
    }
    return .share(
      ShareOptions(
        room: scanned.values["--room"], name: scanned.values["--name"],
        withCode: try pair(scanned, "--with-code", "--without-code"),
        afterEveryCheck: try pair(scanned, "--after-every-check", "--on-demand"),
        background: scanned.flags.contains("--background")))
  }

  static func parseRoom(_ rest: [String]) throws(UsageError) -> Command {
    let scanned = try ArgumentScanner(
      rest, command: "room", flags: ["--json", "--csv", "--no-fetch"], numeric: ["--refresh"],
      valued: ["--sort", "--html", "--learner", "--rejudge"])
    guard scanned.positionals.count <= 1 else {
      throw UsageError("kit room takes one room URL, e.g. kit room /srv/room.git")
    }
    var options = RoomOptions(
      url: scanned.positionals.first, refreshSeconds: scanned.numbers["--refresh"],
      fetch: !scanned.flags.contains("--no-fetch"), learner: scanned.values["--learner"],
      rejudge: scanned.values["--rejudge"])
    if let sort = scanned.values["--sort"] {
      guard let order = RoomSort(rawValue: sort) else {
        throw UsageError("--sort takes name, progress, activity or stuck, not '\(sort)'")
      }
      options.sort = order
    }
    let outputs = [
      scanned.flags.contains("--json") ? RoomOptions.Output.json : nil,
      scanned.flags.contains("--csv") ? .csv : nil,
      scanned.values["--html"].map { RoomOptions.Output.html(file: $0) },
    ].compactMap { $0 }
    guard outputs.count <= 1 else {
      throw UsageError("kit room writes one of --json, --csv or --html FILE at a time")
    }
    options.output = outputs.first ?? .terminal
    if options.rejudge != nil, options.learner == nil {
      throw UsageError("--rejudge NN needs --learner NAME: whose work to judge")
    }
    if options.refreshSeconds != nil,
      options.learner != nil || options.output == .json
        || options.output == .csv
    {
      throw UsageError(
        "--refresh rewrites the page or the terminal's room, not JSON, CSV or one learner")
    }
    return .room(options)
  }

  static func parseDoctor(_ rest: [String]) throws(UsageError) -> Command {
    let scanned = try ArgumentScanner(rest, command: "doctor", flags: ["--skip-build"])
    guard scanned.positionals.isEmpty else {
      throw UsageError("kit doctor takes no exercise: it builds the first one")
    }
    return .doctor(build: !scanned.flags.contains("--skip-build"))
  }

  /// Takes every `--report FORMAT=FILE` out of `arguments`, which may name several.
  static func extractReports(_ arguments: inout [String]) throws(UsageError) -> [ReportRequest] {
    var reports: [ReportRequest] = []
    var kept: [String] = []
    var index = 0
    while index < arguments.count {
      guard arguments[index] == "--report" else {
        kept.append(arguments[index])
        index += 1
        continue
      }
      let usage = "--report takes junit=FILE or exercism=FILE, e.g. --report junit=results.xml"
      guard index + 1 < arguments.count else { throw UsageError(usage) }
      let parts = arguments[index + 1].split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, !parts[1].isEmpty,
        let format = ReportRequest.Format(rawValue: parts[0])
      else { throw UsageError(usage) }
      reports.append(ReportRequest(format: format, file: parts[1]))
      index += 2
    }
    arguments = kept
    return reports
  }

  /// `true` for `on`, `false` for `off`, `nil` for neither; both is a usage error.
  private static func pair(_ scanned: ArgumentScanner, _ on: String, _ off: String)
    throws(UsageError) -> Bool?
  {
    switch (scanned.flags.contains(on), scanned.flags.contains(off)) {
    case (true, true): throw UsageError("kit share takes \(on) or \(off), not both")
    case (true, false): return true
    case (false, true): return false
    case (false, false): return nil
    }
  }
}
