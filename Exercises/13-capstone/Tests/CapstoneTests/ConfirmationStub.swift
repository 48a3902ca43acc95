import Capstone

/// A **stub** of `ClearConfirmation`: it gives the answer it was made with, so a test
/// decides what "the user" says without any alert. It also records each count it was asked
/// about (the kit's addition): a stub that ignores its arguments cannot tell a test what
/// the user was asked.
@MainActor
final class ConfirmationStub: ClearConfirmation {
  private(set) var askedCounts: [Int] = []

  init(answer: Bool) {
    // TODO: keep the answer.
  }

  func confirmClearing(count: Int) async -> Bool {
    // TODO: record `count` in `askedCounts`, and give the answer the stub was made with.
    true
  }
}
