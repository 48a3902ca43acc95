import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The share a check starts when the learner opted in (`kit share --after-every-check`,
/// `kit watch --share`): `kit share --background` as a process of its own, at a low
/// priority, which the check never waits for.
///
/// One runs at a time (`.tddkit/sharing` holds its process id). A check that ends while one
/// runs starts none: the running one looks at the state once more when it is done, and
/// shares again if a check saved it meanwhile. Its outcome goes to ``ShareStatus``, which
/// the next check reads, so a failure is said once and never blocks.
struct BackgroundShare {
  let root: URL

  var record: URL { StateStore(root: root).folder.appending(path: "sharing") }

  /// Starts `executable share --background` in the kit's root, unless a share runs.
  func start(executable: URL) {
    guard runningShare == nil else { return }
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = ["nice", "-n", "10", executable.path, "share", "--background"]
    process.currentDirectoryURL = root
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try? process.run()
  }

  /// The process id in `.tddkit/sharing`, while that process runs.
  var runningShare: pid_t? {
    guard let text = try? String(contentsOf: record, encoding: .utf8),
      let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)), pid > 0,
      kill(pid, 0) == 0
    else { return nil }
    return pid
  }

  /// In the background process: shares until the state stops changing under it (at most
  /// three times), recording each outcome. `share` shares once and throws a ``ShareError``.
  func run(now: () -> Date, share: () throws(ShareError) -> Void) -> ExitCode {
    guard claim() else { return .success }
    var code = ExitCode.success
    for _ in 0..<3 {
      let before = stateStamp
      do {
        try share()
        ShareStatus.record(nil, at: now(), root: root)
        code = .success
      } catch {
        ShareStatus.record(error.description, at: now(), root: root)
        code = error.exitCode
      }
      if stateStamp == before { break }
    }
    try? FileManager.default.removeItem(at: record)
    return code
  }

  /// Writes this process's id to `.tddkit/sharing` unless another live share holds it.
  private func claim() -> Bool {
    try? FileManager.default.createDirectory(
      at: record.deletingLastPathComponent(), withIntermediateDirectories: true)
    for _ in 0..<2 {
      let descriptor = open(record.path, O_CREAT | O_EXCL | O_WRONLY, 0o644)
      if descriptor >= 0 {
        let line = "\(getpid())\n"
        _ = line.withCString { write(descriptor, $0, strlen($0)) }
        close(descriptor)
        return true
      }
      guard runningShare == nil else { return false }
      try? FileManager.default.removeItem(at: record)  // left by a share that was killed
    }
    return false
  }

  /// The state file's date and size: a check that saved it since shows here.
  private var stateStamp: String {
    let attributes =
      (try? FileManager.default.attributesOfItem(atPath: StateStore(root: root).file.path)) ?? [:]
    let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(date) \(attributes[.size] as? Int ?? 0)"
  }
}
