import Foundation
import Testing

@testable import KitCore

@Suite("kit room --rejudge runs a learner's code apart: no network, no files but its copy")
struct RejudgeSandboxTests {
  static let available = RejudgeSandbox.isAvailable()

  @Test(
    "inside: the copy is writable, the kit and home beside it are hidden, the rest read-only, no network",
    .enabled(if: available))
  func containsTheCode() throws {
    let folder = try TemporaryFolder()
    let root = folder.url.appending(path: "kit")
    let copy = root.appending(path: ".build/tddkit/rejudge/kit")
    let objects = root.appending(path: ".git/objects")
    for made in [copy, objects] {
      try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
    }
    try Data("instructor's secret\n".utf8).write(to: root.appending(path: "secret.txt"))
    try Data("object\n".utf8).write(to: objects.appending(path: "pack"))
    try FileManager.default.createDirectory(
      at: copy.appending(path: ".git/objects/info"), withIntermediateDirectories: true)
    try Data("\(objects.path)\n".utf8).write(
      to: copy.appending(path: ".git/objects/info/alternates"))
    let sandbox = RejudgeSandbox.around(copy: copy, root: root)
    let probe = """
      echo made > made.txt && echo wrote-copy
      cat "\(root.path)/secret.txt" 2>/dev/null || echo no-secret
      cat "\(objects.path)/pack"
      { echo x > "\(objects.path)/x"; } 2>/dev/null || echo objects-read-only
      ls -A "$HOME" | wc -l
      { echo x > /etc/tddkit-sandbox-test; } 2>/dev/null || echo system-read-only
      grep -c : /proc/net/dev
      """

    let result = try ProcessRunner.run(
      sandbox.wrap(["sh", "-c", probe]), in: copy, timeout: .seconds(60))

    #expect(result.exitCode == 0, "\(result.output)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "wrote-copy", "no-secret", "object", "objects-read-only", "0", "system-read-only", "1",
      ],
      "\(result.output)")
    #expect(FileManager.default.fileExists(atPath: copy.appending(path: "made.txt").path))
    #expect(!FileManager.default.fileExists(atPath: objects.appending(path: "x").path))
  }

  @Test("what it hides covers what is inside it once; a path with a quote is quoted")
  func script() {
    let sandbox = RejudgeSandbox(
      folder: URL(filePath: "/home/i/kit's/.build/copy"), readable: [],
      hidden: [URL(filePath: "/home/i"), URL(filePath: "/home/i/kit's"), URL(filePath: "/tmp")])

    #expect(sandbox.script.contains("mount -t tmpfs tddkit '/home/i'"))
    #expect(!sandbox.script.contains("mount -t tmpfs tddkit '/home/i/kit'\\''s'"))
    #expect(sandbox.script.contains("cd '/home/i/kit'\\''s/.build/copy'"))
    #expect(sandbox.wrap(["kit", "check"]).suffix(2) == ["kit", "check"])
  }
}
