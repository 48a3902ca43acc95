import ListKit
import ToDo

/// Fills the item list's table: to-do items in the first section, done items in the second.
///
/// It is the table's delegate too (`TableViewDelegate`), for the swipe buttons of
/// exercise 05.
final class ItemListDataProvider: TableViewDataSource, TableViewDelegate {
  // TODO: stage to-do-rows. In the walkthrough the compiler stops here first
  // ("value of type 'ItemListDataProvider' has no member 'itemManager'"). The property
  // is declared so that every test compiles; your job is to read it in the row count.
  var itemManager: ItemManager?

  // TODO: stage two-sections. A table asks its data source `numberOfSections(in:)`;
  // the protocol's default answer is one. Answer two.

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    // TODO: stage to-do-rows: the number of to-do items.
    // TODO: stage done-rows: the number of done items in the second section.
    0
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    // Required by the protocol; cells are exercise 04's subject.
    TableViewCell()
  }
}
