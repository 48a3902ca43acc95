import ListKit
import TestDoubles
import Testing

/// The two examples on docs/test-doubles.md, "Spy or mock: who does the asserting": the
/// same presenter tested once with the spy and once with the mock. The page's code is
/// copied from here, and scripts/check-doubles-catalog.py checks that it still is.
@MainActor
@Suite("Spy or mock: the catalog page's examples")
struct SpyOrMockExampleTests {
  /// The code under test: when its view is created it shows a title, then asks for a
  /// reload, as exercise 11's presenter does.
  @MainActor
  final class TitlePresenter {
    weak var view: (any ListView)?

    func viewCreated() {
      view?.display(title: "To Do")
      view?.reloadList()
    }
  }

  @Test("with the spy, the test asserts afterwards")
  func withTheSpy() {
    let view = MockListView()
    let sut = TitlePresenter()
    sut.view = view

    sut.viewCreated()

    #expect(view.messages == [.display(title: "To Do"), .reloadList])
  }

  @Test("with the mock, the test states the expectation first and the double judges")
  func withTheMock() {
    let view = ListViewMock()
    let sut = TitlePresenter()
    sut.view = view
    view.expect([.display(title: "To Do"), .reloadList])

    sut.viewCreated()

    view.verify()
  }
}
