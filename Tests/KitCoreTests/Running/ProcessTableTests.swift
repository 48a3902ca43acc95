import Foundation
import Testing

@testable import KitCore

/// The process table read the way macOS must read it (`ps`), proven on Linux beside
/// `/proc` (issue 23, item 8).
@Suite("The process table, from /proc or from ps")
struct ProcessTableTests {
  @Test("BSD ps's columns, as macOS prints them, are read into rows")
  func readsBSDOutput() {
    // `ps -A -ww -o pid=,ppid=,pgid=,stat=,lstart=,args=` on macOS: right-aligned numbers,
    // a state with flags, the start in five words, the whole command line.
    let output = """
          1     0     1 Ss   Mon Nov 23 08:01:02 2026     /sbin/launchd
        812   811   812 S+   Thu Nov 26  7:03:18 2026     /Applications/Xcode.app/Contents/Developer/usr/bin/xctest /Users/me/kit/.build/tddkit/scratch/arm64-apple-macosx/debug/AnswerPackageTests.xctest
        813   812   812 Z    Thu Nov 26  7:03:19 2026     (swift-frontend)
      """

    let rows = ProcessTable.psRows(output)

    #expect(rows.map(\.pid) == [1, 812, 813])
    #expect(rows.map(\.parent) == [0, 811, 812])
    #expect(rows.map(\.group) == [1, 812, 812])
    #expect(rows.map(\.isZombie) == [false, false, true])
    #expect(rows[1].command.hasSuffix("debug/AnswerPackageTests.xctest"))
    #expect(rows[1].started != 0 && rows[1].started + 1 == rows[2].started)
  }

  @Test(
    "ps and /proc see the same processes: ids, parents, groups, command lines, zombies",
    .enabled(if: ProcessRunnerTests.hasProc))
  func psAgreesWithProc() throws {
    // A shell that becomes `sleep`, leaving an unreaped child: a zombie, under it.
    let marker = "\(Int.random(in: 100_000...999_999))"
    let process = Process()
    process.executableURL = URL(filePath: "/bin/sh")
    process.arguments = ["-c", "sleep 0 & exec sleep \(marker)"]
    try process.run()
    let pid = process.processIdentifier
    defer {
      kill(pid, SIGKILL)
      process.waitUntilExit()
    }
    Thread.sleep(forTimeInterval: 0.5)

    let fromPS = try #require(ProcessTable.ps.row(pid))
    let fromProc = try #require(ProcessTable.proc.row(pid))
    let zombie = ProcessTable.ps.rows().values.first { $0.parent == pid }

    #expect(fromPS.parent == fromProc.parent && fromPS.group == fromProc.group)
    #expect(fromPS.command == "sleep \(marker)" && fromProc.command == "sleep \(marker)")
    #expect(zombie?.isZombie == true)
    #expect(ProcessTable.ps.rows()[getpid()]?.parent == getppid())
    #expect(ProcessTable.ps.row(pid)?.started == fromPS.started, "the same start, read again")
  }
}
