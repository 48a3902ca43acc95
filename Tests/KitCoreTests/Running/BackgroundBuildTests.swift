import Foundation
import Testing

@testable import KitCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("The next exercise's build in the background, stopped before any kit needs the scratch")
struct BackgroundBuildTests {
  let kit: MiniKitCopy

  init() throws {
    kit = try MiniKitCopy(git: false, secondExercise: true)
  }

  @Test(
    "runs on its own; stop ends it and forgets it, well under the forced limit (proc or ps)",
    arguments: [ProcessTable.system, .ps])
  func startAndStop(table: ProcessTable) throws {
    let build = BackgroundBuild(root: kit.root, table: table)

    build.start([["sleep", "37"]])
    let pid = try #require(build.running)
    let started = ContinuousClock.now
    build.stop()

    #expect(started.duration(to: .now) < .seconds(4))
    #expect(kill(pid, 0) != 0 || isZombie(pid), "the process ended")
    #expect(build.running == nil)
    #expect(!FileManager.default.fileExists(atPath: build.record.path))
  }

  @Test(
    "a process id the system gave to another program is never signalled, read from /proc or ps",
    arguments: [ProcessTable.system, .ps])
  func reusedProcessID(table: ProcessTable) throws {
    let build = BackgroundBuild(root: kit.root, table: table)
    // Another program, holding the id the record names.
    let other = Process()
    other.executableURL = URL(filePath: "/bin/sleep")
    other.arguments = ["39"]
    try other.run()
    defer {
      kill(other.processIdentifier, SIGKILL)
      other.waitUntilExit()
    }
    try FileManager.default.createDirectory(
      at: build.record.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("\(other.processIdentifier) --scratch-path-of-no-build\n".utf8).write(to: build.record)

    let running = build.running
    build.stop()
    Thread.sleep(forTimeInterval: 0.2)

    #expect(running == nil)
    #expect(other.isRunning, "never signalled")
  }

  @Test("a command line read in the middle of exec, empty for a moment, is not another program's")
  func commandLineDuringExec() {
    #expect(BackgroundBuild.commandLine("", holds: "37"))
    #expect(BackgroundBuild.commandLine("sleep 37", holds: "37"))
    #expect(!BackgroundBuild.commandLine("vim notes", holds: "37"))
  }

  @Test("every command that takes the kit's lock stops it first")
  func theLockStopsIt() throws {
    let build = BackgroundBuild(root: kit.root)
    build.start([["sleep", "38"]])
    let pid = try #require(build.running)

    _ = kit.run(["next"])

    #expect(kill(pid, 0) != 0 || isZombie(pid))
    #expect(build.running == nil)
  }

  @Test("builds the package and its tests in the shared scratch, at the lowest priority")
  func command() {
    let command = BackgroundBuild.command(
      package: URL(filePath: "/kit/Exercises/04-cells"),
      scratch: URL(filePath: "/kit/.build/tddkit/scratch"))

    #expect(
      command == [
        "nice", "-n", "19", "swift", "build", "--build-tests", "--package-path",
        "/kit/Exercises/04-cells", "--scratch-path", "/kit/.build/tddkit/scratch",
      ])
    #expect(BackgroundBuild.isWanted(environment: [:]))
    #expect(!BackgroundBuild.isWanted(environment: ["TDDKIT_PREPARE": "0"]))
  }

  private func isZombie(_ pid: pid_t) -> Bool {
    let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
    return stat.contains(") Z")
  }
}
