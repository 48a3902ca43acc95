import ListKit
import ToDo

/// Turns what the user typed into a new to-do item, looking the address up first.
///
/// Its two collaborators arrive through `init`: the geocoder, because a test must
/// control what it answers without a network, and the item manager, because that is
/// where a saved item must end up. The text fields are made here, not by a storyboard,
/// which is what lets `init` take arguments (see README, "In UIKit").
@MainActor
final class InputViewController: ViewController {
  let titleTextField = TextField()
  let dateTextField = TextField()
  let locationTextField = TextField()
  let addressTextField = TextField()
  let descriptionTextField = TextField()

  private let geocoder: any Geocoder
  private let itemManager: ItemManager

  /// Reads due dates typed as month/day/year. A fixed locale and UTC make "02/22/2016"
  /// the same instant on every machine, so a test's expected timestamp holds anywhere.
  private let dateFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "MM/dd/yyyy"
    return formatter
  }()

  init(geocoder: any Geocoder, itemManager: ItemManager) {
    self.geocoder = geocoder
    self.itemManager = itemManager
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for field in [
      titleTextField, dateTextField, locationTextField, addressTextField, descriptionTextField,
    ] {
      view.addSubview(field)
    }
  }

  /// Adds an item made of the typed texts to the item manager.
  ///
  /// `async` because finding the coordinate may take a trip to a server; the item is
  /// added once the answer (or the failure) is back.
  func save() async {
    let item = ToDoItem(
      title: titleTextField.text ?? "",
      itemDescription: typedText(in: descriptionTextField),
      timestamp: dueDate()?.timeIntervalSince1970,
      location: await location())
    itemManager.add(item)
  }

  /// The typed date; `nil` when the field is empty or does not read as month/day/year.
  private func dueDate() -> Date? {
    dateTextField.text.flatMap { dateFormatter.date(from: $0) }
  }

  /// The typed place, with the geocoder's coordinate for the typed address.
  ///
  /// No place name, no location. No address, no question to the geocoder. A failed
  /// lookup still gives the place without a coordinate: losing what the user typed
  /// because a lookup failed would be worse than a missing pin on the map.
  private func location() async -> Location? {
    guard let name = locationTextField.text, !name.isEmpty else { return nil }
    guard let address = addressTextField.text, !address.isEmpty else {
      return Location(name: name)
    }
    let coordinate = try? await geocoder.coordinate(for: address)
    return Location(name: name, coordinate: coordinate)
  }

  /// What a field holds, `nil` when it is empty: a field the user never touched gives
  /// `""`, not `nil`, and an empty description is no description.
  private func typedText(in field: TextField) -> String? {
    field.text?.isEmpty == false ? field.text : nil
  }
}
