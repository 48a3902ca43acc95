import Foundation
import Synchronization
import Testing

@testable import KitCore

@Suite("kit doctor: each line ok, or what to do")
struct DoctorCommandTests {
  let kit: MiniKitCopy

  init() throws {
    kit = try MiniKitCopy(git: false)
  }

  @Test("a ready machine: every line ok, the first exercise built in the shared scratch folder")
  func ready() throws {
    let machine = Machine()

    let (code, text) = try doctor(machine.probe)

    #expect(code == .success, "\(text)")
    #expect(text.contains("  ok  swift      Swift 6.3.1\n"))
    #expect(text.contains("  ok  git        git 2.39.5\n"))
    #expect(text.contains("  ok  disk       12.0 GB free\n"))
    #expect(text.contains("  ok  build      01-answer built in"))
    #expect(text.contains("  –   room       none set yet: kit share --room URL"))
    #expect(text.contains("Ready."))
    let build = try #require(machine.commands.first { $0.starts(with: ["swift", "build"]) })
    #expect(build.contains(kit.root.appending(path: ".build/tddkit/scratch").path))
  }

  @Test(
    "each problem says what to do, and the exit code is 1",
    arguments: [
      (Machine(swift: nil), "✗   swift      not found: install Swift 6.2 or later"),
      (Machine(swift: "Swift version 5.10 (swift-5.10-RELEASE)"), "5.10 is too old"),
      (Machine(git: nil), "✗   git        not found: install git"),
      (Machine(free: 1 << 30), "✗   disk       only 1.1 GB free here; the builds need about 3 GB"),
      (Machine(builds: false), "✗   build      01-answer did not build: error: nope"),
    ])
  func problems(machine: Machine, expected: String) throws {
    let (code, text) = try doctor(machine.probe)

    #expect(code == .verificationFailed)
    #expect(text.contains(expected), "\(text)")
    #expect(text.contains("to fix before the workshop"))
  }

  @Test("a room that is set is asked for the learner's ref; unreachable says what to check")
  func room() throws {
    var settings = RoomSettings()
    settings.room = "https://user:secret@example.invalid/room.git"
    settings.name = "ana"
    try settings.save(root: kit.root)

    let (code, text) = try doctor(Machine(roomAnswers: false).probe)

    #expect(code == .verificationFailed)
    #expect(
      text.contains(
        "✗   room       could not reach https://user:***@example.invalid/room.git: check the network"
      ))
    #expect(!text.contains("secret"))
  }

  @Test("--skip-build leaves the build out, and says so")
  func skipBuild() throws {
    let machine = Machine()

    let text = DoctorCommandTests.run(kit, machine.probe, build: false).text

    #expect(text.contains("–   build      left out (--skip-build)"))
    #expect(!machine.commands.contains { $0.starts(with: ["swift", "build"]) })
  }

  @Test(
    "--warm builds each exercise named in both modes, its package then its bench, with a progress line, and says how long it took (issue 31)"
  )
  func warm() throws {
    let kit = try MiniKitCopy(git: true)
    try kit.addTestFirstExercise()
    let machine = Machine()
    let writer = BufferWriter()
    let context = CommandContext(
      kit: Kit(root: kit.root, writer: writer), manifest: try kit.manifest())

    let code = context.run(DoctorCommand(build: true, warmed: "04,01", probe: machine.probe))

    let text = writer.text
    #expect(code == .success, "\(text)")
    #expect(text.contains("  …   warm       [1/2] 01-answer: the exercise ("), "\(text)")
    #expect(text.contains("[2/2] 04-tally: its bench, every variant the judge tries"), "\(text)")
    #expect(text.contains("  ok  warm       2 exercises built in both modes in "), "\(text)")
    let builds = machine.commands.filter { $0.starts(with: ["swift", "build"]) }.map {
      $0.joined(separator: " ")
    }
    #expect(builds.count == 3, "01's package, 04's package, 04's bench: \(builds)")
    #expect(builds.last?.contains(".build/tddkit/bench-scratch") == true)
    #expect(builds.last?.contains(".build/tddkit/bench/04-tally") == true)
  }

  @Test("--warm names an unknown exercise as kit check does, and builds nothing")
  func warmUnknown() throws {
    let machine = Machine()
    let writer = BufferWriter()
    let context = CommandContext(
      kit: Kit(root: kit.root, writer: writer), manifest: try kit.manifest())

    let code = context.run(DoctorCommand(build: true, warmed: "01,77", probe: machine.probe))

    #expect(code == .badInput)
    #expect(writer.errors.contains("77"), "\(writer.errors)")
    #expect(!machine.commands.contains { $0.starts(with: ["swift", "build"]) })
  }

  @Test("a warm-up's times read as a person says them")
  func durations() {
    #expect(DoctorWarmUp.duration(4.4) == "4 s")
    #expect(DoctorWarmUp.duration(185) == "3 min 05 s")
  }

  // MARK: - Helpers

  private func doctor(_ probe: DoctorProbe) throws -> (ExitCode, String) {
    let result = Self.run(kit, probe, build: true)
    return (result.code, result.text)
  }

  static func run(_ kit: MiniKitCopy, _ probe: DoctorProbe, build: Bool) -> (
    code: ExitCode, text: String
  ) {
    let writer = BufferWriter()
    let manifest = (try? kit.manifest()) ?? Manifest(exercises: [])
    let context = CommandContext(kit: Kit(root: kit.root, writer: writer), manifest: manifest)
    let code = context.run(DoctorCommand(build: build, probe: probe))
    return (code, writer.text)
  }
}

/// A fake machine for `kit doctor`: what each command answers, and the commands asked.
final class Machine: Sendable, CustomTestStringConvertible {
  let swift: String?
  let git: String?
  let free: Int64
  let builds: Bool
  let roomAnswers: Bool
  private let asked = Mutex<[[String]]>([])

  init(
    swift: String? = "Swift version 6.3.1 (swift-6.3.1-RELEASE)",
    git: String? = "git version 2.39.5",
    free: Int64 = 12_000_000_000, builds: Bool = true, roomAnswers: Bool = true
  ) {
    self.swift = swift
    self.git = git
    self.free = free
    self.builds = builds
    self.roomAnswers = roomAnswers
  }

  var commands: [[String]] { asked.withLock { $0 } }
  var testDescription: String { "a machine" }

  var probe: DoctorProbe {
    DoctorProbe(
      run: { arguments, _, _ in
        self.asked.withLock { $0.append(arguments) }
        switch arguments.prefix(2) {
        case ["swift", "--version"]: return self.swift.map { Self.result(0, $0) }
        case ["git", "--version"]: return self.git.map { Self.result(0, $0) }
        case ["swift", "build"]:
          return Self.result(self.builds ? 0 : 1, self.builds ? "" : "x\nerror: nope\n")
        case ["git", "ls-remote"]: return Self.result(self.roomAnswers ? 0 : 128, "")
        default: return nil
        }
      },
      freeBytes: { _ in self.free })
  }

  private static func result(_ status: Int32, _ output: String) -> CapturedProcess.Result {
    CapturedProcess.Result(status: status, output: Data(output.utf8), errors: "", timedOut: false)
  }
}
