import Foundation
import Testing

@testable import KitCore

@Suite("Help derived from the commands' declarations")
struct DerivedHelpTests {
  @Test("kit help has a line for every command, in the registry's order")
  func generalListsEveryCommand() throws {
    let general = HelpText.general
    var searchFrom = general.startIndex

    for declaration in CommandRegistry.kit.declarations {
      for summary in declaration.summaries {
        let line = try #require(
          general.range(of: "\n  \(summary.usage) ", range: searchFrom..<general.endIndex),
          "\(summary.usage)")
        searchFrom = line.upperBound
      }
    }
    for declaration in CommandRegistry.kit.declarations {
      #expect(
        general.contains("\n  kit \(declaration.name)"), "\(declaration.invocation) is not listed")
    }
  }

  @Test("kit help <command> gives its usage, what it does, and every option with its help")
  func topicHasEveryOption() throws {
    // `kit` alone has no page of its own: `kit help` is its page.
    for declaration in CommandRegistry.kit.declarations where !declaration.name.isEmpty {
      let help = try #require(HelpText.topic(declaration.name), "\(declaration.invocation)")

      #expect(help.hasPrefix("kit \(declaration.name)") || declaration.name.isEmpty)
      for usage in declaration.usageLines {
        #expect(help.contains(usage.prefix(40)), "\(usage)")
      }
      for option in declaration.options where !option.hidden {
        #expect(help.contains("\n    \(option.name)"), "\(declaration.invocation) \(option.name)")
        if let shown = option.shownDefault {
          #expect(help.contains("default \(shown)"), "\(declaration.invocation) \(option.name)")
        }
      }
    }
  }

  @Test("a number's default is said in help as its declaration states it")
  func defaultsFromDeclarations() throws {
    let check = try #require(HelpText.topic("check"))
    let verify = try #require(HelpText.topic("verify"))

    #expect(CheckCommand.timeout.spec.shownDefault == "120")
    #expect(VerifyCommand.timeout.spec.shownDefault == "300")
    #expect(MutateCommand.timeout.spec.shownDefault == "60")
    #expect(check.contains("(default 120)"))
    #expect(verify.contains("(default 300)"))
    #expect(verify.contains("(default 60)"))
  }

  @Test(
    "kit <command> --help and -h print what kit help <command> prints",
    arguments: ["check", "verify", "room", "materialize", "reset"])
  func helpFlag(command: String) {
    let viaFlag = BufferWriter()
    let viaShort = BufferWriter()
    let viaHelp = BufferWriter()
    let root = URL(filePath: "/nonexistent")

    _ = Kit(root: root, writer: viaFlag).run([command, "--help"])
    _ = Kit(root: root, writer: viaShort).run([command, "03", "-h"])
    _ = Kit(root: root, writer: viaHelp).run(["help", command])

    #expect(viaFlag.output == viaHelp.output)
    #expect(viaShort.output == viaHelp.output)
    #expect(!viaHelp.output.isEmpty)
  }

  @Test("help for a word no command declares is the general help")
  func unknownTopic() {
    let writer = BufferWriter()

    let code = Kit(root: URL(filePath: "/nonexistent"), writer: writer).run(["help", "nonsense"])

    #expect(code == .success)
    #expect(writer.output == HelpText.general)
  }
}
