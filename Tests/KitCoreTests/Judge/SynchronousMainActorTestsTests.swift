import Testing

@testable import KitCore

@Suite("A trial's copy runs synchronous main-actor XCTest methods through async wrappers")
struct SynchronousMainActorTestsTests {
  @Test("each synchronous main-actor test is renamed on its own line and called from an async one")
  func wraps() {
    let source = """
      @MainActor
      final class ListTests: XCTestCase {
        func test_sync() { XCTAssertEqual(1, 1) }
        func test_throws() throws { try check() }
        func test_async() async {}
      }
      """

    let wrapped = SynchronousMainActorTests.wrapped(source)
    let lines = wrapped.split(separator: "\n", omittingEmptySubsequences: false)

    #expect(lines[2] == "  func tddkit_sync_test_sync() { XCTAssertEqual(1, 1) }")
    #expect(lines[3] == "  func tddkit_sync_test_throws() throws { try check() }")
    #expect(lines[4] == "  func test_async() async {}")
    #expect(
      wrapped.hasSuffix(
        """
        extension ListTests { func test_sync() async { tddkit_sync_test_sync() } }
        extension ListTests { func test_throws() async throws { try tddkit_sync_test_throws() } }

        """))
  }

  @Test("a file without such a test is left as it is")
  func leavesOthers() {
    let source = "final class T: XCTestCase {\n  func test_a() {}\n}\n"

    #expect(SynchronousMainActorTests.wrapped(source) == source)
  }
}
