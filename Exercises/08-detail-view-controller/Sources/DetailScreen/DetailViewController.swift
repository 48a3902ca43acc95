import ListKit
import ToDo

/// Shows one to-do item: its texts, where it is on a map, and a button that checks it.
///
/// The Main storyboard makes it and connects its outlets when the view loads, so every
/// outlet is `nil` until then. It is given the item manager and the item's index, not
/// the item alone, because checking the item has to change the manager's lists.
@MainActor
final class DetailViewController: ViewController {
  // TODO: these outlets are declared so that every test compiles (in the walkthrough
  // each one first appears as a compile error); nothing connects them yet. Connect
  // them in MainStoryboard.swift, one stage at a time.
  var titleLabel: Label?
  var dateLabel: Label?
  var locationLabel: Label?
  var descriptionLabel: Label?
  var mapView: MapView?
  var checkButton: Button?

  // TODO: declared so the item-info tests compile; read it in viewWillAppear(_:).
  /// The manager that owns the item, and the item's index in its to-do list.
  var itemInfo: (ItemManager, Int)?

  // TODO: override viewWillAppear(_:) to fill the labels and centre the map on the
  // item's coordinate (stage "item-info"), and viewDidLoad() to make the check button
  // call checkItem() (stage "check-button").

  /// Checks the item in its manager: it moves to the done list.
  func checkItem() {
    // TODO: the minimal body that compiles; make the item manager check the item.
  }
}
