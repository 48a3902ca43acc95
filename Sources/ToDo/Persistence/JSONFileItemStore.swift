import Foundation

/// Keeps items as a JSON array in one file.
///
/// Saving writes a temporary file and renames it over the old one (Foundation's
/// `.atomic` option), so a crash mid-save never leaves half a file. A missing file
/// loads as an empty list; a file that does not decode throws
/// ``ItemStoreError/corruptedFile(path:reason:)`` and is never overwritten by a load.
public struct JSONFileItemStore: ItemStore {
  public let fileURL: URL

  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  public func load() throws -> [ToDoItem] {
    guard FileManager.default.fileExists(atPath: fileURL.path) else { return [] }
    let data: Data
    do {
      data = try Data(contentsOf: fileURL)
    } catch {
      throw ItemStoreError.unreadableFile(path: fileURL.path, reason: "\(error)")
    }
    do {
      return try JSONDecoder().decode([ToDoItem].self, from: data)
    } catch {
      throw ItemStoreError.corruptedFile(path: fileURL.path, reason: "\(error)")
    }
  }

  public func save(_ items: [ToDoItem]) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      try encoder.encode(items).write(to: fileURL, options: .atomic)
    } catch {
      throw ItemStoreError.unwritableFile(path: fileURL.path, reason: "\(error)")
    }
  }
}
