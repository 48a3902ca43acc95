import ListKit

/// The app's main storyboard, whose one scene is the item list.
///
/// Interface Builder would keep this scene in a file; here it is code that does the
/// same. The scene is a factory for the controller plus what it connects when the view
/// loads: a screen-sized table in the view, and a data provider object of its own (in
/// Xcode, an object dragged into the scene).
@MainActor
enum MainStoryboard {
  static func make() -> Storyboard {
    let storyboard = Storyboard(name: "Main")
    storyboard.addScene(
      "ItemListViewController", make: { ItemListViewController() },
      connectOutlets: connectItemList)
    return storyboard
  }

  private static func connectItemList(_ controller: ItemListViewController) {
    let tableView = TableView(frame: controller.view.frame)
    // The prototype cell: what a cell dragged into the table in Interface Builder, with
    // class ItemCell and identifier "ItemCell", gives the table.
    tableView.register(forCellReuseIdentifier: "ItemCell") { ItemCell() }
    controller.view.addSubview(tableView)
    // The two outlets, connected as control-dragging in Interface Builder would.
    controller.tableView = tableView
    controller.dataProvider = ItemListDataProvider()
  }
}
