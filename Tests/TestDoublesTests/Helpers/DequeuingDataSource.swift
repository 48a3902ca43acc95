import ListKit
import ToDo

/// A minimal data provider for driving the table and cell doubles: it dequeues an
/// "ItemCell" for every row and configures it with the item for that row, checked in
/// every section after the first.
@MainActor
final class DequeuingDataSource: TableViewDataSource {
  let sections: [[ToDoItem]]

  init(sections: [[ToDoItem]]) {
    self.sections = sections
  }

  func numberOfSections(in tableView: TableView) -> Int {
    sections.count
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
    let item = sections[indexPath.section][indexPath.row]
    (cell as? CellConfigurator)?.configure(with: item, checked: indexPath.section > 0)
    return cell
  }
}
