// fairness: asks-for-typed-address
// expect: proven
// form: Swift Testing, hand-written spy class nested in the suite, raw identifier test name inside the @Suite struct
// why: a new learner's own spy and a raw-identifier test inside the suite, proven; the kit first missed its 'you never saw it fail' mark
import Foundation
import TestDoubles
import Testing
import ToDo

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
  // TODO: a test that saving with a title, a description and a place but no address adds
  // exactly that item, with no coordinate, and asks no geocoder.
  @Test("without an address, the item is saved as typed and no geocoder is asked")
  func savesAsTypedWithDummy() async throws {
    let sut = InputViewController(geocoder: DummyGeocoder(), itemManager: itemManager)
    sut.loadViewIfNeeded()
    type(title: "Buy milk", place: "Corner shop", description: "Two litres", into: sut)

    await sut.save()

    #expect(itemManager.toDoCount == 1)
    let item = try #require(itemManager.toDoItems.first)
    #expect(item.title == "Buy milk")
    #expect(item.itemDescription == "Two litres")
    let location = try #require(item.location)
    #expect(location.name == "Corner shop")
    #expect(location.coordinate == nil)
  }

  // stage: save-with-address
  // TODO: a test that with an address typed the item's place gets the geocoder's
  // coordinate, its latitude and its longitude; and a test that empty place and address
  // fields give no place and no lookup.
  @Test(
    "the place gets the geocoder's coordinate",
    arguments: [
      Coordinate(latitude: 37.3318, longitude: -122.0312),
      Coordinate(latitude: -33.8688, longitude: 151.2093),
    ])
  func placeGetsCoordinate(answer: Coordinate) async {
    let (sut, _) = makeSUT(answer: .success(answer))
    type(title: "Visit", place: "Campus", address: Self.address, into: sut)

    await sut.save()

    #expect(
      itemManager.toDoItems == [
        ToDoItem(title: "Visit", location: Location(name: "Campus", coordinate: answer))
      ])
  }

  @Test func emptyFieldsGiveNoPlaceAndAskNobody() async {
    let sut = InputViewController(geocoder: DummyGeocoder(), itemManager: itemManager)
    sut.loadViewIfNeeded()
    type(title: "Visit", into: sut)

    await sut.save()

    #expect(itemManager.toDoItems == [ToDoItem(title: "Visit")])
  }

  // stage: asks-for-typed-address
  // TODO: a test that the geocoder is asked for the typed address, once.
  /// My own spy: records each question, answers Cupertino.
  final class AddressSpy: Geocoder, @unchecked Sendable {
    var asked: [String] = []
    func coordinate(for address: String) async throws -> Coordinate {
      asked.append(address)
      return Coordinate(latitude: 52.5163, longitude: 13.3777)
    }
  }

  @Test func `asks the geocoder for the typed address, once`() async {
    let spy = AddressSpy()
    let sut = InputViewController(geocoder: spy, itemManager: itemManager)
    sut.loadViewIfNeeded()
    type(title: "Visit", place: "Campus", address: "Unter den Linden 1, Berlin", into: sut)

    await sut.save()

    #expect(spy.asked == ["Unter den Linden 1, Berlin"])
  }

  // stage: date-parsing
  // TODO: a test that "02/22/2016" becomes midnight UTC of that day as the timestamp; the
  // same test with the process's default zone (`NSTimeZone.default`) moved to another zone
  // before the screen is made, and put back in a `defer`; and a test that a date not read
  // as month/day/year leaves no timestamp.
}
