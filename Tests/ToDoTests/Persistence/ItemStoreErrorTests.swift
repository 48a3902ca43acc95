import Testing
import ToDo

@Suite("ItemStoreError")
struct ItemStoreErrorTests {
  static let path = "/tmp/items.json"
  static let reason = "unexpected end of data"

  @Test(
    "names the file's path and the underlying reason",
    arguments: [
      ItemStoreError.corruptedFile(path: path, reason: reason),
      .unreadableFile(path: path, reason: reason),
      .unwritableFile(path: path, reason: reason),
    ])
  func namesPathAndReason(error: ItemStoreError) {
    #expect(error.description.contains(Self.path))
    #expect(error.description.contains(Self.reason))
  }

  @Test(
    "says what went wrong with the file",
    arguments: zip(
      [
        ItemStoreError.corruptedFile(path: path, reason: reason),
        .unreadableFile(path: path, reason: reason),
        .unwritableFile(path: path, reason: reason),
      ],
      ["left untouched", "could not be read", "could not be written"]))
  func saysWhatWentWrong(error: ItemStoreError, phrase: String) {
    #expect(error.description.contains(phrase))
  }

  @Test("errors of different kinds about the same file are not equal")
  func kindsDiffer() {
    let corrupted = ItemStoreError.corruptedFile(path: Self.path, reason: Self.reason)
    let unreadable = ItemStoreError.unreadableFile(path: Self.path, reason: Self.reason)

    #expect(corrupted != unreadable)
  }
}
