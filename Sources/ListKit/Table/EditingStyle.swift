/// What a swipe on a row asks the data source to commit (`UITableViewCell.EditingStyle`).
public enum EditingStyle: Sendable {
  case none
  case delete
  case insert
}
