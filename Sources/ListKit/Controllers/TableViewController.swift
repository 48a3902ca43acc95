import Foundation

/// A view controller that is the data source and delegate of its own table view
/// (`UITableViewController`).
///
/// Reading ``tableView`` loads the view. After `viewDidLoad` the table lays out its
/// visible rows, so a controller that claims rows must also make cells: the default
/// ``tableView(_:cellForRowAt:)`` stops the program with a message saying so, as UIKit
/// does when the method is missing.
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
  private let ownTableView = TableView()

  public override init() {
    super.init()
  }

  public var tableView: TableView {
    loadViewIfNeeded()
    return ownTableView
  }

  /// Wires the table before `viewDidLoad`, as UIKit does, so that a subclass sees it
  /// wired there and may hand it to another data source.
  override func loadViewHierarchy() {
    ownTableView.frame = view.frame
    view.addSubview(ownTableView)
    ownTableView.dataSource = self
    ownTableView.delegate = self
  }

  override func viewDidFinishLoading() {
    ownTableView.layoutIfNeeded()
  }

  open func numberOfSections(in tableView: TableView) -> Int { 1 }

  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    preconditionFailure(
      "\(type(of: self)) says it has rows but does not override tableView(_:cellForRowAt:)"
    )
  }

  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  open func tableView(
    _ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath
  ) {}

  open func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    "Delete"
  }

  open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}
