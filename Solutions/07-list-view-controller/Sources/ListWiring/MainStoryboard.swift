import ListKit

/// The app's main storyboard: the item list scene, with a table holding an "ItemCell"
/// prototype and a data provider object (in Xcode, the object dragged into the scene).
@MainActor
enum MainStoryboard {
  static let itemListIdentifier = "ItemListViewController"
  static let itemCellIdentifier = "ItemCell"

  static func make() -> Storyboard {
    let storyboard = Storyboard(name: "Main")
    storyboard.addScene(
      itemListIdentifier, make: { ItemListViewController() }, connectOutlets: connectItemList)
    return storyboard
  }

  /// What the scene holds, built when the controller's view loads: a table in the view
  /// with the prototype cell registered under "ItemCell", and a data provider.
  private static func connectItemList(_ controller: ItemListViewController) {
    let tableView = TableView(frame: controller.view.frame)
    tableView.register(forCellReuseIdentifier: itemCellIdentifier) { ItemCell.makePrototype() }
    controller.view.addSubview(tableView)
    // The two outlets, connected as control-dragging in Interface Builder would.
    controller.tableView = tableView
    controller.dataProvider = ItemListDataProvider()
  }
}
