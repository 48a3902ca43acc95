import Foundation

/// An exercise whose newest checks did not compile: since when, the compiler's first error,
/// and where the learner stood at the last check that compiled. A compile error says
/// nothing of which tests pass, so the learner is still on that stage, not back at the
/// exercise's first one; the room and `kit progress` both say it this way.
struct CompileBreak: Equatable, Sendable {
  /// The first of the newest checks that did not compile.
  var since: Date
  /// The compiler's first error, as the newest check saw it.
  var error: String
  /// The next item (a test id, or `stage <id>`) of the last check that compiled; `nil`
  /// when none did.
  var next: String?

  init(since: Date, error: String, next: String? = nil) {
    self.since = since
    self.error = error
    self.next = next
  }

  /// The break at the end of `lights`; `nil` when the newest light compiled.
  init?(_ lights: ExerciseLights) {
    guard lights.count > 0 else { return nil }
    var first = lights.count - 1
    guard Self.broken(lights, first) else { return nil }
    while first > 0, Self.broken(lights, first - 1) { first -= 1 }
    since = lights.date(first)
    error = String((lights.failure(lights.count - 1) ?? "").dropFirst(Light.doesNotCompile.count))
    let compiled = first > 0 ? first - 1 : nil
    next = compiled.flatMap { lights.columns.next?.value(at: $0) }
  }

  /// `does not compile since 10:42: cannot find 'x' in scope`, the time in `zone` (the
  /// room's is UTC, a learner's own progress their clock's).
  func sentence(in zone: TimeZone) -> String {
    let clock = Timestamp.clock(since, in: zone).dropFirst(11).prefix(5)
    return "does not compile since \(clock): \(error)"
  }

  private static func broken(_ lights: ExerciseLights, _ index: Int) -> Bool {
    lights.failure(index)?.hasPrefix(Light.doesNotCompile) == true
  }
}
