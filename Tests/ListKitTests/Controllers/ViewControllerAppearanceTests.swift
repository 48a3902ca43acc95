import ListKit
import XCTest

/// Appearance transitions drive `viewWill…` then `viewDid…`, as UIKit's do.
@MainActor
final class ViewControllerAppearanceTests: XCTestCase {
  func test_beginAppearing_loadsViewThenCallsViewWillAppear() async {
    let sut = makeSUT()

    sut.beginAppearanceTransition(true, animated: false)

    XCTAssertTrue(sut.isViewLoaded)
    XCTAssertEqual(sut.messages, [.viewDidLoad, .viewWillAppear(animated: false)])
  }

  func test_beginThenEndAppearing_callsViewWillAppearThenViewDidAppear() async {
    let sut = makeSUT()

    sut.beginAppearanceTransition(true, animated: false)
    sut.endAppearanceTransition()

    XCTAssertEqual(
      sut.messages,
      [.viewDidLoad, .viewWillAppear(animated: false), .viewDidAppear(animated: false)])
  }

  func test_beginThenEndDisappearing_callsViewWillThenViewDidDisappear() async {
    let sut = makeSUT()

    sut.beginAppearanceTransition(false, animated: false)
    sut.endAppearanceTransition()

    XCTAssertEqual(
      sut.messages,
      [.viewDidLoad, .viewWillDisappear(animated: false), .viewDidDisappear(animated: false)])
  }

  func test_appearThenDisappear_callsAllFourInOrder() async {
    let sut = makeSUT()

    sut.beginAppearanceTransition(true, animated: false)
    sut.endAppearanceTransition()
    sut.beginAppearanceTransition(false, animated: false)
    sut.endAppearanceTransition()

    XCTAssertEqual(
      sut.messages,
      [
        .viewDidLoad, .viewWillAppear(animated: false), .viewDidAppear(animated: false),
        .viewWillDisappear(animated: false), .viewDidDisappear(animated: false),
      ])
  }

  func test_endAppearanceTransition_withoutBegin_doesNothing() async {
    let sut = makeSUT()

    sut.endAppearanceTransition()

    XCTAssertFalse(sut.isViewLoaded)
    XCTAssertEqual(sut.messages, [])
  }

  func test_endAppearanceTransition_twice_finishesTransitionOnce() async {
    let sut = makeSUT()
    sut.beginAppearanceTransition(true, animated: false)

    sut.endAppearanceTransition()
    sut.endAppearanceTransition()

    XCTAssertEqual(
      sut.messages,
      [.viewDidLoad, .viewWillAppear(animated: false), .viewDidAppear(animated: false)])
  }

  func test_beginAnimated_passesAnimatedToViewWillAppear() async {
    let sut = makeSUT()

    sut.beginAppearanceTransition(true, animated: true)

    XCTAssertEqual(sut.messages, [.viewDidLoad, .viewWillAppear(animated: true)])
  }

  func test_endAnimatedTransition_passesAnimatedToViewDidAppear() async {
    let sut = makeSUT()

    sut.beginAppearanceTransition(true, animated: true)
    sut.endAppearanceTransition()

    XCTAssertEqual(
      sut.messages,
      [.viewDidLoad, .viewWillAppear(animated: true), .viewDidAppear(animated: true)])
  }

  // MARK: - Helpers

  private func makeSUT(
    file: StaticString = #filePath, line: UInt = #line
  ) -> LifecycleSpyViewController {
    let sut = LifecycleSpyViewController()
    trackForMemoryLeaks(sut, file: file, line: line)
    return sut
  }
}
