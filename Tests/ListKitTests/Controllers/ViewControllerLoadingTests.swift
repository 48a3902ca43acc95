import ListKit
import XCTest

/// A view controller loads its view lazily, once, and then calls `viewDidLoad`.
@MainActor
final class ViewControllerLoadingTests: XCTestCase {
  func test_init_doesNotLoadView() async {
    let sut = makeSUT()

    XCTAssertFalse(sut.isViewLoaded)
    XCTAssertEqual(sut.messages, [])
  }

  func test_view_firstRead_loadsViewAndCallsViewDidLoad() async {
    let sut = makeSUT()

    _ = sut.view

    XCTAssertTrue(sut.isViewLoaded)
    XCTAssertEqual(sut.messages, [.viewDidLoad])
  }

  func test_view_readTwice_returnsSameViewAndCallsViewDidLoadOnce() async {
    let sut = makeSUT()

    let first = sut.view
    let second = sut.view

    XCTAssertTrue(first === second)
    XCTAssertEqual(sut.messages, [.viewDidLoad])
  }

  func test_loadViewIfNeeded_loadsViewAndCallsViewDidLoad() async {
    let sut = makeSUT()

    sut.loadViewIfNeeded()

    XCTAssertTrue(sut.isViewLoaded)
    XCTAssertEqual(sut.messages, [.viewDidLoad])
  }

  func test_loadViewIfNeeded_twice_callsViewDidLoadOnce() async {
    let sut = makeSUT()

    sut.loadViewIfNeeded()
    sut.loadViewIfNeeded()
    _ = sut.view

    XCTAssertEqual(sut.messages, [.viewDidLoad])
  }

  func test_viewDidLoad_viewIsAlreadyLoaded() async {
    let sut = ViewLoadedCheckingController()

    sut.loadViewIfNeeded()

    XCTAssertEqual(sut.isViewLoadedInViewDidLoad, true)
  }

  func test_view_frame_isScreenFrame() async {
    let sut = makeSUT()

    XCTAssertEqual(sut.view.frame, ViewController.screenFrame)
    XCTAssertEqual(ViewController.screenFrame, CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  // MARK: - Helpers

  private func makeSUT(
    file: StaticString = #filePath, line: UInt = #line
  ) -> LifecycleSpyViewController {
    let sut = LifecycleSpyViewController()
    trackForMemoryLeaks(sut, file: file, line: line)
    return sut
  }

  private final class ViewLoadedCheckingController: ViewController {
    private(set) var isViewLoadedInViewDidLoad: Bool?

    override func viewDidLoad() {
      super.viewDidLoad()
      isViewLoadedInViewDidLoad = isViewLoaded
    }
  }
}
