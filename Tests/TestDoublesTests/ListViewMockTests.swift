import TestDoubles
import Testing

@MainActor
@Suite("ListViewMock, a true mock: it is given expectations and verifies them")
struct ListViewMockTests {
  let sut = ListViewMock()

  @Test("verify passes when the expected messages arrived in order")
  func metExpectations() {
    sut.expect([.display(title: "Geniuses")])
    sut.expect([.reloadList])

    sut.display(title: "Geniuses")
    sut.reloadList()

    sut.verify()
  }

  @Test("verify fails when an expected message never arrived")
  func missingMessage() {
    sut.expect([.reloadList])

    withKnownIssue {
      sut.verify()
    } matching: { issue in
      Self.says(
        "ListViewMock expected [TestDoubles.MockListView.Message.reloadList] but received no messages",
        issue)
    }
  }

  @Test("verify fails on a message nobody expected")
  func unexpectedMessage() {
    sut.display(title: "Surprise")

    withKnownIssue {
      sut.verify()
    } matching: { issue in
      Self.mentions("expected no messages but received", issue)
    }
  }

  @Test("verify fails when the messages arrive in another order")
  func wrongOrder() {
    sut.expect([.display(title: "Geniuses"), .reloadList])

    sut.reloadList()
    sut.display(title: "Geniuses")

    withKnownIssue {
      sut.verify()
    } matching: { issue in
      Self.mentions("ListViewMock expected", issue)
    }
  }

  @Test("the failure points at the line that called verify")
  func pointsAtVerify() {
    sut.expect([.reloadList])

    let verifyLine = #line + 2
    withKnownIssue {
      sut.verify()
    } matching: { issue in
      issue.sourceLocation?.line == verifyLine
        && issue.sourceLocation?.fileName == "ListViewMockTests.swift"
    }
  }

  // MARK: - Helpers

  private nonisolated static func says(_ message: String, _ issue: Issue) -> Bool {
    issue.comments.map(\.rawValue) == [message]
  }

  private nonisolated static func mentions(_ text: String, _ issue: Issue) -> Bool {
    issue.comments.contains { $0.rawValue.contains(text) }
  }
}
