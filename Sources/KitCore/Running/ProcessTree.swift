import Foundation
import Synchronization

/// Finds and stops every process a command started, however deep.
///
/// Stopping only the command is not enough for `swift test`: it runs the test binary in a
/// process group of its own, and when `swift-test` dies first (Ctrl-C reaches it too) the
/// test binary is re-parented to init, out of reach of a search by parent. So a running
/// command's descendants are recorded as they appear (``Tracker``), and stopping kills
/// every one recorded, with the process groups they lead. The processes are read from the
/// ``ProcessTable``: `/proc` on Linux, `ps` on macOS.
enum ProcessTree {
  /// One process as the ``ProcessTable`` shows it; `started` tells a process from a later
  /// one that was given the same id.
  struct Entry: Hashable, Sendable {
    var pid: pid_t
    var parent: pid_t
    var group: pid_t
    var started: UInt64
  }

  /// `pid` and all its descendants, children before their parents.
  static func stop(_ pid: pid_t, table: ProcessTable = .system) {
    var tracker = Tracker(root: pid, table: table)
    tracker.refresh()
    tracker.stop()
  }

  /// The descendants of `pid`, parents before their children.
  static func descendants(of pid: pid_t, table: ProcessTable = .system) -> [pid_t] {
    descendants(of: pid, in: Self.table(table)).map(\.pid)
  }

  static func descendants(of pid: pid_t, in table: [pid_t: Entry]) -> [Entry] {
    var found: [Entry] = []
    var frontier = [pid]
    while let parent = frontier.popLast() {
      let children = table.values.filter { $0.parent == parent }.sorted { $0.pid < $1.pid }
      found += children
      frontier += children.map(\.pid)
    }
    return found
  }

  /// Every process, as entries.
  static func table(_ table: ProcessTable = .system) -> [pid_t: Entry] {
    table.rows().mapValues(Entry.init)
  }

  /// The processes of one running command, collected while it runs.
  struct Tracker: Sendable {
    let root: pid_t
    /// Where the processes are read: `/proc`, or `ps` where there is no `/proc`.
    let table: ProcessTable
    private(set) var seen: Set<Entry> = []

    init(root: pid_t, table: ProcessTable = .system) {
      self.root = root
      self.table = table
    }

    /// Adds the root's descendants as they are now.
    mutating func refresh() {
      seen.formUnion(ProcessTree.descendants(of: root, in: ProcessTree.table(table)))
    }

    /// Kills every recorded process still alive, the groups of its own it leads, and the
    /// root: children first, so none is re-parented while the kill goes on.
    func stop() {
      let ownGroup = getpgrp()
      let now = ProcessTree.table(table)
      for process in seen.sorted(by: { $0.pid > $1.pid }) where process.isAlive(in: now) {
        if process.group == process.pid, process.group != ownGroup {
          kill(-process.group, SIGKILL)
        }
        kill(process.pid, SIGKILL)
      }
      kill(root, SIGKILL)
    }

    /// Kills the recorded processes that outlived the root; the root itself has ended.
    func stopLeftovers() {
      let now = ProcessTree.table(table)
      guard seen.contains(where: { $0.isAlive(in: now) }) else { return }
      stop()
    }
  }
}

extension ProcessTree.Entry {
  init(_ row: ProcessTable.Row) {
    self.init(pid: row.pid, parent: row.parent, group: row.group, started: row.started)
  }

  /// Whether the process is still the one recorded in `table`, the processes as they are
  /// now (not ended, its id not given to another).
  func isAlive(in table: [pid_t: ProcessTree.Entry]) -> Bool {
    table[pid]?.started == started
  }
}

/// The processes of every command the kit is running now, so that Ctrl-C or `kill` can end
/// them with the kit (see ``Interruption``).
enum RunningProcesses {
  private static let trackers = Mutex<[pid_t: ProcessTree.Tracker]>([:])

  static func update(_ tracker: ProcessTree.Tracker) {
    trackers.withLock { $0[tracker.root] = tracker }
  }

  static func remove(_ root: pid_t) {
    _ = trackers.withLock { $0.removeValue(forKey: root) }
  }

  /// Stops every running command (or those with a process, root or recorded descendant,
  /// that `matches`: a test stops its own commands, not those of the tests running beside
  /// it) and every process it started.
  static func stopAll(where matches: (pid_t) -> Bool = { _ in true }) {
    for var tracker in trackers.withLock({ Array($0.values) })
    where matches(tracker.root) || tracker.seen.contains(where: { matches($0.pid) }) {
      tracker.refresh()
      tracker.stop()
    }
  }
}
