import Foundation

extension RecordedReds {
  /// What differs from the reds file's `text` (`nil`: there is none) to these reds. A file
  /// that says the same reds other than as ``text`` writes them (spaced, ordered or
  /// worded otherwise) is a change too: only the recorder writes it, so any edit shows.
  func changes(sinceFile text: String?) -> [String] {
    guard let text else { return ["not recorded yet"] }
    // The loader has read the file already; one it could not read stopped the kit.
    guard let earlier = try? JSONDecoder().decode(RecordedReds.self, from: Data(text.utf8))
    else { return [Self.notTheRecorders] }
    let changes = self.changes(since: earlier)
    return changes.isEmpty && text != self.text ? [Self.notTheRecorders] : changes
  }

  static let notTheRecorders = "the file is not as kit verify --record writes it"

  /// What differs from `earlier` to these reds, one line a test: what a recording changed,
  /// or what a run gives that the file does not say. Empty when they agree.
  func changes(since earlier: RecordedReds?) -> [String] {
    guard let earlier else { return ["not recorded yet"] }
    var changes = Self.changes(in: "starter", from: earlier.starter, to: starter)
    for snapshot in snapshots {
      let name = "stage \(snapshot.stage)"
      guard let before = earlier.snapshots.first(where: { $0.stage == snapshot.stage }) else {
        changes.append("\(name): not recorded yet")
        continue
      }
      changes += Self.changes(in: name, from: before.failing, to: snapshot.failing)
    }
    for gone in earlier.snapshots where !snapshots.contains(where: { $0.stage == gone.stage }) {
      changes.append("stage \(gone.stage): recorded, but it has no snapshot")
    }
    if changes.isEmpty && self != earlier {
      changes.append(Self.notTheRecorders)
    }
    return changes
  }

  private static func changes(
    in state: String, from earlier: [ExpectedFailure], to later: [ExpectedFailure]
  ) -> [String] {
    let before = Dictionary(earlier.map { ($0.test, $0.reason) }) { first, _ in first }
    let after = Dictionary(later.map { ($0.test, $0.reason) }) { first, _ in first }
    var changes: [String] = []
    for red in later {
      switch before[red.test] {
      case nil: changes.append("\(state): \(red.test) fails: “\(red.reason)”")
      case red.reason?: continue
      case let old?: changes.append("\(state): \(red.test): “\(old)” → “\(red.reason)”")
      }
    }
    for red in earlier where after[red.test] == nil {
      changes.append("\(state): \(red.test) no longer fails (was “\(red.reason)”)")
    }
    return changes
  }
}
