import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Copies and compares a learner's trees a piece at a time, so that a file of any size
/// costs the same little memory: `FileManager` and `Data(contentsOf:)` hold a whole file,
/// and a 1.5 GB file in an exercise made `kit reset` take 1.5 GB.
///
/// A failure says which side failed (``CopyError``): a backup that could not be written
/// is not the learner's file that could not be read.
enum TreeCopy {
  /// How much of a file is read at once.
  static let chunk = 1 << 16

  /// Copies the file or folder at `source` to `destination`, which must not exist:
  /// folders, regular files (with their permissions) and symbolic links, as they are. A
  /// run of zero bytes the size of a chunk becomes a hole where the file system has them,
  /// as it most often was one in the source.
  static func copy(_ source: URL, to destination: URL) throws {
    let manager = FileManager.default
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try manager.attributesOfItem(atPath: source.path)
    } catch {
      throw CopyError(source: source, destination: destination, reading: true, error: error)
    }
    let permissions = attributes[.posixPermissions] as? Int
    switch attributes[.type] as? FileAttributeType {
    case .typeDirectory?:
      do {
        try manager.createDirectory(at: destination, withIntermediateDirectories: false)
      } catch {
        throw CopyError(source: source, destination: destination, reading: false, error: error)
      }
      let names: [String]
      do {
        names = try manager.contentsOfDirectory(atPath: source.path)
      } catch {
        throw CopyError(source: source, destination: destination, reading: true, error: error)
      }
      for name in names.sorted() {
        try copy(source.appending(path: name), to: destination.appending(path: name))
      }
    case .typeSymbolicLink?:
      do {
        let target = try manager.destinationOfSymbolicLink(atPath: source.path)
        try manager.createSymbolicLink(atPath: destination.path, withDestinationPath: target)
      } catch {
        throw CopyError(source: source, destination: destination, reading: false, error: error)
      }
    default:
      try copyFile(source, to: destination, permissions: permissions.map { mode_t($0) } ?? 0o644)
    }
  }

  private static func copyFile(_ source: URL, to destination: URL, permissions: mode_t) throws {
    let input = open(source.path, O_RDONLY | O_CLOEXEC)
    guard input >= 0 else {
      throw CopyError(source: source, destination: destination, reading: true, errno: errno)
    }
    defer { close(input) }
    let output = open(destination.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, permissions)
    guard output >= 0 else {
      throw CopyError(source: source, destination: destination, reading: false, errno: errno)
    }
    var closed = false
    defer { if !closed { close(output) } }
    var buffer = [UInt8](repeating: 0, count: chunk)
    let zeros = [UInt8](repeating: 0, count: chunk)
    var size: off_t = 0
    while true {
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, chunk) }
      if count < 0 {
        if errno == EINTR { continue }
        throw CopyError(source: source, destination: destination, reading: true, errno: errno)
      }
      if count == 0 { break }
      size += off_t(count)
      if count == chunk, memcmp(buffer, zeros, chunk) == 0 {
        guard lseek(output, off_t(count), SEEK_CUR) >= 0 else {
          throw CopyError(source: source, destination: destination, reading: false, errno: errno)
        }
        continue
      }
      try write(buffer[..<count], to: output, source: source, destination: destination)
    }
    // A file that ends in a hole gets its size here; `close` reports what a network file
    // system keeps until then.
    guard ftruncate(output, size) == 0 else {
      throw CopyError(source: source, destination: destination, reading: false, errno: errno)
    }
    closed = true
    guard close(output) == 0 else {
      throw CopyError(source: source, destination: destination, reading: false, errno: errno)
    }
  }

  private static func write(
    _ bytes: ArraySlice<UInt8>, to output: Int32, source: URL, destination: URL
  ) throws {
    var offset = bytes.startIndex
    while offset < bytes.endIndex {
      let written = bytes[offset...].withUnsafeBytes {
        systemWrite(output, $0.baseAddress, $0.count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw CopyError(source: source, destination: destination, reading: false, errno: errno)
      }
      offset += written
    }
  }
}

/// `write(2)`, under a name that the static method `TreeCopy.write` does not hide.
private func systemWrite(_ file: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(file, bytes, count)
}

extension TreeCopy {
  /// Whether the folders (or files) `one` and `other` hold the same regular files, by path,
  /// with the same bytes; a missing folder holds none. Files are compared a chunk at a
  /// time, after their sizes.
  static func sameContents(_ one: URL, _ other: URL) -> Bool {
    let left = files(under: one)
    let right = files(under: other)
    guard left.keys.sorted() == right.keys.sorted() else { return false }
    return left.allSatisfy { path, file in
      right[path].map { sameBytes(file, $0) } ?? false
    }
  }

  /// Every regular file under `folder` (symbolic links followed), by path relative to it;
  /// `folder` itself, under the empty path, when it is a file.
  static func files(under folder: URL) -> [String: URL] {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: folder.path, isDirectory: &isFolder) else { return [:] }
    guard isFolder.boolValue else { return ["": folder] }
    let top = folder.standardizedFileURL.path
    var found: [String: URL] = [:]
    let walker = manager.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = walker?.nextObject() as? URL {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
      else { continue }
      found[String(url.standardizedFileURL.path.dropFirst(top.count))] = url
    }
    return found
  }

  private static func sameBytes(_ one: URL, _ other: URL) -> Bool {
    let manager = FileManager.default
    let sizes = [one, other].map {
      (try? manager.attributesOfItem(atPath: $0.path))?[.size] as? Int
    }
    guard sizes[0] != nil, sizes[0] == sizes[1],
      let left = try? FileHandle(forReadingFrom: one),
      let right = try? FileHandle(forReadingFrom: other)
    else { return false }
    defer {
      try? left.close()
      try? right.close()
    }
    do {
      while true {
        let piece = try left.read(upToCount: chunk) ?? Data()
        guard try right.read(upToCount: chunk) ?? Data() == piece else { return false }
        if piece.isEmpty { return true }
      }
    } catch {
      return false
    }
  }
}
