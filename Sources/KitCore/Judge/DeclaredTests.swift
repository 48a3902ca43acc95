/// The tests a file declares, as XCTest and Swift Testing will see them, and the
/// functions that look like tests but will not run as written, each with the reason.
struct DeclaredTests {
  struct Test: Equatable {
    var name: String
    /// Zero-based line of its `func` keyword.
    var line: Int
    var framework: Framework
    /// For XCTest: its class.
    var suite: String?
    /// A synchronous XCTest method on the main actor: XCTest on Linux cannot call it
    /// (``SynchronousMainActorTests``).
    var isSynchronousOnMainActor = false
    var isThrowing = false
  }

  /// A function a learner meant as a test, which its framework will not run as written.
  struct NotATest: Equatable {
    var name: String
    var line: Int
    var reason: String
  }

  private(set) var tests: [Test] = []
  private(set) var notTests: [NotATest] = []

  private static let lifecycle: Set = [
    "setUp", "tearDown", "setUpWithError", "tearDownWithError", "invokeTest",
  ]

  init(_ outline: TestFileOutline) {
    for function in outline.functions {
      let attributes = Set(function.attributes)
      let type = function.type.map { outline.types[$0] }
      let inXCTestCase = function.type.map(outline.holdsXCTests) ?? false
      if attributes.contains("@Test") {
        if inXCTestCase, let type {
          notTests.append(
            NotATest(
              name: function.name, line: function.line,
              reason:
                "Swift Testing's @Test cannot stand inside an XCTestCase class (\(type.name)): put it in a type of its own, such as a `@Suite struct`, under the stage's line"
            ))
        } else {
          tests.append(Test(name: function.name, line: function.line, framework: .swiftTesting))
        }
        continue
      }
      guard inXCTestCase, let typeIndex = function.type, let type else { continue }
      let looksLikeATest = function.name.hasPrefix("test")
      if let parent = type.parent, looksLikeATest {
        notTests.append(
          NotATest(
            name: function.name, line: function.line,
            reason:
              "XCTest on Linux finds test classes only at the top level of a file, and \(type.name) is inside \(outline.types[parent].name): declare it on its own"
          ))
        continue
      }
      if looksLikeATest && function.hasParameters {
        notTests.append(
          NotATest(
            name: function.name, line: function.line,
            reason: "XCTest runs only test methods that take no arguments"))
        continue
      }
      if !looksLikeATest {
        let helper =
          function.hasParameters || function.returnsValue || Self.lifecycle.contains(function.name)
          || !attributes.isDisjoint(with: ["private", "fileprivate", "static", "override"])
        if !helper {
          notTests.append(
            NotATest(
              name: function.name, line: function.line,
              reason: "XCTest runs only methods whose names begin with `test`"))
        }
        continue
      }
      let mainActor =
        (outline.isMainActor(typeIndex) || attributes.contains("@MainActor"))
        && !attributes.contains("nonisolated")
      tests.append(
        Test(
          name: function.name, line: function.line, framework: .xctest, suite: type.name,
          isSynchronousOnMainActor: mainActor && !function.isAsync,
          isThrowing: function.isThrowing))
    }
  }
}
