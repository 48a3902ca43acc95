@testable import KitCore

/// Whether `parsed` is the same command as `expected`, with the same arguments: parsing
/// answers any ``KitCommand``, and each command type says what makes two of it equal.
func sameCommand(_ parsed: any KitCommand, _ expected: any KitCommand) -> Bool {
  guard let parsed = parsed as? any Equatable else { return false }
  return isEqual(parsed, expected)
}

private func isEqual<Value: Equatable>(_ value: Value, _ other: any KitCommand) -> Bool {
  (other as? Value) == value
}
