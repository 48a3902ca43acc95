import Testing

@testable import KitCore

@Suite("What Linux's XCTest refuses, said as it is")
struct ToolchainLimitsTests {
  func source(_ methods: [String]) -> String {
    "@MainActor\nfinal class C: XCTestCase {\n" + methods.map { "  \($0)\n" }.joined() + "}\n"
  }

  // Measured with Swift 6.3.1 on Linux (SynchronousMainActorTests' comment has the table).
  @Test(
    "the combinations of a @MainActor class that trap or do not compile, and those that run",
    arguments: [
      (["func test_s() {}"], true),
      (["func test_t() throws {}"], true),
      (["func test_a() async {}"], false),
      (["func test_s() {}", "func test_a() async {}"], false),
      (["func test_t() throws {}", "func test_a() async {}"], true),
      (["func test_s() {}", "func test_at() async throws {}"], false),
      (["func test_s() {}", "func test_t() throws {}"], true),
      (["func test_s() {}", "func test_t() throws {}", "func test_a() async {}"], true),
    ])
  func combinations(methods: [String], refused: Bool) {
    #expect(ToolchainLimits.refusedClasses(in: source(methods)).isEmpty == !refused)
  }

  @Test("a run that stopped on a refused class gets the sentence; a run that did not, none")
  func note() {
    let refused = source(["func test_sections() {}"])
    var crashed = TestRun()
    crashed.outputTail = "Could not cast value of type '(M.C) -> @Swift.MainActor () -> ()'"

    let note = ToolchainLimits.note(for: crashed, sources: [refused])

    #expect(note?.contains("C: test_sections") == true)
    #expect(note?.contains("`func test_sections() async throws`") == true)
    #expect(
      ToolchainLimits.note(for: TestRun(outcomes: ["C/test_sections": .passed]), sources: [refused])
        == nil)
    #expect(
      ToolchainLimits.note(for: crashed, sources: [source(["func test_a() async {}"])]) == nil)
  }
}
