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

  // TODO: add the remaining three labels test-first, one at a time: the date label, the
  // location label, the description label. For each one:
  //   1. write a test here that says the outlet is connected, and run it: red;
  //   2. connect the outlet in the scene in MainStoryboard.swift: green.
  // Name them test_dateLabel_isConnected, test_locationLabel_isConnected and
  // test_descriptionLabel_isConnected, and make each test method `async`.
  // See README.md, stage "remaining-labels".
}
