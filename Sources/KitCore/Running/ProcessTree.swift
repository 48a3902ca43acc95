import Foundation
import Synchronization

/// Finds and stops every process a command started, however deep.
///
/// Stopping only the command is not enough for `swift test`: it runs the test binary in a
/// process group of its own, and when `swift-test` dies first (Ctrl-C reaches it too) the
/// test binary is re-parented to init, out of reach of a search by parent. So a running
/// command's descendants are recorded as they appear (``Tracker``), and stopping kills
/// every one recorded, with the process groups they lead.
enum ProcessTree {
  /// One process as `/proc` shows it; `started` (clock ticks after boot) tells a process
  /// from a later one that was given the same id.
  struct Entry: Hashable, Sendable {
    var pid: pid_t
    var parent: pid_t
    var group: pid_t
    var started: UInt64
  }

  /// `pid` and all its descendants, children before their parents.
  static func stop(_ pid: pid_t) {
    var tracker = Tracker(root: pid)
    tracker.refresh()
    tracker.stop()
  }

  /// The descendants of `pid`, parents before their children.
  static func descendants(of pid: pid_t) -> [pid_t] {
    descendants(of: pid, in: table()).map(\.pid)
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

  /// Every process, read from `/proc` on Linux or from `ps` elsewhere (without start
  /// times there).
  static func table() -> [pid_t: Entry] {
    var entries: [pid_t: Entry] = [:]
    if let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc"),
      names.contains("self")
    {
      for name in names {
        guard let pid = pid_t(name), let entry = entry(pid) else { continue }
        entries[pid] = entry
      }
      return entries
    }
    let listing = try? ProcessRunner.run(
      ["ps", "-A", "-o", "pid=,ppid=,pgid="], in: URL(filePath: "/"), timeout: .seconds(10))
    for line in (listing?.output ?? "").split(separator: "\n") {
      let numbers = line.split(separator: " ").compactMap { pid_t($0) }
      guard numbers.count == 3 else { continue }
      entries[numbers[0]] = Entry(
        pid: numbers[0], parent: numbers[1], group: numbers[2], started: 0)
    }
    return entries
  }

  /// `pid` as `/proc/pid/stat` shows it now, or `nil` when it is gone (or not Linux).
  static func entry(_ pid: pid_t) -> Entry? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // After the command's name: state, parent, group, session, … field 22 is the start.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 19, let parent = pid_t(fields[1]), let group = pid_t(fields[2]),
      let started = UInt64(fields[19])
    else { return nil }
    return Entry(pid: pid, parent: parent, group: group, started: started)
  }

  /// The processes of one running command, collected while it runs.
  struct Tracker: Sendable {
    let root: pid_t
    private(set) var seen: Set<Entry> = []

    init(root: pid_t) {
      self.root = root
    }

    /// Adds the root's descendants as they are now.
    mutating func refresh() {
      seen.formUnion(ProcessTree.descendants(of: root, in: ProcessTree.table()))
    }

    /// Kills every recorded process still alive, the groups of its own it leads, and the
    /// root: children first, so none is re-parented while the kill goes on.
    func stop() {
      let ownGroup = getpgrp()
      for process in seen.sorted(by: { $0.pid > $1.pid }) where process.isStillAlive {
        if process.group == process.pid, process.group != ownGroup {
          kill(-process.group, SIGKILL)
        }
        kill(process.pid, SIGKILL)
      }
      kill(root, SIGKILL)
    }

    /// Kills the recorded processes that outlived the root; the root itself has ended.
    func stopLeftovers() {
      guard seen.contains(where: \.isStillAlive) else { return }
      stop()
    }
  }
}

extension ProcessTree.Entry {
  /// Whether the process is still the one recorded (not ended, its id not reused).
  var isStillAlive: Bool {
    guard let now = ProcessTree.entry(pid) else { return started == 0 && kill(pid, 0) == 0 }
    return now.started == started
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
