/// Why `kit share` did not share, in a sentence that says what happened and what to do,
/// with the exit code the runner's documentation gives for it. Nothing of the learner's is
/// touched in any of these cases.
enum ShareError: Error, Equatable, CustomStringConvertible {
  /// No room given and none remembered.
  case noRoom
  /// No `--name`, none remembered, and git has no `user.name`.
  case noName
  case badName(LearnerName.Refusal)
  case gitMissing
  /// A file of the kit's (the state, the settings, the share repository) could not be
  /// read or written.
  case files(String)
  /// Plumbing on the kit's own share repository failed.
  case git(String)
  case unreachable(room: String, detail: String)
  case rejected(room: String, detail: String)
  /// Another clone shares under this name.
  case nameTaken(name: String, room: String)
  /// Another clone pushed over the name this clone shared as last.
  case takenOver(name: String, room: String)

  var description: String {
    switch self {
    case .noRoom:
      "kit share needs a room the first time: kit share --room URL (the git URL your "
        + "instructor gives: a shared folder, git://…, ssh or https)"
    case .noName:
      "kit share needs a name: kit share --name ana (git has no user.name to take it from)"
    case .badName(let refusal): "the name cannot be used: \(refusal)"
    case .gitMissing:
      "git is not installed, and sharing goes through git; install it (apt install git, "
        + "xcode-select --install) and share again"
    case .files(let detail): "could not prepare the share: \(detail)"
    case .git(let detail):
      "git could not build the share in .tddkit/share.git (\(detail)); remove that folder "
        + "and share again"
    case .unreachable(let room, let detail):
      "could not reach the room at \(room) (git said: \(detail)); check the URL with your "
        + "instructor, and that this machine can reach it (kit doctor), then share again"
    case .rejected(let room, let detail):
      "the room at \(room) refused the share (git said: \(detail)); tell your instructor: "
        + "the room may not accept refs under refs/tddkit/, or you may not push there"
    case .takenOver(let name, let room):
      "the room at \(room) holds another clone's share as '\(name)', pushed over the one this "
        + "clone shared last; if that was not you, kit share --take-back puts yours back "
        + "(and tell your instructor, whose kit room names the name taken over)"
    case .nameTaken(let name, let room):
      "the room at \(room) already has a learner called '\(name)' sharing from another "
        + "clone; pick another name (kit share --name \(name)-2). If that was you on an "
        + "earlier clone, your instructor can free the name: git push ROOM "
        + ":refs/tddkit/learners/\(name)"
    }
  }

  var exitCode: ExitCode {
    switch self {
    case .noRoom, .noName, .badName: .usage
    case .gitMissing, .files, .git: .environmentFailed
    case .unreachable, .rejected: .roomFailed
    case .nameTaken, .takenOver: .refused
    }
  }
}
