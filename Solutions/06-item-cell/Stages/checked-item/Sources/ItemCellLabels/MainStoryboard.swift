import ListKit

/// The app's main storyboard: the item list scene, whose table holds the "ItemCell"
/// prototype cell.
///
/// In Xcode this is `Main.storyboard`; here a scene is code. You do not edit this
/// file: the prototype itself lives in `ItemCell+Prototype.swift`.
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

  /// What the scene holds, built when the controller's view loads: a table in the view,
  /// with the prototype cell registered under "ItemCell", connected to its outlet.
  private static func connectItemList(_ controller: ItemListViewController) {
    let tableView = TableView(frame: controller.view.frame)
    tableView.register(forCellReuseIdentifier: itemCellIdentifier) { ItemCell.makePrototype() }
    controller.view.addSubview(tableView)
    controller.tableView = tableView
  }
}
