import Foundation
import Testing

@testable import KitCore

/// The watch loop with a fake clock, scripted keys and a stubbed `kit check`, on a copy of
/// the miniature kit with two exercises: real files, no build, no waiting.
@Suite("kit watch, its loop")
struct WatchCommandTests {
  @Test("checks at once, shows the keys, and answers the last check's code on q")
  func startsAndQuits() throws {
    let (watch, spy) = try makeSUT()

    let (code, input) = watch.run([.key(.quit)], spy: spy)

    #expect(code == .verificationFailed)
    #expect(spy.checked == ["01"])
    #expect(
      watch.writer.text.hasPrefix("Watching Exercises/01-answer (Sources, Tests, Package.swift)"))
    #expect(
      watch.writer.text.contains(
        "Press r or Enter to check now, h for the hint, n to move on to the next exercise, "
          + "q to quit"))
    #expect(
      watch.writer.text.contains("  r or Enter: check now · h: hint · n: next exercise · q: quit\n")
    )
    #expect(watch.writer.text.contains("Waiting for your next save in Exercises/01-answer."))
    #expect(watch.writer.text.hasSuffix("Stopped watching 01.\n"))
    #expect(!input.ranOut)
  }

  @Test("a save is checked once the files have been quiet for 300 ms, not before")
  func saveIsDebounced() throws {
    let (watch, spy) = try makeSUT()

    let (code, input) = watch.run(
      [.perform { try watch.save("0 + 1") }, .pause, .key(.quit)], spy: spy)

    #expect(spy.checked == ["01", "01"])
    #expect(code == .verificationFailed)
    #expect(
      watch.writer.text.contains(
        "\n——— Sources/Answer/Answer.swift saved, checking again ———\n"))
    #expect(input.waits == [.milliseconds(500), .milliseconds(300), .milliseconds(500)])
    #expect(!input.ranOut)
  }

  @Test("quitting before the quiet period is over checks nothing more")
  func quitBeforeQuiet() throws {
    let (watch, spy) = try makeSUT()

    _ = watch.run([.perform { try watch.save("1") }, .key(.quit)], spy: spy)

    #expect(spy.checked == ["01"])
  }

  @Test("an editor's burst of writes and a rename gives one check")
  func burstGivesOneCheck() throws {
    let (watch, spy) = try makeSUT()

    let (_, input) = watch.run(
      [
        .perform { try watch.save("4") },
        .perform { try watch.save("41", renamingFrom: "Answer.swift.tmp") },
        .perform { try watch.save("42") },
        .pause, .pause, .pause, .pause, .pause, .key(.quit),
      ], interval: .milliseconds(100), spy: spy)

    #expect(spy.checked == ["01", "01"])
    #expect(!input.ranOut)
  }

  @Test("hidden files, builds and editors' temporary files start no check")
  func ignoredFilesStartNoCheck() throws {
    let (watch, spy) = try makeSUT()
    let ignored = [".build/debug.yaml", "Sources/Answer/Answer.swift.swp", "Sources/Answer/4913"]
    let writeIgnored = {
      for name in ignored { try watch.write("x", to: name) }
    }

    let (_, input) = watch.run([.perform(writeIgnored), .pause, .pause, .key(.quit)], spy: spy)

    #expect(spy.checked == ["01"])
    #expect(!input.ranOut)
  }

  @Test("r checks again at once")
  func checkNow() throws {
    let (watch, spy) = try makeSUT()

    let (_, input) = watch.run([.key(.checkNow), .key(.quit)], spy: spy)

    #expect(spy.checked == ["01", "01"])
    #expect(watch.writer.text.contains("——— checking 01 again ———"))
    #expect(input.waits.count == 2, "no time passed: the key was answered")
  }

  @Test("h shows the hint of the next failing test, with the file to open")
  func hint() throws {
    let (watch, spy) = try makeSUT()

    _ = watch.run([.key(.showHint), .key(.quit)], spy: spy)

    #expect(
      watch.writer.text.contains(
        "\nNext: AnswerTests/test_answer_isFortyTwo\n  stage: Answer 42\n  hint: Return 42.\n"
          + "  open: Exercises/01-answer/Sources/Answer/Answer.swift\n"))
  }

  @Test("n moves on to the next exercise and checks it; at the last one, it says so")
  func movesOn() throws {
    let (watch, spy) = try makeSUT(greenFrom: ["01": 1])

    let (code, _) = watch.run([.key(.moveOn), .key(.moveOn), .key(.quit)], spy: spy)

    #expect(spy.checked == ["01", "02"])
    #expect(watch.movedOnFrom == ["01", "02"])
    #expect(watch.writer.text.contains("02 is the last exercise: there is nothing to move on to."))
    #expect(watch.writer.text.contains("——— now watching 02, More answers ———"))
    #expect(watch.writer.text.hasSuffix("Stopped watching 02.\n"))
    #expect(code == .verificationFailed, "the code of 02, the one watched when q came")
  }

  @Test("a green exercise stays watched, so that the refactoring is checked, and q answers 0")
  func greenStays() throws {
    let (watch, spy) = try makeSUT(greenFrom: ["01": 1])

    let (code, _) = watch.run([.key(.checkNow), .key(.quit)], spy: spy)

    #expect(spy.checked == ["01", "01"])
    #expect(
      watch.writer.text.contains(
        "01 is green: refactor with the tests watching; n moves on when you are done."))
    #expect(code == .success)
  }

  @Test("a check that finds no exercise to build ends the watch with its code")
  func badInputEnds() throws {
    let (watch, spy) = try makeSUT(code: .badInput)

    let (code, input) = watch.run([.key(.quit)], spy: spy)

    #expect(code == .badInput)
    #expect(input.waits.isEmpty)
  }

  @Test("kit watch with an unknown id says which ids exist, before touching the terminal")
  func unknownExercise() throws {
    let (watch, _) = try makeSUT()
    let writer = BufferWriter()

    let code = Kit(root: watch.kit.root, writer: writer).run(["watch", "99"])

    #expect(code == .badInput)
    #expect(writer.text.contains("there is no exercise '99'; the exercises are: 01, 02"))
  }

  // MARK: - Helpers

  private func makeSUT(greenFrom: [String: Int] = [:], code: ExitCode? = nil) throws -> (
    WatchFixture, CheckSpy
  ) {
    (try WatchFixture(), CheckSpy(greenFrom: greenFrom, code: code))
  }
}

/// A copy of the miniature kit with exercises 01 and 02, and a watch of 01 over it with a
/// fake clock; removed with the value.
final class WatchFixture {
  let kit: MiniKitCopy
  let manifest: Manifest
  let writer = BufferWriter()
  private let clock = FakeClock()

  init() throws {
    kit = try MiniKitCopy(git: false, secondExercise: true)
    manifest = try ManifestLoader.load(from: kit.root.appending(path: "Exercises/exercises.json"))
  }

  /// The exercises `n` moved on from, in order.
  private(set) var movedOnFrom: [String] = []

  /// Watches 01 with `steps` for keys, until q; `n` moves on in the manifest's order.
  func run(
    _ steps: [ScriptedWatchInput.Step], interval: Duration = .milliseconds(500), spy: CheckSpy
  ) -> (code: ExitCode, input: ScriptedWatchInput) {
    let input = ScriptedWatchInput(steps, pass: clock.advance(by:))
    let command = WatchLoop(
      root: kit.root, manifest: manifest, writer: writer, input: input,
      pace: WatchLoop.Pace(interval: interval), check: spy.check,
      moveOn: { exercise in
        self.movedOnFrom.append(exercise.id)
        return self.manifest.exercise(after: exercise) ?? exercise
      }, now: { self.clock.now })
    return (command.run(manifest.exercises[0]), input)
  }

  /// Writes `answer()` returning `value` over the learner's `Answer.swift`, or over a
  /// temporary file `renamingFrom` that is then renamed over it, as some editors save.
  func save(_ value: String, renamingFrom temporary: String? = nil) throws {
    let text = Data("public func answer() -> Int {\n  \(value)\n}\n".utf8)
    guard let temporary else { return try text.write(to: kit.answer) }
    let staged = kit.answer.deletingLastPathComponent().appending(path: temporary)
    try text.write(to: staged)
    guard rename(staged.path, kit.answer.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
  }

  /// Writes `text` to `path` in exercise 01, creating its folders.
  func write(_ text: String, to path: String) throws {
    _ = try kit.folder.write(text, to: "MiniKit/Exercises/01-answer/\(path)")
  }
}
