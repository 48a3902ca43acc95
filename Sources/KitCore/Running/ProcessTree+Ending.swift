import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ProcessTree {
  /// Ends `roots` and every process they started, however deep, and returns once each one
  /// has ended (or `limit` has passed; then `false`).
  ///
  /// Listing a running tree and then killing it misses what starts in between: `swift-build`
  /// starts a compiler after the list was read, and a process killed is still exiting for a
  /// moment after `kill` returns, so a scan right after finds both (issue 31). So the tree
  /// is frozen first, from the top down (`SIGSTOP`: a stopped process starts nothing),
  /// listed again until a reading finds no process it has not frozen, then killed, and
  /// every process of it waited for: gone, or a zombie, which holds nothing.
  @discardableResult
  static func end(_ roots: [pid_t], table: ProcessTable = .system, within limit: Duration) -> Bool {
    let deadline = ContinuousClock.now + limit
    var members: [pid_t: Entry] = [:]
    while ContinuousClock.now < deadline {
      let now = Self.table(table)
      var found = roots.compactMap { now[$0] }
      found += members.values.filter { $0.isAlive(in: now) }
      var newly: [Entry] = []
      var frontier = found.map(\.pid)
      var known = Set(frontier)
      while let parent = frontier.popLast() {
        for child in now.values where child.parent == parent && !known.contains(child.pid) {
          known.insert(child.pid)
          frontier.append(child.pid)
          found.append(child)
        }
      }
      for entry in found where members[entry.pid]?.started != entry.started {
        members[entry.pid] = entry
        newly.append(entry)
      }
      guard !newly.isEmpty else { break }
      for entry in newly { kill(entry.pid, SIGSTOP) }
    }
    let ownGroup = getpgrp()
    for entry in members.values {
      if entry.group == entry.pid, entry.group != ownGroup { kill(-entry.group, SIGKILL) }
      kill(entry.pid, SIGKILL)
    }
    while true {
      // Reading the table (`ps`, where there is no `/proc`) only while a process is there.
      let there = members.values.filter { kill($0.pid, 0) == 0 }
      guard !there.isEmpty else { return true }
      let rows = table.rows()
      let alive = there.contains { entry in
        guard let row = rows[entry.pid], row.started == entry.started else { return false }
        return !row.isZombie
      }
      guard alive else { return true }
      guard ContinuousClock.now < deadline else { return false }
      Thread.sleep(forTimeInterval: 0.02)
    }
  }
}
