import Foundation

/// A stub of the `swift` command (a stub, in the doubles' words): a shell script that prints
/// what a real `swift test` would print and ends as told, so that what the kit makes of a
/// run can be tried in a second, without building a package.
final class FakeSwift {
  let folder: TemporaryFolder
  /// The script's path, to run in place of `swift`.
  let path: String

  /// A script whose body is `script` (`sh`); `$@` holds the arguments the kit passed.
  init(_ script: String) throws {
    folder = try TemporaryFolder()
    let url = folder.url.appending(path: "bin/swift")
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("#!/bin/sh\n\(script)\n".utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    path = url.path
  }

  /// The folder holding the script, to put first on a `PATH`.
  var binFolder: String { URL(filePath: path).deletingLastPathComponent().path }
}
