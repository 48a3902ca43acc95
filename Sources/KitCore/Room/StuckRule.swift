import Foundation

/// When the room calls a learner stuck: their last `reds` checks were all not green, or
/// they have been checking without a green for `minutes`. Both count from the newest light
/// back, across exercises, so a learner reading a README after a green is never stuck, and
/// one who checks red every minute for a quarter of an hour is, however few checks that is.
struct StuckRule: Codable, Equatable, Sendable {
  var reds = 5
  var minutes = 15

  /// The sentence `kit room --help` and the page give for the rule.
  var sentence: String {
    "\(reds) checks in a row not green, or checking for \(minutes) minutes without a green"
  }

  /// Why a learner whose newest lights are `timeline` is stuck at `now`; `nil` when not.
  func reason(streak: Int, since started: Date?, now: Date) -> String? {
    guard streak > 0, let started else { return nil }
    if streak >= reds { return "\(streak) checks in a row not green" }
    let waited = Int(now.timeIntervalSince(started) / 60)
    return waited >= minutes ? "no green for \(waited) minutes of checking" : nil
  }
}
