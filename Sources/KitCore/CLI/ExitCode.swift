/// The documented exit codes of `kit`; `kit help` lists them for learners (``meaning``).
public enum ExitCode: Int32, Sendable, CaseIterable {
  /// Done; for `verify`, everything is as the manifest says; for `check`, every
  /// walkthrough test passes.
  case success = 0
  /// `verify` found something off, or `check` found a walkthrough test that is not green
  /// yet; the report says what. A red `check` is the normal state of work in progress.
  case verificationFailed = 1
  /// The command line was wrong; the message says how to call it.
  case usage = 2
  /// The manifest or an exercise id was wrong; the message names it.
  case badInput = 3
  /// `kit` would not act: `solution` before the exercise is green (without `--force`),
  /// `restore` with no backup to restore.
  case refused = 4
  /// Another `kit` held `.tddkit/lock` for longer than this one would wait.
  case busy = 5
  /// git was missing or could not read the starter, or a file could not be read or
  /// written; the message says what, and whether anything was changed.
  case environmentFailed = 6
  /// `share` or `room`: the room could not be reached, or refused the share; the message
  /// says what git said and what to check.
  case roomFailed = 7

  /// What the code means, as `kit help` says it.
  var meaning: String {
    switch self {
    case .success: "success; for check: every walkthrough test passes"
    case .verificationFailed: "check: not green yet (the report says what) · verify: problems found"
    case .usage: "usage error"
    case .badInput: "bad manifest or unknown exercise"
    case .refused: "refused: solution before the exercise is green, or nothing to restore"
    case .busy: "another kit is running (it holds .tddkit/lock)"
    case .environmentFailed:
      "git missing or unable to read the starter, or a file could not be written"
    case .roomFailed: "share, room: the room could not be reached, or refused the share"
    }
  }
}
