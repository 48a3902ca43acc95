import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a kit that was killed (`kill -9`, which no handler sees) left running in its build
/// folders: `swift-test`, a test binary stuck in an endless loop, compilers of a judging.
/// They hold the scratch folder, so the next check would wait on them for ever.
///
/// Every process the kit starts names one of its folders under `.build/tddkit/` (the
/// scratch folder, a trial or work copy) in its command line. A kit that holds the lock is
/// the only one allowed to use them, so what it finds there, before it starts anything,
/// was left by a kit that is gone: it is stopped, with the groups it leads, and named.
struct Leftovers {
  /// The folder whose users are looked for, as a path prefix.
  let folder: String
  /// Paths in the messages are shown from here (the kit's root).
  let root: URL
  let table: ProcessTable

  /// The users of the kit's `.build/tddkit/` under `root`.
  init(root: URL, table: ProcessTable = .system) {
    self.init(folder: root.appending(path: KitPaths.builds), root: root, table: table)
  }

  init(folder: URL, root: URL, table: ProcessTable = .system) {
    self.folder = folder.standardizedFileURL.path + "/"
    self.root = root
    self.table = table
  }

  /// The processes that name ``folder`` in their command line, but this process and what
  /// it started, and `builds` (``BackgroundBuild``, which a later command adopts) and what
  /// they started, read from the same list: a compiler a build starts meanwhile is its.
  func find(sparing builds: [pid_t] = []) -> [ProcessTable.Row] {
    let rows = table.rows()
    let tree = rows.mapValues(ProcessTree.Entry.init)
    let roots = [getpid()] + builds.filter { rows[$0] != nil }
    let own = Set(roots + roots.flatMap { ProcessTree.descendants(of: $0, in: tree).map(\.pid) })
    return rows.values
      .filter { !own.contains($0.pid) && !$0.isZombie && $0.command.contains(folder) }
      .sorted { $0.pid < $1.pid }
  }

  /// Stops every leftover (and the process groups of their own they lead, where a test
  /// binary's children live), but `builds` and theirs, and says what it stopped, or could
  /// not stop; `nil` when there was none.
  func stopAll(sparing builds: [pid_t] = []) -> String? {
    let found = find(sparing: builds)
    guard !found.isEmpty else { return nil }
    let ownGroup = getpgrp()
    var stubborn: [ProcessTable.Row] = []
    for row in found {
      if row.group == row.pid, row.group != ownGroup { kill(-row.group, SIGKILL) }
      if kill(row.pid, SIGKILL) != 0, errno == EPERM { stubborn.append(row) }
    }
    let stopped = found.filter { !stubborn.contains($0) }
    var note = ""
    if !stopped.isEmpty {
      note +=
        "kit: stopped what a kit that ended without cleaning up (killed?) left running in "
        + ".build/tddkit: \(describe(stopped))\n"
    }
    if !stubborn.isEmpty {
      let ids = stubborn.map { "\($0.pid)" }.joined(separator: " ")
      note +=
        "kit: these processes use .build/tddkit and kit may not stop them: "
        + "\(describe(stubborn)). Stop them (kill \(ids)), or wait for them to end: until "
        + "then, swift waits for them.\n"
    }
    return note
  }

  /// `4242 swift-test --scratch-path .build/tddkit/scratch …`: ids and command lines, from
  /// the kit's root, cut short.
  func describe(_ rows: [ProcessTable.Row]) -> String {
    let base = root.standardizedFileURL.path + "/"
    return rows.map { row in
      let command = row.command.replacingOccurrences(of: base, with: "")
      return "\(row.pid) " + (command.count > 120 ? command.prefix(119) + "…" : command)
    }.joined(separator: "; ")
  }
}
