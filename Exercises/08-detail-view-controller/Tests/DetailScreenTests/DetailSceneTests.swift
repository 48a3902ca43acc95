import ListKit
import XCTest

@testable import DetailScreen

/// The walkthrough's first test, as it was first written: everything inside the test. It
/// asks for the label on the screen, not only connected, as every outlet test here does.
///
/// It goes red twice for two reasons (no scene, then no outlet) before it goes green.
/// `DetailViewControllerTests` is what the walkthrough refactors it into; this first
/// version stays so the two reds can be seen again by anyone who starts over.
@MainActor
final class DetailSceneTests: XCTestCase {
  func test_titleLabel_afterTheDetailSceneLoads_isConnected() async throws {
    let storyboard = MainStoryboard.make()
    let sut = try storyboard.instantiateViewController(
      withIdentifier: "DetailViewController", as: DetailViewController.self)

    sut.loadViewIfNeeded()

    XCTAssertNotNil(sut.titleLabel)
    XCTAssertIdentical(sut.titleLabel?.superview, sut.view, "the title label is not on the screen")
  }
}
