/// One row of the MVP list, as its presenter sees it: somewhere to put text.
///
/// ```swift
/// extension ItemRowCell: ListCellView {
///   func display(title: String) { titleLabel.text = title }
///   func display(detail: String?) { detailLabel.text = detail }
/// }
/// ```
@MainActor
public protocol ListCellView: AnyObject {
  func display(title: String)
  func display(detail: String?)
}
