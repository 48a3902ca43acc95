/// The documented exit codes of `kit`.
public enum ExitCode: Int32, Sendable {
  /// Done; for `verify`, everything is as the manifest says.
  case success = 0
  /// `verify` found something off; the table says what.
  case verificationFailed = 1
  /// The command line was wrong; the message says how to call it.
  case usage = 2
  /// The manifest or an exercise id was wrong; the message names it.
  case badInput = 3
}
