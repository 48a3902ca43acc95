import Foundation
import Testing

@testable import KitCore

@Suite("Parsing the kit command line")
struct CommandTests {
  /// Each command line, and the command it reads as.
  static let lines: [([String], any KitCommand)] = [
    ([], OverviewCommand()),
    (["list"], ListCommand()),
    (["list", "--json"], ListCommand(json: true)),
    (["next"], NextCommand()),
    (["hint", "03"], HintCommand(exercise: "03")),
    (["verify"], VerifyCommand(exercises: [], timeout: 300)),
    (["verify", "--jobs", "3"], VerifyCommand(exercises: [], timeout: 300, jobs: 3)),
    (
      ["verify", "--mutate", "03", "--jobs", "2", "--min-score", "95"],
      MutateCommand(exercises: ["03"], timeout: 60, jobs: 2, minimumScore: 95)
    ),
    (
      ["verify", "03", "05", "--timeout", "60"],
      VerifyCommand(exercises: ["03", "05"], timeout: 60)
    ),
    (
      ["verify", "--skip-root-tests"],
      VerifyCommand(exercises: [], timeout: 300, withRootTests: false)
    ),
    (["verify", "01", "--fresh"], VerifyCommand(exercises: ["01"], timeout: 300, fresh: true)),
    (["verify", "01", "--record"], VerifyCommand(exercises: ["01"], timeout: 300, record: true)),
    (["check"], CheckCommand(exercise: nil, timeout: CheckCommand.timeout.defaultValue)),
    (
      ["check", "03", "--timeout", "5"],
      CheckCommand(exercise: "03", timeout: 5, timeoutGiven: true)
    ),
    (
      ["watch"],
      WatchCommand(
        exercise: nil, timeout: CheckCommand.timeout.defaultValue,
        interval: WatchCommand.interval.defaultValue)
    ),
    (
      ["watch", "03", "--interval", "250", "--timeout", "30"],
      WatchCommand(exercise: "03", timeout: 30, interval: 250)
    ),
    (["watch", "--help"], HelpCommand(topic: "watch")),
    (["reset", "03"], ResetCommand(exercise: "03")),
    (["restore", "03"], RestoreCommand(exercise: "03")),
    (["solution", "03"], SolutionCommand(exercise: "03", force: false)),
    (["solution", "--force", "03"], SolutionCommand(exercise: "03", force: true)),
    (["checkpoint", "05"], CheckpointCommand(exercise: "05")),
    (["progress"], ProgressCommand(json: false)),
    (["progress", "--json"], ProgressCommand(json: true)),
    (["history"], HistoryCommand(exercise: nil, json: false)),
    (
      ["check", "--predict", "red", "03"],
      CheckCommand(exercise: "03", timeout: CheckCommand.timeout.defaultValue, predicted: .red)
    ),
    (["history", "03", "--json"], HistoryCommand(exercise: "03", json: true)),
    (["--help"], HelpCommand(topic: nil)),
    (["help", "verify"], HelpCommand(topic: "verify")),
    (["verify", "--help"], HelpCommand(topic: "verify")),
  ]

  @Test("understands every command", arguments: lines)
  func parses(arguments: [String], expected: any KitCommand) throws {
    #expect(sameCommand(try CommandRegistry.kit.parse(arguments), expected))
  }

  @Test(
    "says what was expected when the line is wrong",
    arguments: [
      (["frobnicate"], "unknown command 'frobnicate'"),
      (["hint"], "kit hint takes one exercise id"),
      (["list", "extra"], "kit list takes no arguments"),
      (["verify", "--timeout", "soon"], "--timeout takes a whole number"),
      (["verify", "--fast"], "does not know the option '--fast'"),
      (["verify", "--jobs", "0"], "--jobs takes a whole number"),
      (["verify", "--mutate", "--record"], "kit verify --mutate records no reds"),
      (["check", "01", "02"], "kit check takes at most one exercise id"),
      (["check", "--timeout", "0"], "--timeout takes a whole number"),
      (["watch", "--interval", "fast"], "--interval takes a whole number of milliseconds"),
      (["watch", "--interval"], "--interval takes a whole number of milliseconds, e.g."),
      (["watch", "03", "--interval", "0"], "--interval takes a whole number of milliseconds"),
      (["watch", "--timeout", "-5"], "--timeout takes a whole number of seconds"),
      (["watch", "01", "02"], "kit watch takes at most one exercise id"),
      (["watch", "--poll"], "kit watch does not know the option '--poll'"),
      (["reset"], "kit reset takes one exercise id, e.g. kit reset 03"),
      (["solution", "03", "--json"], "kit solution does not know the option '--json'"),
      (["progress", "03"], "kit progress takes no arguments"),
      (["check", "--predict", "blue"], "--predict takes the colour you expect: red, amber, green"),
      (["check", "--predict"], "--predict takes the colour you expect"),
      (["history", "--predict", "red"], "kit history does not know the option '--predict'"),
    ])
  func rejects(arguments: [String], message: String) {
    #expect {
      try CommandRegistry.kit.parse(arguments)
    } throws: { error in
      "\(error)".contains(message)
    }
  }
}

@Suite("Help for every command")
struct HelpTests {
  @Test(
    "every command answers --help with its own text",
    arguments: [
      "list", "hint", "verify", "check", "watch", "reset", "restore", "solution", "checkpoint",
      "progress", "history", "share", "room", "doctor",
    ])
  func everyCommandHasHelp(command: String) throws {
    let writer = BufferWriter()

    let code = Kit(root: URL(filePath: "/nonexistent"), writer: writer).run([command, "--help"])

    #expect(code == .success)
    #expect(writer.text.hasPrefix("kit \(command)"))
  }

  @Test("the general help lists kit watch, and its help names the keys and exit codes")
  func watchHelp() throws {
    let watch = try #require(HelpText.topic("watch"))

    #expect(HelpText.general.contains("\n  kit watch [NN]  "))
    #expect(watch.contains("r or Enter checks now, h shows the hint"))
    #expect(watch.contains("q quits"))
    #expect(watch.contains("n moves on to the next exercise, as kit next does"))
    #expect(HelpText.general.contains("\n  kit next  "))
    #expect(watch.contains("0 green, 1 not yet"))
  }

  @Test("the general help documents every exit code")
  func exitCodes() {
    for code in [
      ExitCode.success, .verificationFailed, .usage, .badInput, .refused, .busy, .environmentFailed,
      .roomFailed,
    ] {
      #expect(HelpText.general.contains("\n  \(code.rawValue)  "))
    }
  }
}
