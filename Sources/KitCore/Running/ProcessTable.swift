import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system's list of processes, read from `/proc` where there is one (Linux) and from
/// POSIX `ps` everywhere else (macOS): what ``ProcessTree`` follows to stop everything a
/// command started, ``BackgroundBuild`` to recognise its build, and ``Leftovers`` to find
/// what a killed kit left running.
///
/// Both ways give the same rows; tests force the `ps` way on Linux, so that the way macOS
/// takes is proven where CI runs.
struct ProcessTable: Sendable {
  enum Source: Sendable {
    /// `/proc/<pid>/stat` and `/proc/<pid>/cmdline`.
    case proc
    /// `ps -A -o pid=,ppid=,pgid=,stat=,lstart=,args=`.
    case ps
  }

  /// One process: its parent and group, when it started (to tell it from a later process
  /// given the same id), whether it is a zombie, and its command line.
  struct Row: Equatable, Sendable {
    var pid: pid_t
    var parent: pid_t
    var group: pid_t
    /// Clock ticks after boot from `/proc`, seconds since 1970 from `ps`: compared only
    /// with values from the same source.
    var started: UInt64
    var isZombie: Bool
    /// The arguments, separated by spaces; empty while a process is in the middle of
    /// `exec`, or when the system does not say.
    var command: String
  }

  let source: Source

  static let proc = ProcessTable(source: .proc)
  static let ps = ProcessTable(source: .ps)
  /// `/proc` where it exists, `ps` elsewhere.
  static let system: ProcessTable =
    FileManager.default.fileExists(atPath: "/proc/self/stat") ? .proc : .ps

  /// Every process, by id.
  func rows() -> [pid_t: Row] {
    switch source {
    case .proc:
      var rows: [pid_t: Row] = [:]
      for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
        guard let pid = pid_t(name), let row = Self.procRow(pid) else { continue }
        rows[pid] = row
      }
      return rows
    case .ps:
      return Dictionary(
        Self.psRows(Self.runPS(["-A"])).map { ($0.pid, $0) },
        uniquingKeysWith: { first, _ in first })
    }
  }

  /// `pid` as it is now, or `nil` when it is gone.
  func row(_ pid: pid_t) -> Row? {
    switch source {
    case .proc: Self.procRow(pid)
    case .ps: Self.psRows(Self.runPS(["-p", "\(pid)"])).first { $0.pid == pid }
    }
  }

  // MARK: - /proc

  private static func procRow(_ pid: pid_t) -> Row? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // After the command's name: state, parent, group, session, … field 22 is the start.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 19, let parent = pid_t(fields[1]), let group = pid_t(fields[2]),
      let started = UInt64(fields[19])
    else { return nil }
    let arguments = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()
    let command = arguments.split(separator: 0, omittingEmptySubsequences: true)
      .map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
    return Row(
      pid: pid, parent: parent, group: group, started: started, isZombie: fields[0] == "Z",
      command: command)
  }

  // MARK: - ps

  /// The columns asked of `ps`: POSIX names, and `lstart`, which both procps (Linux) and
  /// BSD `ps` (macOS) have, in the same form.
  static let columns = "pid=,ppid=,pgid=,stat=,lstart=,args="

  /// Rows from `ps -o` ``columns`` output: `  501  1 501 Ss   Thu Nov 26 07:03:18 2026 /sbin/launchd`.
  static func psRows(_ output: String) -> [Row] {
    output.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ", maxSplits: 9, omittingEmptySubsequences: true)
      guard fields.count >= 9, let pid = pid_t(fields[0]), let parent = pid_t(fields[1]),
        let group = pid_t(fields[2])
      else { return nil }
      let started = startDate(fields[4...8].joined(separator: " "))
      return Row(
        pid: pid, parent: parent, group: group,
        started: started.map { UInt64(max($0.timeIntervalSince1970, 0)) } ?? 0,
        isZombie: fields[3].hasPrefix("Z"), command: fields.count > 9 ? String(fields[9]) : "")
    }
  }

  /// `Thu Nov 26 07:03:18 2026`, in the machine's zone, as `ps` prints `lstart`.
  private static func startDate(_ text: String) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "EEE MMM d HH:mm:ss yyyy"
    return formatter.date(from: text)
  }

  /// A locale whose characters are UTF-8, by the name each system gives it.
  private static var utf8Locale: String {
    #if canImport(Darwin)
      "UTF-8"
    #else
      "C.UTF-8"
    #endif
  }

  /// `ps`'s output, read to the end. Not through ``ProcessRunner``, which reads this table
  /// while its command runs.
  private static func runPS(_ selection: [String]) -> String {
    let process = Process()
    process.executableURL = URL(filePath: "/bin/ps")
    if !FileManager.default.isExecutableFile(atPath: "/bin/ps") {
      process.executableURL = URL(filePath: "/usr/bin/env")
      process.arguments = ["ps"]
    }
    // `-ww`: whole command lines, however long (BSD and procps alike).
    process.arguments = (process.arguments ?? []) + selection + ["-ww", "-o", columns]
    // `ps` prints the lstart column in English only in the POSIX locale, but in that
    // locale it shows every byte outside ASCII as `?`, so a kit in a folder named
    // `Übungen` would never find its own leftovers: dates POSIX, characters UTF-8.
    process.environment = ["LC_TIME": "C", "LC_CTYPE": Self.utf8Locale, "PATH": "/bin:/usr/bin"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return "" }
    let data = (try? pipe.fileHandleForReading.readToEnd()) ?? nil
    process.waitUntilExit()
    return String(decoding: data ?? Data(), as: UTF8.self)
  }
}
