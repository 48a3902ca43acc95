import Foundation
import Testing

@testable import KitCore

@Suite("The page's time axis: columns of equal time, idle stretches collapsed")
struct RoomTimelineTests {
  let nine = Date(timeIntervalSince1970: 1_794_996_000)

  @Test("minutes with checks are columns; a stretch nobody checked is one gap")
  func collapsesIdle() {
    let timeline = RoomTimeline(times: [nine, nine + 30, nine + 60, nine + 7200])

    #expect(timeline.width == 60)
    #expect(
      timeline.columns == [
        .time(start: nine, seconds: 60), .time(start: nine + 60, seconds: 60),
        .gap(seconds: 7200 - 120), .time(start: nine + 7200, seconds: 60),
      ])
    #expect(timeline.index(of: nine + 7230) == 3)
  }

  @Test("a long day widens the columns until at most 60 have checks in them")
  func widens() {
    let times = (0..<600).map { nine + Double($0 * 60) }

    let timeline = RoomTimeline(times: times)

    #expect(timeline.width == 600)
    #expect(timeline.columns.count == 60)
  }

  @Test("minutes and hours in words")
  func durations() {
    #expect(RoomPage.duration(60) == "1 min")
    #expect(RoomPage.duration(5400) == "1 h 30 min")
    #expect(RoomPage.duration(7200) == "2 h")
  }
}
