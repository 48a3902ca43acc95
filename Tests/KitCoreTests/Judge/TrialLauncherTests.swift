import Foundation
import Testing

@testable import KitCore

@Suite("A trial's test binary, run as the learner's own run is")
struct TrialLauncherTests {
  /// A learner's terminal sets `TERM`, and Swift Testing colours its console then: the
  /// `◇ Test crashes() started.` line the crash is put on by came out as escape codes, a
  /// trial could not tell which test had crashed, and a test that crashed on the reference
  /// was "wrong (none of it ran there)" (a fresh learner's third try, row 109).
  @Test("a trial's console is plain, as the learner's run is: no colours, whatever the terminal")
  func plainConsole() throws {
    let folder = try TemporaryFolder()
    let binary = try folder.write(
      """
      #!/bin/sh
      if [ -z "$NO_COLOR" ]; then
        printf '\\033[90m\\342\\227\\207\\033[0m Test crashes() started.\\n'
      else
        printf '\\342\\227\\207 Test crashes() started.\\n'
      fi
      """, to: "fake.xctest")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binary.path)
    let launcher = TrialLauncher(binary: binary, folder: folder.url)

    let result = try launcher.run(
      module: "Tests_s1_ref", xctests: [], swiftTesting: true,
      xunit: folder.url.appending(path: "x.xml"), timeout: .seconds(10),
      environment: ["TERM": "xterm-256color", "NO_COLOR": ""])

    #expect(result.output.contains("◇ Test crashes() started."))
    #expect(!result.output.contains("\u{1B}["))
  }

  @Test(
    "one test alone: XCTest's id, or a Swift Testing filter on its listed id, its place left out")
  func aloneArguments() throws {
    let xunit = URL(filePath: "/r/results.xml")
    #expect(
      TrialLauncher.arguments(running: .xctest("T/test_a"), module: "M_s1_all", xunit: xunit)
        == ["M_s1_all.T/test_a"])
    let placed = TrialLauncher.arguments(
      running: .swiftTesting("M_s1_all.S/`raw name`(x:)/S.swift:9:4"), module: "M_s1_all",
      xunit: xunit)
    let filter = try Regex(placed[3])
    #expect(placed.prefix(3) == ["--testing-library", "swift-testing", "--filter"])
    #expect("M_s1_all.S/`raw name`(x:)".contains(filter))
    #expect(!"M_s1_all.S/`raw nameless`(x:)".contains(filter))
    #expect(!"M_s1_allx.S/`raw name`(x:)".contains(filter))
    #expect(
      TrialLauncher.Single.swiftTesting("M_s1_all.S/b()").runID(module: "M_s1_all") == "S/b()")
  }
}
