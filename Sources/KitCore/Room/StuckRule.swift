import Foundation

/// When the room calls a learner stuck: their last `checks` checks made no progress
/// (``CheckProgress``: no new stage green, no more tests passing, no better test-first
/// verdict), or they have been checking for `minutes` without progress. Both count from
/// the newest light back, across exercises, to the last check that made progress or the
/// last checkpoint (``ProgressStall``), so a learner turning a stage green per check is
/// never stuck, however red their lights, and one reading a README after progress is not
/// either, while one red on the same test every minute for a quarter of an hour is.
struct StuckRule: Codable, Equatable, Sendable {
  var checks = 5
  var minutes = 15

  /// `reds` in `kit room --json`, as it was named when the rule counted red lights.
  private enum CodingKeys: String, CodingKey {
    case checks = "reds"
    case minutes
  }

  /// The sentence `kit room --help` and the page give for the rule.
  var sentence: String {
    "\(checks) checks in a row without progress, or checking for \(minutes) minutes without "
      + "progress (progress: a new stage green, more tests passing, a better test-first verdict; "
      + "a checkpoint starts afresh)"
  }

  /// Why a learner whose newest checks made no progress (`stall`) is stuck at `now`;
  /// `nil` when not.
  func reason(_ stall: ProgressStall, now: Date) -> String? {
    guard stall.checks > 0, let started = stall.since else { return nil }
    if stall.checks >= checks { return "\(stall.checks) checks in a row without progress" }
    let waited = Int(now.timeIntervalSince(started) / 60)
    return waited >= minutes ? "no progress for \(waited) minutes of checking" : nil
  }
}
