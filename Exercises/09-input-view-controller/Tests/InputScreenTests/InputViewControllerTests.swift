import Foundation
import TestDoubles
import Testing
import ToDo

@testable import InputScreen

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

  // MARK: - Saving without a geocoder

  @Test("saving without an address adds the item without a coordinate, asking no geocoder")
  func savingWithoutAddressAddsItemWithoutCoordinate() async {
    // A dummy, not the stub: this test must not reach a geocoder at all, and the dummy
    // fails it, at this line, if the screen asks one anyway.
    let sut = InputViewController(geocoder: DummyGeocoder(), itemManager: itemManager)
    sut.loadViewIfNeeded()
    type(title: "Buy milk", place: "Corner shop", description: "Two litres", into: sut)

    await sut.save()

    let expected = ToDoItem(
      title: "Buy milk", itemDescription: "Two litres", location: Location(name: "Corner shop"))
    #expect(itemManager.toDoItems == [expected])
  }

  // MARK: - Saving with the geocoder

  @Test("saving with an address gives the item the geocoder's coordinate")
  func savingWithAddressUsesGeocodersCoordinate() async throws {
    let (sut, _) = makeSUT(answer: .success(Self.cupertino))
    type(title: "Visit", place: "Campus", address: Self.address, into: sut)

    await sut.save()

    let item = try #require(itemManager.toDoItems.first)
    #expect(item.location == Location(name: "Campus", coordinate: Self.cupertino))
  }

  /// The kit's addition. A text field the user never touched gives `""`, not `nil`: an
  /// empty place is no place, and an empty address asks no geocoder (the dummy fails the
  /// test if one is asked).
  @Test("empty place and address fields mean no place and no lookup")
  func emptyFieldsMeanNoPlaceAndNoLookup() async throws {
    let sut = InputViewController(geocoder: DummyGeocoder(), itemManager: itemManager)
    sut.loadViewIfNeeded()
    type(title: "Buy milk", place: "", address: "", into: sut)

    await sut.save()

    let item = try #require(itemManager.toDoItems.first)
    #expect(item.location == nil)
  }

  @Test("the geocoder is asked for the address that was typed")
  func geocoderIsAskedForTheTypedAddress() async {
    let (sut, geocoder) = makeSUT(answer: .success(Self.cupertino))
    type(title: "Visit", place: "Campus", address: Self.address, into: sut)

    await sut.save()

    #expect(geocoder.requestedAddresses == [Self.address])
  }

  @Test("when the geocoder fails, the item is still added, without a coordinate")
  func geocoderFailureStillAddsTheItem() async {
    let (sut, _) = makeSUT(answer: .failure(GeocodingFailure.noResult))
    type(title: "Visit", place: "Campus", address: Self.address, into: sut)

    await sut.save()

    #expect(itemManager.toDoItems == [ToDoItem(title: "Visit", location: Location(name: "Campus"))])
  }

  // MARK: - The due date

  @Test("the date is read as month/day/year, at midnight UTC")
  func dateIsReadAsMonthDayYearInUTC() async throws {
    let (sut, _) = makeSUT()
    type(title: "Buy milk", date: "02/22/2016", into: sut)

    await sut.save()

    let item = try #require(itemManager.toDoItems.first)
    #expect(item.timestamp == 1_456_099_200)
  }

  /// The kit's addition: the time-zone trap, sprung on any machine. A new formatter
  /// starts in the process's default zone; here that is Auckland, where midnight of 22
  /// February 2016 comes 13 hours before midnight UTC. A formatter that does not set its
  /// own zone gives 1_456_052_400; on a machine in UTC the test above could not tell.
  @Test("the date is read in UTC when the machine is in another time zone")
  func dateIsReadInUTCOnAMachineInAnotherZone() async throws {
    let machineZone = NSTimeZone.default
    NSTimeZone.default = try #require(TimeZone(identifier: "Pacific/Auckland"))
    defer { NSTimeZone.default = machineZone }
    let (sut, _) = makeSUT()
    type(title: "Buy milk", date: "02/22/2016", into: sut)

    await sut.save()

    let item = try #require(itemManager.toDoItems.first)
    #expect(item.timestamp == 1_456_099_200)
  }

  @Test("a date that does not read as month/day/year leaves the item without one")
  func unreadableDateLeavesNoTimestamp() async throws {
    let (sut, _) = makeSUT()
    type(title: "Buy milk", date: "22/02/2016", into: sut)

    await sut.save()

    let item = try #require(itemManager.toDoItems.first)
    #expect(item.timestamp == nil)
  }

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
}

// MARK: - The failures a test gives the stub

/// The failures a ``GeocoderStub`` can be told to give.
enum GeocodingFailure: Error {
  /// What a real geocoder reports for an address it cannot find.
  case noResult
  /// The default answer: a test that expects no lookup gets no coordinate from one.
  case unexpectedCall
}
