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

/// One test per way of declaring a test that its framework runs, from the frameworks' own
/// documentation (``DeclaredTests``'s list), and per near miss it does not run, as measured
/// with `swift test list` (Swift 6.3.1, Linux).
@Suite("Every form of test its framework runs is seen")
struct DeclaredTestFormsTests {
  private func names(_ source: String) -> [String] {
    DeclaredTests(TestFileOutline(source)).tests.map(\.name)
  }

  private func reasons(_ source: String) -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: DeclaredTests(TestFileOutline(source)).notTests.map {
        ($0.name, $0.reason)
      })
  }

  @Test("@Test at file scope")
  func fileScope() {
    #expect(names("@Test func startsEmpty() {}") == ["startsEmpty"])
  }

  @Test("@Test on an instance method of a struct, class, actor or enum, with or without @Suite")
  func inTypes() {
    let source = """
      struct A { @Test func inStruct() {} }
      final class B { @Test func inClass() {} }
      actor C { @Test func inActor() {} }
      @Suite("named") struct D { @Test func inSuite() {} }
      """
    #expect(names(source) == ["inStruct", "inClass", "inActor", "inSuite"])
  }

  @Test("@Test on a static function, as an enum holds them")
  func staticFunction() {
    #expect(names("enum Checks {\n  @Test static func inEnum() {}\n}") == ["inEnum"])
  }

  @Test("a suite nested in a suite, and a suite's extension")
  func nestedAndExtension() {
    let source = """
      struct Outer {
        @Suite struct Inner {
          @Test func nested() {}
        }
      }
      extension Outer {
        @Test func inExtension() {}
      }
      """
    #expect(names(source) == ["nested", "inExtension"])
  }

  @Test("raw identifiers (Swift 6.2): a test and a suite named in backticks")
  func rawIdentifiers() {
    let source = """
      @Suite struct `Chore list` {
        @Test func `three open chores leave three remaining`() {}
      }
      @Test func `free standing`() async throws {}
      struct Plain {
        @Test func `default`() {}
      }
      """
    #expect(
      names(source) == ["three open chores leave three remaining", "free standing", "default"])
  }

  /// A fresh learner's eighth try, 11 row 40 and 12 row 88: the quote began a string, the
  /// name was cut there, and the test was "wrong" and left out of the learner's run.
  @Test("a raw identifier with a double quote in it is one name, and the code after it is code")
  func quoteInARawIdentifier() {
    let source = """
      @Suite struct Shows {
        @Test func `view created shows "To Do" once`() {}
        @Test func after() {}
      }
      """
    #expect(names(source) == ["view created shows \"To Do\" once", "after"])
  }

  @Test("display names, traits, arguments, availability and isolation around @Test")
  func attributes() {
    let source = """
      struct S {
        @available(macOS 11.0, *)
        @Test("counts", .tags(.counting), arguments: [1, 2, 3])
        func counts(value: Int) async throws {}

        @Test @MainActor func onMain() async {}
        @MainActor
        @Test(
          "spans lines"
        )
        func spans() throws {}
      }
      """
    #expect(names(source) == ["counts", "onMain", "spans"])
  }

  @Test("XCTest: test methods of a subclass, of its extension and of a subclass's subclass")
  func xctestClasses() {
    let source = """
      class BaseTests: XCTestCase {
        func test_inBase() {}
      }
      final class SubTests: BaseTests {
        func test_inSub() async throws {}
      }
      extension BaseTests {
        func test_inExtension() throws {}
      }
      """
    #expect(names(source) == ["test_inBase", "test_inSub", "test_inExtension"])
  }

  @Test("XCTest on Linux runs no static, private or value-returning test method")
  func xctestNearMisses() {
    let source = """
      final class FormTests: XCTestCase {
        static func test_static() {}
        func test_returns() -> Int { 1 }
        private func test_private() {}
        fileprivate func test_fileprivate() {}
        func test_runs() {}
      }
      """
    #expect(names(source) == ["test_runs"])
    let reasons = reasons(source)
    #expect(
      Set(reasons.keys) == ["test_static", "test_returns", "test_private", "test_fileprivate"])
    #expect(reasons["test_static"]?.contains("static") == true)
    #expect(reasons["test_returns"]?.contains("return nothing") == true)
    #expect(reasons["test_private"]?.contains("private") == true)
  }

  @Test("XCTest on Linux cannot build a test method named in backticks with spaces")
  func xctestRawIdentifier() {
    let source = """
      final class RawTests: XCTestCase {
        func `test three remain`() {}
      }
      """
    #expect(names(source).isEmpty)
    #expect(reasons(source)["test three remain"]?.contains("backticks") == true)
  }

  /// Measured: SwiftPM's generated test list names the class as written without its
  /// backticks (`extension Chore list tests`), which does not build; an escaped plain name
  /// (`` `test_escaped` ``) is listed and runs as `test_escaped`.
  @Test("XCTest on Linux cannot build a test class named in backticks with spaces")
  func xctestRawClassName() {
    let source = """
      final class `Chore list tests`: XCTestCase {
        func test_inRawClass() {}
      }
      final class ChoreTests: XCTestCase {
        func `test_escaped`() {}
      }
      """
    #expect(names(source) == ["test_escaped"])
    #expect(reasons(source)["test_inRawClass"]?.contains("class named in backticks") == true)
  }
}
