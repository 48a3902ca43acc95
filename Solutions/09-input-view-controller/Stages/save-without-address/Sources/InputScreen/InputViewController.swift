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
    // Stage "save-without-address": only what the first test asks for. No geocoder
    // and no date yet; the tests of the next stages are red for that.
    let item = ToDoItem(
      title: titleTextField.text ?? "",
      itemDescription: descriptionTextField.text,
      location: locationTextField.text.map { Location(name: $0) })
    itemManager.add(item)
  }
}
