/// The errors the tests tell the catalog's `InMemoryItemStore` to throw, so a test can
/// check that the very error it planted comes back out.
enum StoreFailure: Error, Equatable {
  case loadFailed
  case saveFailed
}
