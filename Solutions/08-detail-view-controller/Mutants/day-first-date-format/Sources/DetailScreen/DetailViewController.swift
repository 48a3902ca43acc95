import ListKit
import ToDo

/// Shows one to-do item: its texts, where it is on a map, and a button that checks it.
///
/// The Main storyboard makes it and connects its outlets when the view loads, so every
/// outlet is `nil` until then. It is given the item manager and the item's index, not
/// the item alone, because checking the item has to change the manager's lists.
@MainActor
final class DetailViewController: ViewController {
  var titleLabel: Label?
  var dateLabel: Label?
  var locationLabel: Label?
  var descriptionLabel: Label?
  var mapView: MapView?
  var checkButton: Button?

  /// The manager that owns the item, and the item's index in its to-do list. Only
  /// unchecked items get a detail screen, so the index is always a to-do index.
  var itemInfo: (ItemManager, Int)?

  /// How far the map shows around the item's place, in metres each way.
  private static let mapSpan = 100.0

  /// Month/day/year in UTC with a fixed locale: the label reads the same wherever the
  /// app (or the test) runs.
  private let dateFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "dd/MM/yyyy"
    return formatter
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    // The button is connected by now (outlets come before viewDidLoad); the closure
    // holds self weakly because the controller owns the button.
    checkButton?.addAction { [weak self] in self?.checkItem() }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // Filled on every appearance, not once in viewDidLoad, so the screen shows the
    // item as it is now. An index the manager does not know shows nothing.
    guard case (let itemManager, let index)? = itemInfo,
      let item = try? itemManager.item(at: index)
    else { return }
    show(item)
  }

  /// Checks the item in its manager: it moves to the done list.
  func checkItem() {
    guard case (let itemManager, let index)? = itemInfo else { return }
    // An out-of-range index means there is nothing left to check here.
    try? itemManager.checkItem(at: index)
  }

  private func show(_ item: ToDoItem) {
    titleLabel?.text = item.title
    dateLabel?.text = item.timestamp.map {
      dateFormatter.string(from: Date(timeIntervalSince1970: $0))
    }
    locationLabel?.text = item.location?.name
    descriptionLabel?.text = item.itemDescription
    if let coordinate = item.location?.coordinate {
      mapView?.region = MapRegion(
        center: coordinate, latitudinalMeters: Self.mapSpan, longitudinalMeters: Self.mapSpan)
    }
  }
}
