import Foundation
import Testing

@testable import KitCore

@Suite("A bench's slots: what each learner's file is judged on, and nothing more")
struct JudgeSlotsTests {
  static let root = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func exercise(_ folder: String) throws -> Exercise {
    let manifest = try ManifestLoader.load(from: root.appending(path: "Exercises/exercises.json"))
    return try #require(manifest.exercise(folder))
  }

  /// The stage numbers a copy's slots are for: `s<n>_…` after the copy's prefix.
  static func stageNumbers(of copy: Int, in slots: JudgeSlots) -> Set<String> {
    let prefix = JudgeSlots.prefix(copy)
    return Set(
      slots.trials.map(\.slot).filter { $0.hasPrefix(prefix + "s") }.map {
        String($0.dropFirst(prefix.count).prefix { $0 != "_" })
      })
  }

  @Test("a check's one file gets every stage's slots")
  func oneFileEveryStage() throws {
    let slots = JudgeSlots(exercise: try Self.exercise("02-item-manager"))
    #expect(slots.stages.count > 2)
    #expect(Self.stageNumbers(of: 0, in: slots) == Set(slots.stages.map { "s\($0.number)" }))
  }

  @Test("each of many files gets the slots of its own stages only, numbered as in a check")
  func manyFilesTheirOwnStages() throws {
    let exercise = try Self.exercise("02-item-manager")
    let all = JudgeSlots(exercise: exercise)
    let (first, second) = (all.stages[0], all.stages[2])
    let slots = JudgeSlots(
      exercise: exercise, copies: [[first.stage.id], [second.stage.id], nil])
    #expect(Self.stageNumbers(of: 0, in: slots) == ["s\(first.number)"])
    #expect(Self.stageNumbers(of: 1, in: slots) == ["s\(second.number)"])
    #expect(Self.stageNumbers(of: 2, in: slots) == Self.stageNumbers(of: 0, in: all))
    // A copy's slots are named as the check's are, only prefixed.
    let checkSlots = Set(all.trials.map(\.slot).filter { $0.hasPrefix("s\(second.number)_") })
    let copySlots = Set(
      slots.trials.map(\.slot).filter { $0.hasPrefix("f1_") }.map { String($0.dropFirst(3)) })
    #expect(copySlots == checkSlots)
  }
}

@Suite("A bench built once has only the slots its run uses")
struct BenchOnlyItsSlotsTests {
  @Test("the corpus's bench keeps only what a run builds: its trials and the code they need")
  func onlyTheRunsSlots() throws {
    let exercise = try JudgeSlotsTests.exercise("02-item-manager")
    let stages = JudgeSlots(exercise: exercise).stages
    var slots = JudgeSlots(
      exercise: exercise, copies: [[stages[0].stage.id], [stages[2].stage.id]])
    slots.buildsOnce = true
    let bench = slots.bench(root: FileManager.default.temporaryDirectory)
    #expect(bench.runsOnlyItsSlots)
    let used = ["f1_s\(stages[2].number)_all", "s\(stages[0].number)_before"]
    let run = bench.only(
      used.map { slot in
        let code: FileTree = ["Sources/\(exercise.module)/ItemManager.swift": Data(slot.utf8)]
        return Bench.Trial(slot: slot, sources: code, tests: [:], timeout: .seconds(1))
      })
    #expect(run.manifest.trials.map(\.trial) == used)
    #expect(run.manifest.codes == used.compactMap(bench.manifest.code(of:)))
    #expect(run.manifest.codes.count == 2)
    #expect(run.folder == bench.folder)
    #expect(run.scratch == bench.scratch)
  }

  @Test("trials of the same code share one code module: many learners' files, one schema each")
  func sameCodeOneModule() throws {
    let exercise = try JudgeSlotsTests.exercise("02-item-manager")
    let stages = JudgeSlots(exercise: exercise).stages
    let number = stages[2].number
    var slots = JudgeSlots(
      exercise: exercise, copies: [[stages[2].stage.id], [stages[2].stage.id]])
    slots.buildsOnce = true
    let bench = slots.bench(root: FileManager.default.temporaryDirectory)
    let code = { (text: String) -> FileTree in
      ["Sources/\(exercise.module)/ItemManager.swift": Data(text.utf8), "Tests/X.swift": Data()]
    }
    let trials = [
      Bench.Trial(slot: "s\(number)_all", sources: code("a"), tests: [:], timeout: .seconds(1)),
      Bench.Trial(slot: "f1_s\(number)_all", sources: code("a"), tests: [:], timeout: .seconds(1)),
      Bench.Trial(slot: "f1_s\(number)_alt", sources: code("b"), tests: [:], timeout: .seconds(1)),
    ]
    let run = bench.only(trials)
    let codes = trials.map { run.manifest.code(of: $0.slot) }
    #expect(codes[0] == codes[1])
    #expect(codes[1] != codes[2])
    #expect(codes[2] == bench.manifest.code(of: trials[2].slot))
    #expect(run.manifest.codes.count == 2)
  }

  @Test(
    "a check's bench keeps the slots checks used, so SwiftPM keeps its plan from one check to the next"
  )
  func aCheckKeepsEverySlot() throws {
    let slots = JudgeSlots(exercise: try JudgeSlotsTests.exercise("02-item-manager"))
    #expect(!slots.bench(root: FileManager.default.temporaryDirectory).runsOnlyItsSlots)
  }
}

@Suite("A check's idle slots compile only code some trial may run on its own")
struct IdleCodeTests {
  static let exercise = Result { try JudgeSlotsTests.exercise("02-item-manager") }

  /// Each code slot's idle code, or `nil` for an empty module.
  static func idle() throws -> (slots: JudgeSlots, code: [String: FileTree?]) {
    let slots = JudgeSlots(exercise: try exercise.get())
    let states = ExerciseStates(root: JudgeSlotsTests.root).remembering()
    let idle = slots.idleCodes(in: states)
    var codes: [String: FileTree?] = [:]
    for code in Set(slots.trials.map(\.code)) { codes[code] = try idle(code) }
    return (slots, codes)
  }

  @Test("an example's slot stays empty: its code is its stage's end, which another slot holds")
  func examplesEmpty() throws {
    let (slots, codes) = try Self.idle()
    let examples = slots.trials.filter { if case .example = $0.trial { true } else { false } }
    #expect(!examples.isEmpty)
    for example in examples { #expect(codes[example.code] == .some(nil), "\(example.code)") }
  }

  @Test(
    "a chaff that runs inside its stage's schema stays empty; one that runs alone gets its code")
  func chaffsByHowTheyRun() throws {
    let (slots, codes) = try Self.idle()
    let chaffs = slots.trials.filter { if case .mutant = $0.trial { true } else { false } }
    let empty = chaffs.filter { codes[$0.code] == .some(nil) }
    let full = chaffs.filter { (codes[$0.code] ?? nil) != nil }
    // Most chaffs share a schema with their stage's reference or the finished solution.
    #expect(empty.count > full.count)
    // The references, the finished solution and the code before each stage keep theirs.
    for trial in slots.trials {
      switch trial.trial {
      case .reference, .finished, .before:
        #expect((codes[trial.code] ?? nil) != nil, "\(trial.slot)")
      default: break
      }
    }
  }
}

@Suite("A check's bench package holds the slots checks use, not every slot it could")
struct BenchPackagedSlotsTests {
  /// The trial slots the bench's written `Package.swift` lists, in its order.
  static func packaged(_ bench: Bench) throws -> [String] {
    let text = try String(
      contentsOf: bench.folder.appending(path: "Package.swift"), encoding: .utf8)
    return text.matches(of: /\n  \("([^"]+)", "[^"]+"\)/).map { String($0.1) }
  }

  static func trial(_ slot: String, module: String) -> Bench.Trial {
    let code: FileTree = ["Sources/\(module)/ItemManager.swift": Data("// \(slot)\n".utf8)]
    return Bench.Trial(slot: slot, sources: code, tests: [:], timeout: .seconds(1))
  }

  @Test(
    "a slot joins the package when a run first lays it out and stays; none is compiled empty before"
  )
  func slotsJoinAsUsed() throws {
    let folder = try TemporaryFolder()
    let exercise = try JudgeSlotsTests.exercise("02-item-manager")
    let bench = JudgeSlots(exercise: exercise).bench(root: folder.url)
    let module = exercise.module

    _ = try bench.lay([Self.trial("s1_before", module: module)]) { _ in nil }
    #expect(try Self.packaged(bench) == ["s1_before"])

    _ = try bench.lay([Self.trial("s2_all", module: module)]) { _ in nil }
    #expect(try Self.packaged(bench) == ["s1_before", "s2_all"], "in the manifest's order")

    _ = try bench.lay([], reserving: ["code", "s1_before"]) { _ in nil }
    #expect(try Self.packaged(bench) == ["s1_before", "s2_all", "code"])
    #expect(
      !FileManager.default.fileExists(atPath: bench.testFolder("s1_ref").path),
      "a slot no run used is not laid out")
  }

  @Test("a check of every stage uses each stage's schemas, what runs apart, and the code trial")
  func checkSlots() throws {
    let exercise = try JudgeSlotsTests.exercise("03-data-provider")
    let slots = JudgeSlots(exercise: exercise)
    let states = ExerciseStates(root: JudgeSlotsTests.root).remembering()

    let used = try slots.checkSlots(in: states)

    let all = slots.trials.map(\.slot)
    #expect(Set(used).isSubset(of: Set(all)))
    #expect(used.contains(JudgeSlots.code))
    for (number, _) in slots.stages {
      #expect(used.contains("s\(number)_all"), "\(used)")
      #expect(used.contains("s\(number)_before"), "its code declares less: it runs apart")
      #expect(!used.contains("s\(number)_ref"), "the reference runs in the schema")
      #expect(!used.contains("s\(number)_fin"), "the finished solution runs only when needed")
    }
    #expect(used.count * 2 < all.count, "\(used.count) of \(all.count)")
  }
}
