import Foundation

extension ExerciseState {
  /// Takes back the red of each test named in `names` (function names) that was first seen
  /// at `date`, the check that found it wrong: it failed because it expected the wrong
  /// thing, not because the code was missing, which is not the red TDD asks to watch. Fixed
  /// and passing, the test then says it was never seen failing for the right reason. A red
  /// seen at an earlier check, while the test was right, stays; so does its body.
  mutating func forgetReds(of names: Set<String>, seenAt date: Date, source: String?) {
    guard !names.isEmpty else { return }
    var forgotten: Set<String> = []
    for (id, history) in tests
    where history.firstRed == date && names.contains(WrittenTests.functionName(of: id)) {
      tests[id]?.firstRed = nil
      forgotten.insert(WrittenTests.functionName(of: id))
    }
    guard let source, !forgotten.isEmpty, let bodies = redBodies else { return }
    let digests = TestBodies.bodies(in: source).filter { forgotten.contains($0.name) }.map(\.digest)
    redBodies = bodies.subtracting(digests)
  }
}
