import Foundation
import Testing

@testable import KitCore

@Suite("What a run keeps of its output")
struct BoundedOutputTests {
  /// Small limits, so that a test needs kilobytes, not megabytes.
  static let small = BoundedOutput.Limits(head: 100, tail: 100, middle: 200, line: 40)

  @Test("keeps an output within its limits byte for byte, however it is cut into reads")
  func keepsSmallOutput() {
    let text = "Test Case 'A.b' started\nhello\nno newline at the end"
    var output = BoundedOutput(limits: Self.small)
    for piece in text.utf8.map({ [$0] }) { output.append(piece) }

    #expect(output.text == text)
    #expect(output.droppedBytes == 0)
  }

  @Test("beyond its limits, keeps the first and the last lines and says what it dropped")
  func keepsHeadAndTail() {
    var output = BoundedOutput(limits: Self.small)
    output.append(Array("first line\n".utf8))
    for number in 0..<1000 { output.append(Array("noise \(number)\n".utf8)) }
    output.append(Array("last line\n".utf8))

    let text = output.text
    #expect(text.hasPrefix("first line\nnoise 0\n"))
    #expect(text.hasSuffix("noise 999\nlast line\n"))
    #expect(!text.contains("noise 500\n"))
    #expect(output.droppedBytes > 8000)
    #expect(text.contains("kit: dropped \(output.droppedBytes) bytes"))
    #expect(text.utf8.count < 600)
  }

  @Test("keeps the lines the kit reads from the middle, in order, each cut to its limit")
  func keepsReadLinesFromTheMiddle() {
    var output = BoundedOutput(limits: Self.small)
    for number in 0..<200 { output.append(Array("noise \(number)\n".utf8)) }
    output.append(Array("Test Case 'A.b' started\n".utf8))
    for number in 0..<200 { output.append(Array("noise \(number)\n".utf8)) }
    output.append(
      Array(
        "/a.swift:3: error: A.b : XCTAssertEqual failed: \(String(repeating: "x", count: 500))\n"
          .utf8))
    for number in 0..<200 { output.append(Array("noise \(number)\n".utf8)) }

    let lines = output.text.split(separator: "\n")
    let started = lines.firstIndex { $0 == "Test Case 'A.b' started" }
    let failed = lines.firstIndex { $0.hasPrefix("/a.swift:3: error: A.b :") }
    #expect(started != nil && failed != nil && started! < failed!)
    #expect(lines[failed!].utf8.count < 45)
  }

  @Test("the kept middle has a limit too: a test printing “Test Case” lines for ever")
  func boundsTheMiddle() {
    var output = BoundedOutput(limits: Self.small)
    for number in 0..<10_000 { output.append(Array("Test Case 'A.t\(number)' started\n".utf8)) }

    #expect(output.text.utf8.count < 700)
    #expect(output.text.hasSuffix("Test Case 'A.t9999' started\n"))
  }

  @Test("a line without end is cut into pieces, so it cannot grow without bound")
  func boundsALineWithoutEnd() {
    var output = BoundedOutput(limits: Self.small)
    for _ in 0..<1000 { output.append(Array(repeating: UInt8(ascii: "y"), count: 50)) }

    #expect(output.text.utf8.count < 600)
    #expect(output.droppedBytes > 49_000)
  }

  @Test("notices the words it watches for, even split across two reads and in dropped lines")
  func seesWatchedWords() {
    var output = BoundedOutput(
      limits: Self.small, watching: ["Build complete!", "Another instance"])
    for number in 0..<100 { output.append(Array("noise \(number)\n".utf8)) }
    output.append(Array("[4/4] Build comp".utf8))
    output.append(Array("lete!\nmore\n".utf8))

    #expect(output.hasSeen("Build complete!"))
    #expect(!output.hasSeen("Another instance"))
  }
}
