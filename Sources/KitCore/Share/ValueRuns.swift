/// A value that changes now and then along a list of lights, kept only where it changes,
/// each distinct value written once:
/// `{"lights": "0 7 9", "values": "0 -1 0", "table": ["S/a: no"]}` says lights 0 to 6
/// failed with `"S/a: no"`, lights 7 and 8 had no failure, and from light 9 on it was back.
///
/// Most lights repeat the failure, the next test and the stages green of the light before,
/// and a red after a green usually repeats an earlier red's words, so a room of 40
/// learners with 7,000 lights each reads a few thousand small numbers per learner instead
/// of the same sentence thousands of times (``LightColumns``).
struct ValueRuns<Value: Codable & Hashable & Sendable>: Codable, Equatable, Sendable {
  struct Change: Equatable, Sendable {
    var light: Int
    var value: Value?
  }

  var changes: [Change]

  /// The changes of `values`, one per light; the first light's value is kept unless it is
  /// `nil`, which is what a light before any change has.
  init(_ values: [Value?]) {
    var changes: [Change] = []
    var last: Value?
    for (index, value) in values.enumerated() where value != last {
      changes.append(Change(light: index, value: value))
      last = value
    }
    self.changes = changes
  }

  /// The value of each of `count` lights; throws when a change is out of order or names a
  /// light that is not there.
  func values(count: Int) throws(LightColumns.Problem) -> [Value?] {
    var values = [Value?](repeating: nil, count: count)
    var previous = -1
    for (position, change) in changes.enumerated() {
      guard change.light > previous, change.light < count else {
        throw .runOutOfOrder(change.light)
      }
      let end = position + 1 < changes.count ? min(changes[position + 1].light, count) : count
      if change.light < end {
        for index in change.light..<end { values[index] = change.value }
      }
      previous = change.light
    }
    return values
  }

  private enum CodingKeys: String, CodingKey {
    case lights, values, table
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let lights = try container.decodeNumbers(forKey: .lights)
    let values = try container.decodeNumbers(forKey: .values)
    let table = try container.decode([Value].self, forKey: .table)
    guard lights.count == values.count, values.allSatisfy({ $0 >= -1 && $0 < table.count }) else {
      throw DecodingError.dataCorruptedError(
        forKey: .values, in: container,
        debugDescription: "a value that is not in the table, or not one per light")
    }
    changes = zip(lights, values).map { light, value in
      Change(light: light, value: value < 0 ? nil : table[value])
    }
  }

  func encode(to encoder: any Encoder) throws {
    var table: [Value] = []
    var positions: [Value: Int] = [:]
    var values: [Int] = []
    for change in changes {
      guard let value = change.value else {
        values.append(-1)
        continue
      }
      if let known = positions[value] {
        values.append(known)
      } else {
        positions[value] = table.count
        values.append(table.count)
        table.append(value)
      }
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(NumberText.write(changes.map(\.light)), forKey: .lights)
    try container.encode(NumberText.write(values), forKey: .values)
    try container.encode(table, forKey: .table)
  }
}

extension ValueRuns {
  /// The value at light `index`: that of the last change at or before it (binary search).
  func value(at index: Int) -> Value? {
    var low = 0
    var high = changes.count
    while low < high {
      let middle = (low + high) / 2
      if changes[middle].light <= index { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? nil : changes[low - 1].value
  }

  /// Throws unless the changes name lights in order and within `count`.
  func validate(count: Int) throws(LightColumns.Problem) {
    var previous = -1
    for change in changes {
      guard change.light > previous, change.light < count else {
        throw .runOutOfOrder(change.light)
      }
      previous = change.light
    }
  }

  /// The last light at or before `end` whose value is not `nil`, or `nil` when none is.
  func lastSet(upTo end: Int) -> Int? {
    for position in changes.indices.reversed() where changes[position].light <= end {
      guard changes[position].value != nil else { continue }
      let next = position + 1 < changes.count ? changes[position + 1].light - 1 : end
      return min(next, end)
    }
    return nil
  }
}
