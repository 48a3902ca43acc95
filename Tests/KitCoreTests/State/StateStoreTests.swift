import Foundation
import Testing

@testable import KitCore

@Suite("The state file")
struct StateStoreTests {
  let folder: TemporaryFolder
  let store: StateStore
  let noon = Date(timeIntervalSince1970: 1_795_000_000)

  init() throws {
    folder = try TemporaryFolder()
    store = StateStore(root: folder.url)
  }

  @Test("round-trips through .tddkit/state.json with its version")
  func roundTrip() throws {
    var state = KitState(pristineCommit: "abc123")
    state[exercise: "01"].record(TestRun(outcomes: ["S/test_a": .passed]), at: noon)
    state[exercise: "01"].lastCheck = CheckSummary(
      at: noon, green: true, compiled: true, timedOut: false, passed: 1, total: 1, next: nil)

    try store.save(state)
    let (loaded, warning) = store.load(repairing: true)

    #expect(loaded == state)
    #expect(warning == nil)
    #expect(try String(contentsOf: store.file, encoding: .utf8).contains(#""version" : 1"#))
  }

  @Test("no file is a fresh state, without a warning")
  func missingFile() {
    let (state, warning) = store.load(repairing: true)

    #expect(state == KitState())
    #expect(warning == nil)
  }

  @Test("a corrupted file is moved aside with a warning, never overwritten")
  func corruptedFileMovedAside() throws {
    _ = try folder.write("{ \"version\": 1, \"exerc", to: ".tddkit/state.json")

    let (state, warning) = store.load(repairing: true, now: noon)

    let aside = store.folder.appending(path: "state.json.corrupt-20261118-110640-000")
    #expect(state == KitState())
    #expect(warning?.contains("kept as .tddkit/state.json.corrupt-20261118-110640-000") == true)
    #expect(try String(contentsOf: aside, encoding: .utf8) == "{ \"version\": 1, \"exerc")
    #expect(!FileManager.default.fileExists(atPath: store.file.path))
  }

  @Test("a file of another version is moved aside too, saying which version it has")
  func otherVersion() throws {
    _ = try folder.write(#"{"version": 2, "exercises": {}}"#, to: ".tddkit/state.json")

    let (_, warning) = store.load(repairing: true, now: noon)

    #expect(warning?.contains("it has version 2, this kit reads version 1") == true)
    #expect(!FileManager.default.fileExists(atPath: store.file.path))
  }

  @Test("a command that only reads reports a corrupted file and leaves it where it is")
  func readOnlyLeavesCorruptedFile() throws {
    _ = try folder.write("garbage", to: ".tddkit/state.json")

    let (state, warning) = store.load(repairing: false)

    #expect(state == KitState())
    #expect(warning?.contains("cannot be read") == true)
    #expect(try String(contentsOf: store.file, encoding: .utf8) == "garbage")
  }
}
