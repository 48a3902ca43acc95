import Foundation
import Testing

/// The suites that build real packages with SwiftPM: each of their tests builds a copy of
/// the miniature kit several times, and together they took most of the root `swift test`
/// (a few minutes on two cores, where everything else takes seconds). They run when
/// `TDDKIT_END_TO_END=1`, as CI does in a step of its own (`.ci/run`), and are skipped,
/// saying so, in a plain `swift test`.
enum EndToEnd {
  static let isEnabled = ProcessInfo.processInfo.environment["TDDKIT_END_TO_END"] == "1"

  static var enabled: ConditionTrait {
    .enabled(
      if: isEnabled,
      "builds real packages: run with TDDKIT_END_TO_END=1 (CI does, in a step of its own)")
  }
}
