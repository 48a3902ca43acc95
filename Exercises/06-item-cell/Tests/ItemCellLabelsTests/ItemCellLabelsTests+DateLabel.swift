import ListKit
import XCTest

@testable import ItemCellLabels

// TODO: the third label is yours, test first. Write the date label's tests here, in
// this extension, so they can use `dequeueItemCell()` from ItemCellLabelsTests:
//   1. one that fails while the prototype leaves `dateLabel` unconnected;
//   2. one that fails if `dateLabel` is connected to a label another outlet already
//      uses (the title's or the location's): "not nil" alone cannot catch that.
// Remember: `@MainActor` is inherited from the class; make each test method `async`.
// See README.md, stage "date-label". The next line keeps `swift format lint` from
// asking for lowerCamelCase names: it cannot see that the methods are XCTest tests.
// swift-format-ignore: AlwaysUseLowerCamelCase
extension ItemCellLabelsTests {
}
