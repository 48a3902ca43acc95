import Foundation
import Synchronization
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

  @Test(
    "stop returns once every process of the build has ended, those started meanwhile too: the leftovers scan after it finds none (issue 31)"
  )
  func stopWaitsForTheWholeTree() throws {
    let build = BackgroundBuild(root: kit.root)
    let scratch = kit.root.appending(path: ".build/tddkit/scratch").path
    // A "build" that shrugs off SIGTERM and keeps starting "compilers" that name the
    // scratch folder, as swift-build does, each shrugging off SIGTERM too.
    build.start([
      [
        "sh", "-c",
        "trap '' TERM; while :; do sh -c \"trap '' TERM; sleep 5; :\" compiler \"$0\" & sleep 0.005; done",
        scratch,
      ]
    ])
    Thread.sleep(forTimeInterval: 0.5)

    build.stop()
    let left = Leftovers(root: kit.root).find()

    #expect(left.isEmpty, "\(left.map(\.command))")
    for row in left { kill(row.pid, SIGKILL) }
  }

  @Test("a command line read in the middle of exec, empty for a moment, is not another program's")
  func commandLineDuringExec() {
    #expect(BackgroundBuild.commandLine("", holds: "37"))
    #expect(BackgroundBuild.commandLine("sleep 37", holds: "37"))
    #expect(!BackgroundBuild.commandLine("vim notes", holds: "37"))
  }

  @Test(
    "a command that takes the kit's lock leaves the build running and never takes it for a killed kit's leftover (issue 31)"
  )
  func theLockLeavesIt() throws {
    let build = BackgroundBuild(root: kit.root)
    let scratch = kit.root.appending(path: ".build/tddkit/scratch").path
    build.start([["sh", "-c", "sleep 38; :", scratch]])
    let pid = try #require(build.running)
    defer { build.stop() }
    let writer = BufferWriter()

    _ = Kit(root: kit.root, writer: writer).run(["next"])

    #expect(build.running == pid, "still running")
    #expect(!writer.errors.contains("killed?"), "\(writer.errors)")
  }

  @Test("the command that needs the build waits for it to end, and never kills it (issue 31)")
  func adoptWaits() throws {
    let build = BackgroundBuild(root: kit.root)
    let (package, scratch) = (kit.root.appending(path: "Exercises/01-answer"), scratchFolder)
    let marker = kit.root.appending(path: "built")
    build.start([Self.building(package, scratch, then: marker)])
    let started = ContinuousClock.now

    build.adopt(scratch: scratch, package: package)

    #expect(started.duration(to: .now) > .milliseconds(500))
    #expect(FileManager.default.fileExists(atPath: marker.path), "it ran to its end")
    #expect(build.running == nil)
  }

  @Test(
    "the build a command waits for runs at that command's priority, where the system allows it",
    .enabled(if: getuid() == 0))
  func adoptHurriesIt() throws {
    let build = BackgroundBuild(root: kit.root)
    let (package, scratch) = (kit.root.appending(path: "Exercises/01-answer"), scratchFolder)
    build.start([
      [
        "nice", "-n", "19", "sh", "-c", "sleep 2; :", "x", "--package-path", package.path,
        scratch.path,
      ]
    ])
    let pid = try #require(build.running)
    let seen = Mutex<Int32?>(nil)
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: 1.2)
      let nice = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        .split(separator: ")").last?.split(separator: " ")[16]
      seen.withLock { $0 = nice.flatMap { Int32($0) } }
    }

    build.adopt(scratch: scratch, package: package)

    #expect(seen.withLock { $0 } == 0)
  }

  @Test("a build of another package in the scratch folder that is needed is stopped, whole")
  func adoptStopsAnotherPackagesBuild() throws {
    let build = BackgroundBuild(root: kit.root)
    let scratch = scratchFolder
    let marker = kit.root.appending(path: "built")
    build.start([
      Self.building(kit.root.appending(path: "Exercises/02-more"), scratch, then: marker, after: 20)
    ])
    let pid = try #require(build.running)
    let started = ContinuousClock.now

    build.adopt(scratch: scratch, package: kit.root.appending(path: "Exercises/01-answer"))

    #expect(started.duration(to: .now) < .seconds(10))
    #expect(kill(pid, 0) != 0 || isZombie(pid))
    #expect(Leftovers(root: kit.root).find().isEmpty)
  }

  @Test("preparing what a build already does keeps that build; what nobody asks for is stopped")
  func startKeepsTheSameBuild() throws {
    let build = BackgroundBuild(root: kit.root)
    let scratch = scratchFolder
    let same = Self.building(kit.root.appending(path: "Exercises/01-answer"), scratch, after: 30)
    let other = Self.building(kit.root.appending(path: "Exercises/02-more"), scratch, after: 30)
    build.start([same])
    let first = try #require(build.running)
    defer { build.stop() }

    build.start([same])
    #expect(build.running == first)
    #expect(build.builds.count == 1)

    build.start([other])
    #expect(build.running != first)
    #expect(kill(first, 0) != 0 || isZombie(first))
  }

  /// SwiftPM keys its cache of evaluated manifests by the environment too: a background
  /// build with another one than the check's (the console's switches, `TDDKIT_PREPARE`)
  /// left the first check to compile the manifests again, half a second of a guided first
  /// check after `kit next` (issue 31).
  @Test("runs with the environment of the learner's run, so the check reuses its manifests")
  func sameEnvironmentAsTheCheck() throws {
    let build = BackgroundBuild(root: kit.root)
    let file = kit.root.appending(path: "environment")

    build.start([["sh", "-c", "env > \"$0\"", file.path]])
    while build.running != nil { Thread.sleep(forTimeInterval: 0.05) }

    let lines = Set(try String(contentsOf: file, encoding: .utf8).split(separator: "\n"))
    let expected = Set(SwiftTestRunner.environment.map { "\($0.key)=\($0.value)" })
    #expect(expected.isSubset(of: lines.map(String.init)))
    #expect(lines.contains("NO_COLOR=1"))
    #expect(
      SwiftTestRunner.environment(from: ["PATH": "/bin", "TDDKIT_PREPARE": "1", "NO_COLOR": "0"])
        == ["PATH": "/bin", "NO_COLOR": "1", "SWT_SF_SYMBOLS_ENABLED": "0"])
  }

  /// SwiftPM keeps an evaluated manifest for the folder it ran in too: a build run from the
  /// kit's root left the check, run in the package's folder, to evaluate the manifests
  /// again (issue 31: the guided first check after `kit next`, 1.7× an edit check).
  @Test("runs in the folder of the package it builds, as the check's swift test does")
  func inThePackagesFolder() throws {
    let build = BackgroundBuild(root: kit.root)
    let package = kit.root.appending(path: "Exercises")
    let file = kit.root.appending(path: "folder")

    build.start([["sh", "-c", "pwd > \"$0\"", file.path, "--package-path", package.path]])
    while build.running != nil { Thread.sleep(forTimeInterval: 0.05) }

    let folder = try String(contentsOf: file, encoding: .utf8)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(URL(filePath: folder).resolvingSymlinksInPath() == package.resolvingSymlinksInPath())
  }

  @Test("builds the package and its tests in the shared scratch, at the lowest priority")
  func command() {
    let command = BackgroundBuild.command(
      package: URL(filePath: "/kit/Exercises/04-cells"),
      scratch: URL(filePath: "/kit/.build/tddkit/scratch"))

    // Through `stdbuf`, as the check runs `swift`: its environment (`LD_PRELOAD`,
    // `_STDBUF_O`) is part of what SwiftPM keys an evaluated manifest by, and a build
    // without it left the first check to evaluate the manifests again (issue 31).
    #expect(
      command
        == ["nice", "-n", "19"] + SwiftTestRunner.lineBuffered + [
          "swift", "build", "--build-tests", "--package-path",
          "/kit/Exercises/04-cells", "-Xswiftc", "-module-cache-path", "-Xswiftc",
          "/kit/.build/tddkit/module-cache", "--scratch-path", "/kit/.build/tddkit/scratch",
        ])
    #expect(BackgroundBuild.isWanted(environment: [:]))
    #expect(!BackgroundBuild.isWanted(environment: ["TDDKIT_PREPARE": "0"]))
  }

  private var scratchFolder: URL { kit.root.appending(path: ".build/tddkit/scratch") }

  /// A stand-in for `swift build` of `package` in `scratch`: sleeps `after` seconds, then
  /// makes `marker`.
  static func building(
    _ package: URL, _ scratch: URL, then marker: URL? = nil, after seconds: Int = 1
  ) -> [String] {
    [
      "sh", "-c", "sleep \(seconds); touch \"$0\"", marker?.path ?? "/dev/null", "--package-path",
      package.path, "--scratch-path", scratch.path,
    ]
  }

  private func isZombie(_ pid: pid_t) -> Bool {
    let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
    return stat.contains(") Z")
  }
}
