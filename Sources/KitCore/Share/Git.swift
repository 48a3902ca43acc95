import Foundation

/// The `git` command line, as sharing and the room use it: plumbing on a repository of the
/// kit's own, and `fetch`, `push` and `ls-remote` with a room, each with a time limit.
///
/// Input and output go through files, not pipes, so a large `cat-file --batch` can neither
/// fill a pipe nor block; variables a surrounding git (a hook) may have set are cleared, so
/// a command acts only on the repository it names; and git never waits for a password on
/// a terminal nobody watches (`GIT_TERMINAL_PROMPT=0`, ssh in batch mode).
struct Git: Sendable {
  typealias Result = CapturedProcess.Result

  /// Where git runs, and the variables it gets beside the kit's own.
  var directory: URL
  var extraEnvironment: [String: String] = [:]
  var timeout: Duration = .seconds(60)

  /// Runs `git arguments…` with `input` on standard input.
  func run(_ arguments: [String], input: Data? = nil) throws -> Result {
    try CapturedProcess.run(
      ["git"] + arguments, in: directory, environment: environment, input: input,
      timeout: timeout)
  }

  /// The kit's environment without a surrounding git's variables, plus the extra ones.
  private var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for name in [
      "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY", "GIT_PREFIX",
      "GIT_COMMON_DIR", "GIT_NAMESPACE",
    ] {
      environment[name] = nil
    }
    environment["GIT_TERMINAL_PROMPT"] = "0"
    environment["LC_ALL"] = "C"
    if environment["GIT_SSH_COMMAND"] == nil {
      environment["GIT_SSH_COMMAND"] = "ssh -o BatchMode=yes -o ConnectTimeout=15"
    }
    environment.merge(extraEnvironment) { _, extra in extra }
    return environment
  }
}
