/// What the toolchain refuses in a learner's test file, said as it is: on Linux, XCTest
/// cannot call every synchronous test method of a `@MainActor` class (measured with Swift
/// 6.3.1; see ``SynchronousMainActorTests``). macOS has no such limit.
enum ToolchainLimits {
  /// Each `@MainActor` XCTest class of `source` whose synchronous test methods Linux's
  /// XCTest refuses, with those methods. A class is refused when it has a synchronous
  /// `throws` test, or synchronous tests and no `async` one; a synchronous test that does
  /// not throw runs when the class has an `async` test too.
  static func refusedClasses(in source: String) -> [(suite: String, tests: [String])] {
    let tests = DeclaredTests(TestFileOutline(source)).tests.filter { $0.framework == .xctest }
    var refused: [(suite: String, tests: [String])] = []
    var suites: [String] = []
    for test in tests where !suites.contains(test.suite ?? "") { suites.append(test.suite ?? "") }
    for suite in suites {
      let own = tests.filter { $0.suite == suite }
      let synchronous = own.filter(\.isSynchronousOnMainActor)
      guard !synchronous.isEmpty else { continue }
      let hasAsync = own.contains { !$0.isSynchronousOnMainActor }
      if synchronous.contains(where: \.isThrowing) || !hasAsync {
        refused.append((suite, synchronous.map(\.name)))
      }
    }
    return refused
  }

  /// Why the learner's own run of tests whose sources are `sources` stopped before a test
  /// could run, when this limit is the cause; `nil` otherwise.
  static func note(for run: TestRun, sources: [String]) -> String? {
    let refused = sources.flatMap(refusedClasses(in:))
    let listRefused = run.compileErrors.contains {
      $0.message.contains("heterogeneous collection literal")
        || ($0.isInTheGeneratedTestList && $0.message.contains("Element"))
    }
    let stopped =
      run.xctestCrashed || run.outputTail.contains("Could not cast value of type")
      || listRefused || (run.didCompile && run.outcomes.isEmpty)
    guard !refused.isEmpty, stopped else { return nil }
    let named = refused.map { "\($0.suite): \($0.tests.joined(separator: ", "))" }
      .joined(separator: "; ")
    let example = refused[0].tests[0]
    // The list SwiftPM generates of a class's tests does not compile for some mixes: then
    // the run did not build, which is not the same as stopping (a fresh learner's sixth
    // try, 03 row 98).
    let lead =
      listRefused
      ? "Your own run did not build: SwiftPM's generated list of XCTest tests cannot hold "
        + "these methods together"
      : run.outcomes.isEmpty
        ? "Your own run stopped before any test ran" : "Your own run's XCTest tests did not run"
    return lead + ": on Linux, XCTest cannot call a "
      + "synchronous test method of a @MainActor class (\(named)). Make each one async, "
      + "`func \(example)() async throws`: its body can stay as it is. (macOS runs them; "
      + "the kit judges your tests as written meanwhile.)"
  }

  /// XCTest's names that Apple's XCTest has and Linux's does not (swift-corelibs-xctest), each
  /// with what to use there.
  static let missingOnLinux: [String: String] = [
    "XCTExpectFailure": "Swift Testing's `withKnownIssue { … }`",
    "XCTAttachment": "a message in the assertion itself",
    "XCTContext": "plain code, or Swift Testing's `#expect` with a comment",
    "XCUIApplication": "a unit test of the code behind the screen",
  ]

  /// For a compiler's `cannot find 'X' in scope` where `X` is one of ``missingOnLinux``:
  /// that the name is Apple's XCTest's alone, not a new name the code should offer nor an
  /// import the file lacks (a fresh learner's seventeenth try, 06 row 105).
  static func missingName(in message: String) -> String? {
    for (name, instead) in missingOnLinux.sorted(by: { $0.key < $1.key })
    where message.contains("cannot find '\(name)' in scope") {
      return "\(name) is in Apple's XCTest but not in Linux's, where the kit runs your "
        + "tests: use \(instead) instead"
    }
    return nil
  }
}
