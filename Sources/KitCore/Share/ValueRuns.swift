/// A value that changes now and then along a list of lights, kept only where it changes,
/// each distinct value written once:
/// `{"lights": "0 7 9", "values": "0 -1 0", "table": ["S/a: no"]}` says lights 0 to 6
/// failed with `"S/a: no"`, lights 7 and 8 had no failure, and from light 9 on it was back.
///
/// Most lights repeat the failure, the next test and the stages green of the light before,
/// and a red after a green usually repeats an earlier red's words, so a room of 40
/// learners with 7,000 lights each reads a few thousand small numbers per learner instead
/// of the same sentence thousands of times (``LightColumns``). It is kept as read, three
/// lists, and looked up by binary search: the room asks for few of its values.
struct ValueRuns<Value: Codable & Hashable & Sendable>: Codable, Equatable, Sendable {
  struct Change: Equatable, Sendable {
    var light: Int
    var value: Value?
  }

  /// The lights where the value changes, in order.
  private(set) var lights: [Int]
  /// For each of `lights`, the index of its value in `table`, or -1 for none.
  private(set) var indexes: [Int]
  /// Each distinct value once.
  private(set) var table: [Value]

  /// The changes of `values`, one per light; the first light's value is kept unless it is
  /// `nil`, which is what a light before any change has.
  init(_ values: [Value?]) {
    var lights: [Int] = []
    var indexes: [Int] = []
    var table: [Value] = []
    var positions: [Value: Int] = [:]
    var last: Value?
    for (index, value) in values.enumerated() where value != last {
      lights.append(index)
      last = value
      guard let value else {
        indexes.append(-1)
        continue
      }
      if let known = positions[value] {
        indexes.append(known)
      } else {
        positions[value] = table.count
        indexes.append(table.count)
        table.append(value)
      }
    }
    (self.lights, self.indexes, self.table) = (lights, indexes, table)
  }

  /// Each change, in order.
  var changes: [Change] {
    zip(lights, indexes).map { Change(light: $0, value: $1 < 0 ? nil : table[$1]) }
  }

  /// The value of each of `count` lights; throws when a change is out of order or names a
  /// light that is not there.
  func values(count: Int) throws(LightColumns.Problem) -> [Value?] {
    try validate(count: count)
    return (0..<count).map { value(at: $0) }
  }

  /// The value at light `index`: that of the last change at or before it.
  func value(at index: Int) -> Value? {
    var low = 0
    var high = lights.count
    while low < high {
      let middle = (low + high) / 2
      if lights[middle] <= index { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return nil }
    let position = indexes[low - 1]
    return position < 0 ? nil : table[position]
  }

  /// Throws unless the changes name lights in order and within `count`.
  func validate(count: Int) throws(LightColumns.Problem) {
    var previous = -1
    for light in lights {
      guard light > previous, light < count else { throw .runOutOfOrder(light) }
      previous = light
    }
  }

  /// The last light at or before `end` whose value is not `nil`, or `nil` when none is.
  func lastSet(upTo end: Int) -> Int? {
    for position in lights.indices.reversed() where lights[position] <= end {
      guard indexes[position] >= 0 else { continue }
      let next = position + 1 < lights.count ? lights[position + 1] - 1 : end
      return min(next, end)
    }
    return nil
  }

  private enum CodingKeys: String, CodingKey {
    case lights, values, table
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    lights = try container.decodeNumbers(forKey: .lights)
    indexes = try container.decodeNumbers(forKey: .values)
    table = try container.decode([Value].self, forKey: .table)
    var fits = lights.count == indexes.count
    for index in indexes where index < -1 || index >= table.count { fits = false }
    guard fits else {
      throw DecodingError.dataCorruptedError(
        forKey: .values, in: container,
        debugDescription: "a value that is not in the table, or not one per light")
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(NumberText.write(lights), forKey: .lights)
    try container.encode(NumberText.write(indexes), forKey: .values)
    try container.encode(table, forKey: .table)
  }
}
