import XCTest

@testable import DetailScreen

/// The remaining three labels: your tests, written test-first.
///
/// The set-up is the refactored one of `DetailViewControllerTests`, ready for you, so
/// each test is one line. (Your tests get a suite of their own because the kit also
/// compiles its reference answers for this file on their own, away from the other test
/// files; in an app an extension of `DetailViewControllerTests` would be enough.)
@MainActor
final class DetailViewControllerLabelTests: XCTestCase {
  var sut: DetailViewController!

  override func setUp() async throws {
    sut = try MainStoryboard.make().instantiateViewController(
      withIdentifier: "DetailViewController", as: DetailViewController.self)
    sut.loadViewIfNeeded()
  }

  override func tearDown() async throws {
    sut = nil
  }

  // Reference answers for the stage "remaining-labels". Each test was red until its
  // outlet was connected in the scene. Not nil is not enough: a label made but never
  // added to the screen's view is connected and invisible, hence the superview check.

  func test_dateLabel_isConnected() async {
    XCTAssertNotNil(sut.dateLabel)
    XCTAssertTrue(sut.dateLabel?.superview === sut.view, "the date label is not on the screen")
  }

  func test_locationLabel_isConnected() async {
    XCTAssertNotNil(sut.locationLabel)
    XCTAssertTrue(
      sut.locationLabel?.superview === sut.view, "the location label is not on the screen")
  }

  func test_descriptionLabel_isConnected() async {
    XCTAssertNotNil(sut.descriptionLabel)
    XCTAssertTrue(
      sut.descriptionLabel?.superview === sut.view, "the description label is not on the screen")
  }
}
