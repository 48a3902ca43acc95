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
}
