import Foundation

/// Which clone shares under each name, as this copy of the room first saw it: a ref is a
/// name anyone with push access can write (`git push --force` onto
/// `refs/tddkit/learners/ana`), and a learner's document carries their clone's random id.
/// A ref whose document comes from another clone than the one first seen there is said on
/// every `kit room`, until the name's owner takes it back (`kit share --take-back`) or the
/// instructor frees the name (deleting the ref, after which it is forgotten here).
///
/// Kept in the room's copy (`tddkit-owners.json`), one line of JSON per name: it is the
/// instructor's record, never a learner's.
struct RoomOwners {
  /// A name whose ref now holds another clone's report.
  struct Takeover: Equatable, Sendable {
    var name: String
    var first: String
    var now: String
  }

  let file: URL

  init(repository: RoomRepository) {
    file = repository.folder.appending(path: "tddkit-owners.json")
  }

  /// Records the clone of each learner first seen in `entries`, forgets names no longer
  /// in the room, and answers the names whose clone is not the one first seen.
  func check(_ entries: [RoomRepository.Entry]) -> [Takeover] {
    let recorded =
      (try? JSONDecoder().decode([String: String].self, from: Data(contentsOf: file))) ?? [:]
    var owners: [String: String] = [:]
    var takeovers: [Takeover] = []
    for case .learner(let learner) in entries {
      let clone = learner.document.learner
      let first = recorded[learner.name] ?? clone
      owners[learner.name] = first
      if first != clone { takeovers.append(Takeover(name: learner.name, first: first, now: clone)) }
    }
    for case .skipped(let name, _) in entries { owners[name] = recorded[name] }
    if owners != recorded {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      try? encoder.encode(owners).write(to: file, options: .atomic)
    }
    return takeovers
  }

  /// The warning for `takeover`, to standard error.
  static func warning(_ takeover: Takeover, room: String) -> String {
    let name = PlainText.safe(takeover.name)
    return "warning: \(name)'s ref now holds a report from another clone than the one that "
      + "first shared as \(name): someone may have pushed over that name, and the row shows "
      + "what the ref holds now. \(name) can take the name back with kit share --take-back; "
      + "if \(name) moved to a new clone, free the name instead: git push \(room) "
      + ":\(LearnerName.refPrefix)\(name)\n"
  }
}
