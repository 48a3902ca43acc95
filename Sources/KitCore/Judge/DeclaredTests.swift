/// The tests a file declares, as XCTest and Swift Testing will see them, and the
/// functions that look like tests but will not run as written, each with the reason.
///
/// The forms each framework runs, from its own documentation (Swift Testing's "Defining
/// test functions" and "Organizing test functions with suite types"; XCTest's
/// `XCTestCase`), each with a test in `DeclaredTestFormsTests`:
///
/// - Swift Testing: a function under `@Test`, at file scope or in any type (struct, class,
///   actor, enum, or an extension of one), with or without `@Suite` on the type; a suite
///   nested in another; an instance or a `static` function; `async`, `throws`,
///   `@MainActor`; `@Test` with a display name, traits or `arguments:` (its parameters);
///   other attributes around it (`@available`); names and suite names in backticks (raw
///   identifiers, Swift 6.2).
/// - XCTest: an instance method whose name begins with `test`, taking no arguments and
///   returning nothing, `async` or `throws` or both, in a subclass of `XCTestCase` (or of
///   one of this file's subclasses of it) or an extension of one.
///
/// Near misses, measured with `swift test list` (Swift 6.3.1, Linux), said and not run: a
/// `static`, `private` or value-returning `test…` method, one that takes arguments, one
/// named in backticks with spaces, or in a class so named (the test list SwiftPM generates
/// for it does not build), a class nested in another type, `@Test` inside an `XCTestCase`
/// class.
struct DeclaredTests {
  struct Test: Equatable {
    var name: String
    /// Zero-based line of its `func` keyword.
    var line: Int
    var framework: Framework
    /// The type it is declared in: an XCTest test's class, a Swift Testing test's suite;
    /// `nil` for a function at file scope.
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
    /// Whether SwiftPM's generated list of XCTest tests names it and then does not compile:
    /// a method named in backticks with spaces, or in a class so named or nested in another
    /// type. A trial renames it (``StageSections/through(_:)``): it never runs.
    var breaksTheTestList = false
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
          tests.append(
            Test(
              name: function.name, line: function.line, framework: .swiftTesting,
              suite: type?.name))
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
              "XCTest on Linux finds test classes only at the top level of a file, and \(type.name) is inside \(outline.types[parent].name): declare it on its own",
            breaksTheTestList: true))
        continue
      }
      if looksLikeATest,
        !type.name.split(separator: ".").allSatisfy({
          TestFileOutline.isPlainIdentifier(String($0))
        })
      {
        notTests.append(
          NotATest(
            name: function.name, line: function.line,
            reason:
              "XCTest on Linux cannot run a test class named in backticks with spaces (\(type.name): the test list SwiftPM generates for it does not build): name the class without them, or make its tests Swift Testing `@Test`s in a suite",
            breaksTheTestList: true))
        continue
      }
      if looksLikeATest, let reason = Self.xctestNearMiss(function, attributes: attributes) {
        notTests.append(
          NotATest(
            name: function.name, line: function.line, reason: reason,
            breaksTheTestList: !TestFileOutline.isPlainIdentifier(function.name)
              && !function.hasParameters))
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

  /// Why XCTest on Linux will not run a method whose name begins with `test`, if it will not.
  private static func xctestNearMiss(
    _ function: TestFileOutline.FunctionDecl, attributes: Set<String>
  ) -> String? {
    if function.hasParameters {
      return "XCTest runs only test methods that take no arguments"
    }
    if !TestFileOutline.isPlainIdentifier(function.name) {
      return
        "XCTest on Linux cannot run a method named in backticks with spaces (the test list SwiftPM generates for it does not build): name it `test_…`, or make it a Swift Testing `@Test` in a suite of its own"
    }
    if attributes.contains("static") || attributes.contains("class") {
      return "XCTest runs only instance methods: take away `static`"
    }
    if !attributes.isDisjoint(with: ["private", "fileprivate"]) {
      return "XCTest on Linux does not find private test methods: take away `private`"
    }
    if function.returnsValue {
      return "XCTest runs only test methods that return nothing: take away the `->` and its type"
    }
    return nil
  }
}
