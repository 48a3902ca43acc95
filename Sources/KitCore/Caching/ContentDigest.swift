import Foundation

/// A 64-bit fingerprint of strings and of the files in folders, for caches that are keyed
/// by their inputs: two runs with the same digest had the same inputs, byte for byte.
///
/// FNV-1a: small, fast enough in a debug build, and stable from one run to the next,
/// unlike Swift's `Hasher`, which is seeded afresh in every process. It is not a
/// cryptographic hash and need not be one: the kit compares its own files with what it
/// saw before, nobody forges them. Every piece is added with its length first, so two
/// strings or two files can never run together into the same bytes.
struct ContentDigest: Sendable {
  private var state: UInt64 = 0xcbf2_9ce4_8422_2325

  /// Sixteen hexadecimal digits.
  var hex: String {
    let digits = String(state, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  mutating func add(_ string: String) {
    add(bytes: Data(string.utf8))
  }

  /// Adds every regular file under `folder`, by its path relative to `folder` and its
  /// bytes, in the order of those paths. Hidden files and folders (`.build`, results
  /// files, an editor's swap file) are left out: they are products, not inputs. A
  /// missing folder adds nothing; a file adds its bytes, under an empty path.
  mutating func add(tree folder: URL) {
    for (relative, file) in Self.files(under: folder, as: "").sorted(by: { $0.0 < $1.0 }) {
      add(relative)
      add(bytes: (try? Data(contentsOf: file)) ?? Data())
    }
  }

  /// Adds every file of `files`, by its path and its bytes, in the order of those paths.
  mutating func add(files: FileTree) {
    for path in files.keys.sorted() {
      add(path)
      add(bytes: files[path] ?? Data())
    }
  }

  /// Adds each of `paths` (files or folders inside `root`), each under its name.
  mutating func add(_ paths: [String], in root: URL) {
    for path in paths {
      add(path)
      add(tree: root.appending(path: path))
    }
  }

  private mutating func add(bytes: Data) {
    var length = UInt64(bytes.count).littleEndian
    withUnsafeBytes(of: &length) { mix($0) }
    bytes.withUnsafeBytes { mix($0) }
  }

  private mutating func mix(_ bytes: UnsafeRawBufferPointer) {
    var hash = state
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    state = hash
  }

  /// Asks `fileExists(atPath:isDirectory:)`, one `stat` each: on Linux a resource value
  /// reads the file's owner and group names too, three files of `/etc` per file digested:
  /// 1,327 such lookups in one check of 03, seen under strace, for the kit's own sources.
  private static func files(under url: URL, as path: String) -> [(String, URL)] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      return []
    }
    guard isDirectory.boolValue else { return [(path, url)] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.flatMap { name in
      files(under: url.appending(path: name), as: path.isEmpty ? name : "\(path)/\(name)")
    }
  }
}
