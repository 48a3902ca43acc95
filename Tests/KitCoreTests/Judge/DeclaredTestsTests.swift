import Testing

@testable import KitCore

@Suite("The tests a file declares, as XCTest and Swift Testing see them")
struct DeclaredTestsTests {
  let source = """
    import Testing
    import XCTest

    @MainActor
    final class ListTests: XCTestCase {
      private var list = List()

      override func setUp() async throws {}

      func test_sync() { XCTAssertEqual(list.count, 0) }
      func test_throws() throws {}
      func test_async() async {}
      nonisolated func test_nonisolated() {}
      func checksTheCount() { XCTAssertEqual(list.count, 0) }
      func test_takes(_ value: Int) {}
      private func helper() {}
      func makeList() -> List { List() }

      @Test func insideTheClass() {}
    }

    extension ListTests {
      func test_inAnExtension() {}
    }

    struct Outer {
      final class Inner: XCTestCase {
        func test_nested() {}
      }
    }

    @Suite("lists") struct ListSuite {
      @Test("starts empty", arguments: [1, 2])
      func startsEmpty(count: Int) async throws {}
    }

    @Test func freeStanding() {}
    """

  @Test("XCTest methods with their effects; Swift Testing functions in their own types")
  func tests() {
    let declared = DeclaredTests(TestFileOutline(source))
    let byName = Dictionary(uniqueKeysWithValues: declared.tests.map { ($0.name, $0) })

    #expect(
      declared.tests.map(\.name) == [
        "test_sync", "test_throws", "test_async", "test_nonisolated", "test_inAnExtension",
        "startsEmpty", "freeStanding",
      ])
    #expect(byName["test_sync"]?.isSynchronousOnMainActor == true)
    #expect(byName["test_throws"]?.isSynchronousOnMainActor == true)
    #expect(byName["test_throws"]?.isThrowing == true)
    #expect(byName["test_async"]?.isSynchronousOnMainActor == false)
    #expect(byName["test_nonisolated"]?.isSynchronousOnMainActor == false)
    #expect(byName["test_inAnExtension"]?.isSynchronousOnMainActor == true)
    #expect(byName["test_sync"]?.suite == "ListTests")
    #expect(byName["startsEmpty"]?.framework == .swiftTesting)
    #expect(byName["test_sync"]?.line == 9)
  }

  @Test("what looks like a test but will not run says why")
  func notTests() {
    let declared = DeclaredTests(TestFileOutline(source))
    let reasons = Dictionary(uniqueKeysWithValues: declared.notTests.map { ($0.name, $0.reason) })

    #expect(Set(reasons.keys) == ["checksTheCount", "test_takes", "insideTheClass", "test_nested"])
    #expect(reasons["checksTheCount"] == "XCTest runs only methods whose names begin with `test`")
    #expect(reasons["test_takes"] == "XCTest runs only test methods that take no arguments")
    #expect(
      reasons["insideTheClass"]?.hasPrefix(
        "Swift Testing's @Test cannot stand inside an XCTestCase class (ListTests)") == true)
    #expect(reasons["test_nested"]?.contains("Inner is inside Outer") == true)
  }

  @Test("braces and keywords inside strings and comments are not code")
  func stringsAndComments() {
    let source = """
      final class T: XCTestCase {
        // func test_commented() {}
        func test_a() { XCTAssertEqual(label, "} func test_fake() {") }
        /* class Fake: XCTestCase { func test_b() {} } */
        func test_c() {}
      }
      """

    #expect(DeclaredTests(TestFileOutline(source)).tests.map(\.name) == ["test_a", "test_c"])
  }
}
