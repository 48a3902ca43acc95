// fairness: save-with-address
// expect: over-specified
// form: Swift Testing test of the saved coordinate that also pins the question the geocoder was asked (requestedAddresses == ["Campus"], the place's name)
// why: a new learner's test (tenth try, 09 row 68), first proven with a caveat: it pins what the reference asks at this stage, which the stage leaves free; a correct solution that asks for the typed address already fails it
import Foundation
import TestDoubles
import Testing
import ToDo
import XCTest

@testable import InputScreen

// MARK: - The failures a test gives the stub

/// The failures a ``GeocoderStub`` can be told to give.
enum GeocodingFailure: Error {
  /// What a real geocoder reports for an address it cannot find.
  case noResult
  /// The default answer: a test that expects no lookup gets no coordinate from one.
  case unexpectedCall
}

/// Saving from the input screen: what ends up in the item manager, and what the
/// geocoder was asked.
///
/// Each test gets a fresh suite value (Swift Testing makes one per test), so a fresh
/// item manager; the geocoder stub is made per test because each test needs its own
/// canned answer.
///
/// `.serialized`: one test moves the process's default time zone, which every other test
/// in the process would see while it runs, so the suite's tests run one at a time.
@MainActor
@Suite("Saving on the input screen", .serialized)
struct InputViewControllerTests {
  let itemManager = ItemManager()

  // MARK: - Helpers

  static let address = "1 Infinite Loop, Cupertino"
  static let cupertino = Coordinate(latitude: 37.3318, longitude: -122.0312)

  /// The controller under test, with a geocoder stub that gives `answer`. The default
  /// answer is a failure, so a test that expects no lookup would notice one anyway.
  private func makeSUT(
    answer: Result<Coordinate, any Error> = .failure(GeocodingFailure.unexpectedCall)
  ) -> (sut: InputViewController, geocoder: GeocoderStub) {
    let geocoder = GeocoderStub(result: answer)
    let sut = InputViewController(geocoder: geocoder, itemManager: itemManager)
    sut.loadViewIfNeeded()
    return (sut, geocoder)
  }

  /// Types into the fields as a user would; a field left out is left empty, and an empty
  /// text field gives `""`, not `nil`, as on a real screen.
  private func type(
    title: String, date: String = "", place: String = "", address: String = "",
    description: String = "", into sut: InputViewController
  ) {
    sut.titleTextField.text = title
    sut.dateTextField.text = date
    sut.locationTextField.text = place
    sut.addressTextField.text = address
    sut.descriptionTextField.text = description
  }

  // MARK: - Given in test-first mode too

  /// Stage geocoder-failure: with `try?` in the stage before, this test is green at once,
  /// so there is no red the kit could ask your test for. Break the code to watch it fail
  /// (end `save()` when the lookup throws), then undo it.
  @Test("when the geocoder fails, the item is still added, without a coordinate")
  func geocoderFailureStillAddsTheItem() async {
    let (sut, _) = makeSUT(answer: .failure(GeocodingFailure.noResult))
    type(title: "Visit", place: "Campus", address: Self.address, into: sut)

    await sut.save()

    #expect(itemManager.toDoItems == [ToDoItem(title: "Visit", location: Location(name: "Campus"))])
  }

  // Test-first: write each stage's test under its `// stage:` line, run kit check, and
  // watch it fail before you write the code. Keep the `// stage:` lines: they tell the kit
  // which of your tests belongs to which stage. Put any helper of your own above them.
  // `GeocoderStub(result:)` (TestDoubles, made by `makeSUT(answer:)`) gives the canned
  // answer and records `requestedAddresses`; `DummyGeocoder()` fails a test that asks it.

  // stage: save-without-address
  // (an XCTest class after the suite, which skips itself when nothing was saved)

  // stage: save-with-address
  @Test func savingWithAddressAsksForThePlaceAndUsesTheCoordinate() async throws {
    let (sut, geocoder) = makeSUT(answer: .success(Self.cupertino))
    type(title: "Visit", place: "Campus", address: Self.address, into: sut)

    await sut.save()

    let item = try #require(itemManager.toDoItems.first)
    #expect(item.location == Location(name: "Campus", coordinate: Self.cupertino))
    #expect(geocoder.requestedAddresses == ["Campus"])
  }

  @Test func emptyPlaceAndAddressGiveNoPlace() async throws {
    let sut = InputViewController(geocoder: DummyGeocoder(), itemManager: itemManager)
    sut.loadViewIfNeeded()
    type(title: "Visit", place: "", address: "", into: sut)

    await sut.save()

    let item = try #require(itemManager.toDoItems.first)
    #expect(item.location == nil)
  }

  // stage: asks-for-typed-address
  @Test func geocoderIsAskedMaybe() async {
    let (sut, geocoder) = makeSUT(answer: .success(Self.cupertino))
    type(title: "Visit", place: "Campus", address: Self.address, into: sut)

    await sut.save()

    withKnownIssue(isIntermittent: true) {
      #expect(geocoder.requestedAddresses == [Self.address])
    }
  }

  // stage: date-parsing
  @Test func dateIsReadAsMonthDayYear() async throws {
    let (sut, _) = makeSUT()
    type(title: "Pay", date: "02/22/2016", into: sut)

    await sut.save()

    let item = try #require(itemManager.toDoItems.first)
    #expect(item.timestamp == 1_456_099_200)
  }

  @Test func dayBeforeMonthIsNoDate() async throws {
    let (sut, _) = makeSUT()
    type(title: "Pay", date: "22/02/2016", into: sut)

    await sut.save()

    let item = try #require(itemManager.toDoItems.first)
    #expect(item.timestamp == nil)
  }
}

// stage: save-without-address

@MainActor
final class SkippingXCTests: XCTestCase {
  func test_saveWithoutAddress_whenSomethingIsSaved() async throws {
    let itemManager = ItemManager()
    let sut = InputViewController(geocoder: DummyGeocoder(), itemManager: itemManager)
    sut.loadViewIfNeeded()
    sut.titleTextField.text = "Buy milk"
    sut.dateTextField.text = ""
    sut.locationTextField.text = "Shop"
    sut.addressTextField.text = ""
    sut.descriptionTextField.text = "Two litres"

    await sut.save()

    try XCTSkipIf(itemManager.toDoItems.isEmpty, "nothing saved yet")
    XCTAssertEqual(
      itemManager.toDoItems,
      [
        ToDoItem(title: "Buy milk", itemDescription: "Two litres", location: Location(name: "Shop"))
      ])
  }
}
