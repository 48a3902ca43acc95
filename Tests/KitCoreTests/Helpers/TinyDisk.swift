import Foundation
import Testing

@testable import KitCore

/// A small file system of its own (a tmpfs), to fill up for real: what a full disk does
/// to a command, with the messages the kernel and git really give. Mounting needs root on
/// Linux, so tests that use it are enabled there only.
final class TinyDisk {
  /// Whether this machine lets the tests mount one.
  static let isPossible: Bool = {
    #if os(Linux)
      let mount = ["/usr/bin/mount", "/bin/mount"].contains {
        FileManager.default.isExecutableFile(atPath: $0)
      }
      return getuid() == 0 && mount
    #else
      return false
    #endif
  }()

  let folder: TemporaryFolder
  /// The mounted file system's top.
  let url: URL

  /// Mounts `kilobytes` of tmpfs.
  init(kilobytes: Int) throws {
    folder = try TemporaryFolder()
    url = folder.url.appending(path: "disk")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let mount = try ProcessRunner.run(
      ["mount", "-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", url.path],
      in: URL(filePath: "/"), timeout: .seconds(10))
    try #require(mount.exitCode == 0, "mount failed: \(mount.output)")
  }

  deinit {
    _ = try? ProcessRunner.run(["umount", url.path], in: URL(filePath: "/"), timeout: .seconds(10))
  }

  /// Fills the disk with a file until `kilobytes` are left (or as near as whole pages go).
  func fill(leaving kilobytes: Int) throws {
    let filler = url.appending(path: "filler")
    try? FileManager.default.removeItem(at: filler)
    var info = statvfs()
    try #require(statvfs(url.path, &info) == 0)
    let free = Int(info.f_bavail) * Int(info.f_frsize) / 1024
    try #require(free > kilobytes, "only \(free) KB free")
    let result = try ProcessRunner.run(
      ["dd", "if=/dev/zero", "of=\(filler.path)", "bs=1k", "count=\(free - kilobytes)"],
      in: url, timeout: .seconds(30))
    try #require(result.exitCode == 0, "\(result.output)")
  }

  /// Makes the file system read-only (`true`) or writable again.
  func setReadOnly(_ readOnly: Bool) throws {
    let result = try ProcessRunner.run(
      ["mount", "-o", "remount,\(readOnly ? "ro" : "rw")", url.path], in: URL(filePath: "/"),
      timeout: .seconds(10))
    try #require(result.exitCode == 0, "remount failed: \(result.output)")
  }

  /// Frees what ``fill(leaving:)`` took.
  func empty() {
    try? FileManager.default.removeItem(at: url.appending(path: "filler"))
  }
}
