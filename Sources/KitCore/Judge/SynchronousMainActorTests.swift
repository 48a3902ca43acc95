/// Lets a trial run the synchronous XCTest methods of a `@MainActor` class, which XCTest
/// on Linux cannot call as written.
///
/// On Linux, SwiftPM lists each XCTest class's tests in generated code that XCTest calls
/// through a non-isolated function type. Measured with Swift 6.3.1, per `@MainActor`
/// class: with only `async` tests, every test runs; a synchronous test beside an `async`
/// one runs too; a class whose only tests are synchronous, or that has a synchronous
/// `throws` test beside another synchronous one, traps before any test starts (`Could
/// not cast value of type '… -> @MainActor () -> ()'`); a synchronous `throws` test beside
/// only `async` ones does not compile (the generated list is "a heterogeneous collection
/// literal"). A trap there ends every test of the binary, not only the class's.
///
/// So a trial copy of the learner's file renames each such method (`test_x` becomes
/// `tddkit_sync_test_x`, on its own line, so no line number moves) and appends an `async`
/// test of the old name that calls it. The test still runs on the main actor, with the
/// same body and the same id, and the toolchain accepts every class. The learner's own
/// run is left as it is; the check tells them why it stopped and how to write the test.
enum SynchronousMainActorTests {
  static let prefix = "tddkit_sync_"

  /// `source` with every synchronous main-actor XCTest method wrapped, or `source` itself
  /// when it has none.
  static func wrapped(_ source: String) -> String {
    let tests = DeclaredTests(TestFileOutline(source)).tests.filter(\.isSynchronousOnMainActor)
    guard !tests.isEmpty else { return source }
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var wrappers: [String] = []
    for test in tests {
      guard let suite = test.suite,
        let name = lines[test.line].range(of: "func \(test.name)")
      else { continue }
      lines[test.line].replaceSubrange(name, with: "func \(prefix)\(test.name)")
      let call = "\(test.isThrowing ? "try " : "")\(prefix)\(test.name)()"
      wrappers.append(
        "extension \(suite) { func \(test.name)() async \(test.isThrowing ? "throws " : ""){ \(call) } }"
      )
    }
    return lines.joined(separator: "\n") + "\n" + wrappers.joined(separator: "\n") + "\n"
  }
}
