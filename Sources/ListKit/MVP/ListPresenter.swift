/// Decides what the MVP list shows; the view controller asks it and tells it events.
///
/// ```swift
/// override func viewDidLoad() { presenter?.viewCreated() }
/// override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
///   presenter?.numberOfRows() ?? 0
/// }
/// ```
@MainActor
public protocol ListPresenter: AnyObject {
  func viewCreated()
  func numberOfRows() -> Int
  func configure(cell: any ListCellView, forRow row: Int)
}
