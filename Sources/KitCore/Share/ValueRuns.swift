/// A value that changes now and then along a list of lights, kept only where it changes:
/// `[[0, "a"], [7, null]]` says lights 0 to 6 had `"a"` and lights from 7 on had none.
///
/// Most lights repeat the failure, the next test and the stages green of the light before,
/// so a room of 40 learners with 7,000 lights each reads a few hundred changes per learner
/// instead of repeating the same sentence 7,000 times (``LightColumns``).
struct ValueRuns<Value: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
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

  init(from decoder: any Decoder) throws {
    var list = try decoder.unkeyedContainer()
    var changes: [Change] = []
    while !list.isAtEnd {
      var pair = try list.nestedUnkeyedContainer()
      let light = try pair.decode(Int.self)
      let value = try pair.decodeNil() ? nil : try pair.decode(Value.self)
      changes.append(Change(light: light, value: value))
    }
    self.changes = changes
  }

  func encode(to encoder: any Encoder) throws {
    var list = encoder.unkeyedContainer()
    for change in changes {
      var pair = list.nestedUnkeyedContainer()
      try pair.encode(change.light)
      if let value = change.value { try pair.encode(value) } else { try pair.encodeNil() }
    }
  }
}
