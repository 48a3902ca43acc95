/// The documented exit codes of `kit`; `HelpText.general` lists them for learners.
public enum ExitCode: Int32, Sendable {
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
}
