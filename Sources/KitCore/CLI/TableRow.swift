/// One line of the plain tables `kit verify` and `kit verify --mutate` print: each column
/// padded to its width (or one space past a longer value), so a pipe reads it as well as
/// a terminal does.
enum TableRow {
  static func line(_ columns: [String], widths: [Int]) -> String {
    zip(columns, widths).map {
      $0.padding(toLength: max($1, $0.count + 1), withPad: " ", startingAt: 0)
    }
    .joined().trimmingCharacters(in: .whitespaces) + "\n"
  }
}
