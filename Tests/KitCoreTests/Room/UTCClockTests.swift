import Foundation
import Testing

@testable import KitCore

@Suite("The page's clock: what Timestamp.clock says, by arithmetic")
struct UTCClockTests {
  @Test(
    "the same text as the formatter, across leap years, month ends and the turn of a year",
    arguments: [
      0, 951_782_399, 951_868_800, 1_709_164_800, 1_735_689_599, 1_795_000_000, 4_102_444_800,
    ])
  func sameAsTheFormatter(seconds: Int) {
    #expect(
      UTCClock.string(seconds)
        == Timestamp.clock(Date(timeIntervalSince1970: TimeInterval(seconds)), in: .gmt))
  }
}
