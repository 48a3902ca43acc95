import ListKit
import ToDo

/// The diffable data source of the to-do list; a subclass only to give section headers.
///
/// `TableViewDiffableDataSource` answers every row question from its snapshot; a header
/// title is the one thing it cannot know, so it leaves it to a subclass.
@MainActor
final class ToDoItemsDataSource: TableViewDiffableDataSource<ItemListSection, ToDoItem> {
  // Reads the section from the snapshot rather than from the index, so the titles
  // follow the sections if their order ever changes.
  override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    let sections = snapshot().sectionIdentifiers
    guard sections.indices.contains(section) else { return nil }
    switch sections[section] {
    case .toDo: return "To do"
    case .done: return "Done"
    }
  }
}
