import Foundation

/// Finds and stops every process a command started, however deep.
///
/// Stopping only the command is not enough for `swift test`: it starts one test process per
/// XCTest test, each in a process group of its own, and a test stuck in an endless loop
/// would outlive it and keep a core busy. Descendants are listed before anything is
/// killed, because an orphan loses its parent link.
enum ProcessTree {
  /// `pid` and all its descendants, children before their parents.
  static func stop(_ pid: pid_t) {
    for process in descendants(of: pid).reversed() {
      kill(process, SIGKILL)
    }
    kill(pid, SIGKILL)
  }

  /// The descendants of `pid`, parents before their children.
  static func descendants(of pid: pid_t) -> [pid_t] {
    let parents = parentLinks()
    var found: [pid_t] = []
    var frontier = [pid]
    while let parent = frontier.popLast() {
      let children = parents.filter { $0.value == parent }.map(\.key).sorted()
      found += children
      frontier += children
    }
    return found
  }

  /// Every process's parent, read from `/proc` on Linux or from `ps` elsewhere.
  static func parentLinks() -> [pid_t: pid_t] {
    var links: [pid_t: pid_t] = [:]
    let proc = URL(filePath: "/proc")
    if let entries = try? FileManager.default.contentsOfDirectory(atPath: proc.path),
      entries.contains("self")
    {
      for entry in entries {
        guard let pid = pid_t(entry),
          let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")")
        else { continue }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        if fields.count > 1, let parent = pid_t(fields[1]) { links[pid] = parent }
      }
      return links
    }
    let listing = try? ProcessRunner.run(
      ["ps", "-A", "-o", "pid=,ppid="], in: URL(filePath: "/"), timeout: .seconds(10))
    let output = listing?.output ?? ""
    for line in output.split(separator: "\n") {
      let numbers = line.split(separator: " ").compactMap { pid_t($0) }
      if numbers.count == 2 { links[numbers[0]] = numbers[1] }
    }
    return links
  }
}
