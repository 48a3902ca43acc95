import Foundation
import Testing

@testable import KitCore

@Suite("The registry: each command declared once, parsed and run by its own type")
struct CommandRegistryTests {
  @Test("every command is declared once, by its name and, if any, its selecting flag")
  func declaredOnce() {
    let invocations = CommandRegistry.kit.declarations.map(\.invocation)

    #expect(Set(invocations).count == invocations.count, "\(invocations)")
  }

  @Test(
    "a command line goes to the type that declares its name",
    arguments: [
      ([], "kit"), (["solution", "03"], "kit solution"), (["verify"], "kit verify"),
      (["verify", "03", "--mutate"], "kit verify --mutate"),
      (["materialize", "03", "starter"], "kit materialise"), (["help"], "kit help"),
      (["check", "--help"], "kit help"), (["-h"], "kit help"),
    ])
  func findsTheType(arguments: [String], invocation: String) throws {
    let command = try CommandRegistry.kit.parse(arguments)

    #expect(type(of: command).declaration.invocation == invocation)
  }

  @Test("a number an option leaves out is the default its declaration states")
  func declaredDefaults() throws {
    let check = try #require(try CommandRegistry.kit.parse(["check"]) as? CheckCommand)
    let verify = try #require(try CommandRegistry.kit.parse(["verify"]) as? VerifyCommand)
    let mutate = try #require(
      try CommandRegistry.kit.parse(["verify", "--mutate"]) as? MutateCommand)

    #expect(check.timeout == CheckCommand.timeout.defaultValue)
    #expect(verify.timeout == VerifyCommand.timeout.defaultValue)
    #expect(mutate.timeout == MutateCommand.timeout.defaultValue)
    #expect(CheckCommand.timeout.defaultValue == 120)
    #expect(VerifyCommand.timeout.defaultValue == 300)
    #expect(MutateCommand.timeout.defaultValue == 60)
  }

  @Test("every usage line names only options its command declares, and names them all")
  func usageMatchesOptions() {
    for declaration in CommandRegistry.kit.declarations {
      let usage = declaration.usageLines.joined(separator: " ")
      let named = Set(
        usage.split(whereSeparator: { " []|…".contains($0) }).map(String.init).filter {
          $0.hasPrefix("--")
        })
      let declared = Set(declaration.options.filter { !$0.hidden }.map(\.name))
        .union(declaration.selector.map { [$0.name] } ?? [])

      #expect(named == declared, "\(declaration.invocation)")
    }
  }

  @Test("a new command is one type: the registry parses it, runs it and writes its help")
  func aNewCommandIsOneType() throws {
    let registry = CommandRegistry(commands: [GreetCommand.self])
    let writer = BufferWriter()
    let kit = Kit(root: URL(filePath: "/nonexistent"), writer: writer)

    let parsed = try #require(
      try registry.parse(["greet", "ana", "--times", "2"]) as? GreetCommand)
    let code = kit.run(["greet", "ben"], registry: registry)

    #expect(parsed == GreetCommand(name: "ana", times: 2))
    #expect(code == .success)
    #expect(writer.output == "hello ben\n")
    #expect(registry.generalHelp.contains("\n  kit greet NAME          says hello to NAME\n"))
    #expect(registry.help(for: "greet")?.hasPrefix("kit greet NAME [--times N]\n") == true)
    #expect(registry.help(for: "greet")?.contains("(default 1)") == true)
  }

  @Test("a name no command declares is a usage error that points to the help")
  func unknownName() {
    #expect {
      try CommandRegistry.kit.parse(["frobnicate"])
    } throws: { error in
      "\(error)" == "unknown command 'frobnicate'; run kit --help for the commands"
    }
  }
}

/// A stub command for the registry's tests: greets a name a number of times, and reads no
/// manifest.
struct GreetCommand: KitCommand, Equatable {
  static let times: CommandOption<Int> = .number(
    "--times", "N", default: 1, takes: "a whole number, e.g. --times 2",
    help: "how many times to say it")
  static let declaration = CommandDeclaration(
    name: "greet", arguments: "NAME", options: [times],
    summary: "says hello to NAME", about: "Says hello.", readsManifest: false)

  var name: String
  var times: Int

  init(name: String, times: Int) {
    self.name = name
    self.times = times
  }

  init(_ line: ParsedLine) throws(UsageError) {
    guard line.positionals.count == 1 else { throw UsageError("kit greet takes one name") }
    name = line.positionals[0]
    times = line[Self.times]
  }

  func run(_ context: CommandContext) throws(KitFailure) -> ExitCode {
    for _ in 0..<times { context.writer.write("hello \(name)\n") }
    return .success
  }
}
