/// Why `kit room` could not show the room, in a sentence that says what to do, with its
/// exit code.
enum RoomError: Error, Equatable, CustomStringConvertible {
  case noRoom
  case gitMissing
  case git(String)
  case unreachable(room: String, detail: String)
  case neverFetched(room: String)
  case noLearner(name: String, known: [String])
  case files(String)

  var description: String {
    switch self {
    case .noRoom:
      "kit room needs the room's URL: kit room URL (the bare repository learners share to)"
    case .gitMissing: "git is not installed, and the room comes through git; install it"
    case .git(let detail):
      "git could not read the room's copy under .build/tddkit/rooms (\(detail)); remove it "
        + "and run kit room again"
    case .unreachable(let room, let detail):
      "could not reach the room at \(room) (git said: \(detail)); check the URL and that "
        + "this machine can reach it, or show the last copy with --no-fetch"
    case .neverFetched(let room):
      "the room at \(room) was never fetched on this machine; run kit room without --no-fetch"
    case .noLearner(let name, let known):
      "the room has no learner called '\(name)'; it has: "
        + (known.isEmpty ? "nobody yet" : known.joined(separator: ", "))
    case .files(let detail): "could not write the room: \(detail)"
    }
  }

  var exitCode: ExitCode {
    switch self {
    case .noRoom: .usage
    case .gitMissing, .git, .files: .environmentFailed
    case .unreachable, .neverFetched: .roomFailed
    case .noLearner: .badInput
    }
  }
}
