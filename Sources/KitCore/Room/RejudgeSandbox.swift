import Foundation

/// Where `kit room --rejudge` runs a learner's code: apart from the instructor's machine,
/// in Linux namespaces made by util-linux's `unshare` (no package of its own, and no root:
/// an unprivileged user namespace). Inside, the code has no network (a network namespace
/// with only its own loopback, brought up with `ip` or `ifconfig`), the root file system is read-only, and the
/// instructor's home, the kit's folder and the temporary folders are each an empty
/// folder in memory; only the rejudge copy is there and writable, and what the copy needs
/// to read is brought back read-only: the kit's git objects it borrows, the toolchain, the
/// kit program a test names.
///
/// Where namespaces cannot be made (macOS, a kernel that forbids them), there is no
/// sandbox, and the rejudge refuses unless the instructor says `--trust-code`.
struct RejudgeSandbox: Equatable, Sendable {
  /// The command that makes the namespaces, the calling user as root inside them.
  static let unshare = ["unshare", "--user", "--map-root-user", "--net", "--mount"]
  /// An existing folder where the kept folders are held while the others are hidden: an
  /// empty folder in memory too, from the start.
  static let staging = "/mnt"

  /// The folder the code runs in and may write: the rejudge copy.
  var folder: URL
  /// Folders (or files) it may read and not write.
  var readable: [URL]
  /// Folders hidden behind an empty folder in memory.
  var hidden: [URL]

  /// The sandbox for the rejudge copy `copy` of the kit at `root`, reading `also` too (a
  /// kit program given from outside the copy).
  static func around(copy: URL, root: URL, also: [URL] = []) -> RejudgeSandbox {
    let environment = ProcessInfo.processInfo.environment
    let home = environment["HOME"].map { URL(filePath: $0) }
    let hidden =
      [home, root].compactMap { $0 } + ["/tmp", "/var/tmp"].map { URL(filePath: $0) }
    // Only what a hidden folder covers is brought back: the rest is there already.
    let readable = (borrowedObjects(of: copy) + toolchain(path: environment["PATH"]) + also)
      .filter { item in
        hidden.contains {
          item.standardizedFileURL.path.hasPrefix($0.standardizedFileURL.path + "/")
        }
      }
    return RejudgeSandbox(folder: copy, readable: readable, hidden: hidden)
  }

  /// `command` as it runs inside.
  func wrap(_ command: [String]) -> [String] {
    Self.unshare + ["sh", "-c", script, "tddkit-sandbox"] + command
  }

  /// Whether this machine can make the sandbox: tried once, around an empty folder.
  static func isAvailable() -> Bool {
    let folder = FileManager.default.temporaryDirectory.appending(path: "tddkit-sandbox-\(UUID())")
    guard LineBuffering.current == .linux,
      (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true))
        != nil
    else { return false }
    defer { try? FileManager.default.removeItem(at: folder) }
    let sandbox = around(copy: folder, root: folder)
    let result = try? ProcessRunner.run(
      sandbox.wrap(["true"]), in: folder, timeout: .seconds(30))
    return result?.exitCode == 0 && result?.timedOut == false
  }

  /// The shell script run as root of the namespaces: the kept folders are bound aside, the
  /// hidden ones covered, the kept ones bound back (read-only, but the copy), and the root
  /// file system made read-only; then the command.
  var script: String {
    let kept = [folder] + readable
    // The loopback up: Foundation's `Process` (SwiftPM's, the kit's) wakes its run loop
    // through a socket on it, and hangs without it. Nothing outside the namespace is on it.
    var lines = [
      "set -e", "{ ip link set lo up || ifconfig lo up; } 2>/dev/null",
      "mount -t tmpfs tddkit \(Self.staging)",
    ]
    for (index, item) in kept.enumerated() {
      let aside = "\(Self.staging)/\(index)"
      lines.append(
        "if [ -d \(quoted(item)) ]; then mkdir \(aside); else touch \(aside); fi; "
          + "mount --rbind \(quoted(item)) \(aside)")
    }
    for item in outermost(hidden) {
      lines.append("if [ -d \(quoted(item)) ]; then mount -t tmpfs tddkit \(quoted(item)); fi")
    }
    for (index, item) in kept.enumerated() {
      let aside = "\(Self.staging)/\(index)"
      let parent = quoted(item.deletingLastPathComponent())
      lines.append(
        "mkdir -p \(parent); if [ -d \(aside) ]; then mkdir -p \(quoted(item)); "
          + "else touch \(quoted(item)); fi; mount --rbind \(aside) \(quoted(item))")
      if index > 0 { lines.append("mount -o remount,bind,ro \(quoted(item))") }
    }
    lines += ["mount -o remount,bind,ro /", "cd \(quoted(folder))", "exec \"$@\""]
    return lines.joined(separator: "\n")
  }

  /// `folders` without those inside another: covering the outer one hides them already.
  private func outermost(_ folders: [URL]) -> [URL] {
    let paths = folders.map { $0.standardizedFileURL.path }
    return folders.enumerated().filter { index, _ in
      !paths.enumerated().contains { other, path in
        other != index && paths[index].hasPrefix(path + "/")
      }
    }.map(\.element)
  }

  private func quoted(_ url: URL) -> String {
    "'" + url.standardizedFileURL.path.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// The object folders a `git clone --shared` copy borrows (its `alternates`).
  private static func borrowedObjects(of copy: URL) -> [URL] {
    let alternates = copy.appending(path: ".git/objects/info/alternates")
    let text = (try? String(contentsOf: alternates, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { $0.hasPrefix("/") }.map {
      URL(filePath: String($0))
    }
  }

  /// The toolchain of the `swift` on `path`: the folder above its `usr/bin`.
  private static func toolchain(path: String?) -> [URL] {
    for folder in (path ?? "").split(separator: ":") where !folder.isEmpty {
      let swift = URL(filePath: String(folder)).appending(path: "swift")
      guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
      let real = swift.resolvingSymlinksInPath().deletingLastPathComponent()
      guard real.lastPathComponent == "bin" else { return [real] }
      let usr = real.deletingLastPathComponent()
      return [usr.lastPathComponent == "usr" ? usr.deletingLastPathComponent() : usr]
    }
    return []
  }
}
