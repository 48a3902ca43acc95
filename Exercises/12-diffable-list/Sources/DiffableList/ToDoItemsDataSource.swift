import ListKit
import ToDo

/// The diffable data source of the to-do list; a subclass only to give section headers.
///
/// `TableViewDiffableDataSource` answers every row question from its snapshot; a header
/// title is the one thing it cannot know, so it leaves it to a subclass.
@MainActor
final class ToDoItemsDataSource: TableViewDiffableDataSource<ItemListSection, ToDoItem> {
  override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    // TODO: (stage section-headers) "To do" above the first section, "Done" above the second.
    nil
  }
}
