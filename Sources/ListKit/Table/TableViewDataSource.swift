/// Answers a table view's questions about what to show (`UITableViewDataSource`).
///
/// The two row methods are required. The others have UIKit's defaults, given in an
/// extension: one section, no header titles, committing an edit does nothing.
///
/// ```swift
/// final class Provider: TableViewDataSource {
///   func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
///   func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///     tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
///   }
/// }
/// ```
@MainActor
public protocol TableViewDataSource: AnyObject {
  func numberOfSections(in tableView: TableView) -> Int
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
  func tableView(
    _ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath)
}

extension TableViewDataSource {
  public func numberOfSections(in tableView: TableView) -> Int { 1 }

  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  public func tableView(
    _ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath
  ) {}
}
