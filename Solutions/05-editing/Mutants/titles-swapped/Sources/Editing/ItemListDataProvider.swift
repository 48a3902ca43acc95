import ListKit
import ToDo

/// Fills the item list's table: to-do items in the first section, done items in the second.
///
/// It is also the table's delegate (`TableViewDelegate`): it names the swipe button of each
/// row ("Check" or "Uncheck") and, as the data source, carries out the swipe.
///
/// Mutant: the two button titles are swapped.
final class ItemListDataProvider: TableViewDataSource, TableViewDelegate {
  /// Optional because the storyboard makes the provider before anyone can hand it a
  /// manager: whoever owns the list sets it (the tests do it in `setUp`). Until then
  /// the table is empty.
  var itemManager: ItemManager?

  /// Why the last swipe changed nothing, or `nil` if it worked. `commit` cannot throw,
  /// so the manager's error is kept here, for the screen to show and a test to read,
  /// instead of vanishing.
  private(set) var lastEditError: ItemManagerError?

  // The enum decides how many sections there are, so adding one cannot be forgotten here.
  func numberOfSections(in tableView: TableView) -> Int {
    Section.allCases.count
  }

  // One guard handles both "no manager yet" and "no such section"; the switch is then
  // exhaustive, so a new section would not compile until it has a count.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    guard let itemManager, let section = Section(rawValue: section) else { return 0 }
    return switch section {
    case .toDo: itemManager.toDoCount
    case .done: itemManager.doneCount
    }
  }

  // Dequeued, not made: the table reuses cells that scrolled away, and it makes the
  // class registered for "ItemCell", which is how a test slips a spy in. A cell of
  // another class is returned as it is rather than crashing on a forced cast.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
    if let itemCell = cell as? ItemCell, let item = item(at: indexPath) {
      itemCell.configCell(with: item)
    }
    return cell
  }

  /// The item a row shows: from the to-do list in the first section, from the done list
  /// in the second; `nil` when there is no manager or no such row.
  private func item(at indexPath: IndexPath) -> ToDoItem? {
    guard let itemManager, let section = Section(rawValue: indexPath.section) else { return nil }
    return switch section {
    case .toDo: try? itemManager.item(at: indexPath.row)
    case .done: try? itemManager.doneItem(at: indexPath.row)
    }
  }

  // The button says what the swipe will do: a to-do row gets checked, a done row
  // unchecked. The enum makes the two sections the only cases.
  func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    switch Section(rawValue: indexPath.section) {
    case .toDo: "Uncheck"
    case .done: "Check"
    case nil: nil
    }
  }

  // The swipe moves the item to the other section. The manager changed behind the
  // table's back, so the table must reload: it caches its counts.
  func tableView(
    _ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath
  ) {
    guard let itemManager, let section = Section(rawValue: indexPath.section) else { return }
    do throws(ItemManagerError) {
      switch section {
      case .toDo: try itemManager.checkItem(at: indexPath.row)
      case .done: try itemManager.uncheckItem(at: indexPath.row)
      }
      lastEditError = nil
    } catch {
      lastEditError = error
    }
    tableView.reloadData()
  }
}
