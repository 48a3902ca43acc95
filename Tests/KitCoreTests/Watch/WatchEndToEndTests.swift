import Foundation
import Testing

@testable import KitCore

/// Runs `kit watch` for real on a copy of the miniature kit: its first check is red, the
/// learner saves the fix, the watch sees it and checks again, green, and the learner
/// quits. Only the keys are scripted; the clock, the files and the builds are real.
@Suite("kit watch, end to end", .serialized, EndToEnd.enabled)
struct WatchEndToEndTests {
  @Test("red, a save seen and checked again, green, then q answers 0")
  func learnerSession() throws {
    let kit = try MiniKitCopy(git: false)
    let writer = BufferWriter()
    let manifest = try ManifestLoader.load(
      from: kit.root.appending(path: "Exercises/exercises.json"))
    let input = ScriptedWatchInput(
      [
        .perform { try kit.put("green") },
        .pauseUntil { writer.text.components(separatedBy: "Building and testing").count == 3 },
        .key(.quit),
      ], maximumWaits: 600, pass: ScriptedWatchInput.sleep)
    let sut = WatchLoop(
      context: CommandContext(kit: Kit(root: kit.root, writer: writer), manifest: manifest),
      input: input, timeoutSeconds: 60, pace: WatchLoop.Pace(interval: .milliseconds(100)))
    let started = ContinuousClock.now

    let code = sut.run(try #require(manifest.exercises.first))

    let reports = writer.text.components(separatedBy: "——— Sources/Answer/Answer.swift saved")
    #expect(code == .success, "\(writer.text)")
    #expect(!input.ranOut, "the second check came: \(writer.text)")
    #expect(reports.count == 2)
    #expect(reports.first?.contains(#"is not equal to ("42")"#) == true)
    #expect(reports.last?.contains("2 of 2 green.") == true)
    #expect(writer.text.contains("01 is green: refactor with the tests watching"))
    let state = StateStore(root: kit.root).load(repairing: false, now: Date()).0
    #expect(state.currentExercise == "01", "the check made 01 current")
    #expect(writer.text.hasSuffix("Stopped watching 01.\n"))
    print("kit watch on the fixture: \(started.duration(to: .now)) for two checks")
  }
}
