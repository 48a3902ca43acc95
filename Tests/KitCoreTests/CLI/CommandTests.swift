import Foundation
import Testing

@testable import KitCore

@Suite("Parsing the kit command line")
struct CommandTests {
  @Test(
    "understands every command",
    arguments: [
      ([], Command.overview),
      (["list"], .list()),
      (["list", "--json"], .list(json: true)),
      (["next"], .next),
      (["hint", "03"], .hint(exercise: "03")),
      (["verify"], .verify(exercises: [], timeoutSeconds: 300)),
      (["verify", "--jobs", "3"], .verify(exercises: [], timeoutSeconds: 300, jobs: 3)),
      (
        ["verify", "--mutate", "03", "--jobs", "2", "--min-score", "95"],
        .mutate(exercises: ["03"], timeoutSeconds: 60, jobs: 2, minimumScore: 95)
      ),
      (
        ["verify", "03", "05", "--timeout", "60"],
        .verify(exercises: ["03", "05"], timeoutSeconds: 60)
      ),
      (
        ["verify", "--skip-root-tests"],
        .verify(exercises: [], timeoutSeconds: 300, withRootTests: false)
      ),
      (
        ["verify", "01", "--fresh"],
        .verify(exercises: ["01"], timeoutSeconds: 300, fresh: true)
      ),
      (
        ["verify", "01", "--record"],
        .verify(exercises: ["01"], timeoutSeconds: 300, record: true)
      ),
      (["check"], .check(exercise: nil, timeoutSeconds: Command.defaultCheckTimeout)),
      (["check", "03", "--timeout", "5"], .check(exercise: "03", timeoutSeconds: 5)),
      (
        ["watch"],
        .watch(
          exercise: nil, timeoutSeconds: Command.defaultCheckTimeout,
          intervalMilliseconds: Command.defaultWatchInterval)
      ),
      (
        ["watch", "03", "--interval", "250", "--timeout", "30"],
        .watch(exercise: "03", timeoutSeconds: 30, intervalMilliseconds: 250)
      ),
      (["watch", "--help"], .help(topic: "watch")),
      (["reset", "03"], .reset(exercise: "03")),
      (["restore", "03"], .restore(exercise: "03")),
      (["solution", "03"], .solution(exercise: "03", force: false)),
      (["solution", "--force", "03"], .solution(exercise: "03", force: true)),
      (["checkpoint", "05"], .checkpoint(exercise: "05")),
      (["progress"], .progress(json: false)),
      (["progress", "--json"], .progress(json: true)),
      (["history"], .history(exercise: nil, json: false)),
      (
        ["check", "--predict", "red", "03"],
        .check(exercise: "03", timeoutSeconds: Command.defaultCheckTimeout, predicted: .red)
      ),
      (["history", "03", "--json"], .history(exercise: "03", json: true)),
      (["--help"], .help(topic: nil)),
      (["help", "verify"], .help(topic: "verify")),
      (["verify", "--help"], .help(topic: "verify")),
    ])
  func parses(arguments: [String], expected: Command) throws {
    #expect(try Command.parse(arguments) == expected)
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
      try Command.parse(arguments)
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
