import Foundation

/// The page's time axis: the room's lights in columns of equal time, with the stretches in
/// which nobody checked collapsed into one narrow gap, as cyber-dojo's dashboard draws a
/// room, so that a morning and an afternoon fit one screen.
///
/// The column is the shortest of a few round durations (one minute up to a day) that keeps
/// the columns in which anybody checked to at most ``maximumColumns``.
struct RoomTimeline: Equatable, Sendable {
  enum Column: Equatable, Sendable {
    /// A stretch of `seconds` starting at `start` in which somebody checked.
    case time(start: Date, seconds: Int)
    /// A stretch of `seconds` in which nobody checked, collapsed.
    case gap(seconds: Int)
  }

  static let maximumColumns = 60
  static let widths = [60, 120, 300, 600, 900, 1800, 3600, 7200, 14_400, 28_800, 86_400]

  var columns: [Column]
  /// The width of a time column, in seconds.
  var width: Int
  /// By bucket (seconds since 1970 / width), the index of its column.
  private var lookup: [Int: Int] = [:]

  /// The axis for lights at `times`.
  init(times: [Date]) {
    self.init(seconds: [times.map { Int($0.timeIntervalSince1970.rounded(.down)) }.sorted()])
  }

  /// The axis for lights at `seconds` since 1970: lists sorted oldest first, such as each
  /// exercise's lights, so that only a change of column costs a look-up.
  init(seconds: [[Int]]) {
    // Every width is whole minutes, so the minutes with a light decide every width's
    // columns: found once, they are a few thousand numbers, not every light again.
    var minutes = Set<Int>()
    for list in seconds {
      var previous: Int?
      for second in list {
        let minute = Self.bucket(second, 60)
        if minute != previous { minutes.insert(minute) }
        previous = minute
      }
    }
    let sortedMinutes = minutes.sorted()
    var width = Self.widths.last ?? 86_400
    var keys: [Int] = []
    for candidate in Self.widths {
      var buckets: [Int] = []
      for minute in sortedMinutes {
        let bucket = Self.bucket(minute * 60, candidate)
        if buckets.last != bucket { buckets.append(bucket) }
      }
      if buckets.count <= Self.maximumColumns || candidate == Self.widths.last {
        width = candidate
        keys = buckets
        break
      }
    }
    var columns: [Column] = []
    for (index, key) in keys.enumerated() {
      if index > 0, key - keys[index - 1] > 1 {
        columns.append(.gap(seconds: (key - keys[index - 1] - 1) * width))
      }
      lookup[key] = columns.count
      columns.append(
        .time(start: Date(timeIntervalSince1970: TimeInterval(key * width)), seconds: width))
    }
    self.columns = columns
    self.width = width
  }

  /// The column of `date`, by its index in ``columns``; `nil` for a date outside them.
  func index(of date: Date) -> Int? {
    index(ofSecond: Int(date.timeIntervalSince1970.rounded(.down)))
  }

  func index(ofSecond second: Int) -> Int? {
    lookup[Self.bucket(second, width)]
  }

  /// The columns of each of `seconds` (sorted, oldest first), looked up once per column.
  func indices(of seconds: [Int]) -> [Int?] {
    var result: [Int?] = []
    result.reserveCapacity(seconds.count)
    var previous: (bucket: Int, column: Int?)?
    for second in seconds {
      let bucket = Self.bucket(second, width)
      if previous?.bucket != bucket { previous = (bucket, lookup[bucket]) }
      result.append(previous?.column ?? nil)
    }
    return result
  }

  private static func bucket(_ second: Int, _ width: Int) -> Int {
    second >= 0 ? second / width : (second - width + 1) / width
  }
}
