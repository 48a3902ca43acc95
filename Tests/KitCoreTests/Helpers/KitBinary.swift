import Foundation

/// The built `kit` executable, beside the test bundle: `swift test` builds it with the
/// tests. For the few tests that need a process of its own (a signal to its group).
enum KitBinary {
  static var url: URL? {
    var folders = [URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent()]
    folders += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    for folder in folders {
      let kit = folder.appending(path: "kit")
      if FileManager.default.isExecutableFile(atPath: kit.path) { return kit }
    }
    return nil
  }
}
