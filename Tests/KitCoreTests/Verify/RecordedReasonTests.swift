import Testing

@testable import KitCore

@Suite("The reason kit verify --record keeps for a red")
struct RecordedReasonTests {
  @Test("is the first line of the failure message, whole")
  func firstLine() {
    let outcome = TestOutcome.failed(messages: [
      #"XCTAssertEqual failed: ("1") is not equal to ("2") - done count"#,
      #"XCTAssertEqual failed: ("0") is not equal to ("3")"#,
    ])

    #expect(
      RecordedReason.of(outcome, test: "S/t()", module: "Answer")
        == #"XCTAssertEqual failed: ("1") is not equal to ("2") - done count"#)
  }

  @Test("keeps a crash's words and leaves out its signal, which differs from machine to machine")
  func crash() {
    let intel = TestOutcome.crashed(message: "crashed (signal 4): Fatal error: Index out of range")
    let arm = TestOutcome.crashed(message: "crashed (signal 5): Fatal error: Index out of range")
    let silent = TestOutcome.crashed(message: "crashed (signal 11)")

    #expect(
      RecordedReason.of(intel, test: "S/t()", module: "Answer") == "Fatal error: Index out of range"
    )
    #expect(
      RecordedReason.of(arm, test: "S/t()", module: "Answer") == "Fatal error: Index out of range")
    #expect(RecordedReason.of(silent, test: "S/t()", module: "Answer") == "crashed")
  }

  @Test(
    "stops before what differs between runs or machines: an address, a path, a bench's alias",
    arguments: [
      (
        #"("[Spy.Message.configure(cell: ObjectIdentifier(0x00005581a0b2c3d0))]") is not equal"#,
        #"("[Spy.Message.configure(cell: ObjectIdentifier("#
      ),
      ("could not open /tmp/kit-12/items.json: no such file", "could not open"),
      (#"file "/home/me/x.json" is corrupted"#, #"file ""#),
      (#"("Answer_s3.Item(title: "")") is not equal"#, #"(""#),
      (
        #"("12/30/2024") is not equal to ("12/31/2024")"#,
        #"("12/30/2024") is not equal to ("12/31/2024")"#
      ),
    ])
  func unstableParts(message: String, reason: String) {
    #expect(
      RecordedReason.of(.failed(messages: [message]), test: "S/t()", module: "Answer") == reason)
  }

  @Test("keeps the time zone note: verify's runs are in fixed zones")
  func zoneNote() {
    let outcome = TestOutcome.failed(messages: [
      #"XCTAssertEqual failed: ("a") is not equal to ("b")"#
    ]).inZone("Pacific/Auckland")

    #expect(
      RecordedReason.of(outcome, test: "S/t()", module: "Answer")
        == #"XCTAssertEqual failed: ("a") is not equal to ("b") (with the machine's time zone set to Pacific/Auckland; it passes in another zone)"#
    )
  }

  @Test("is a substring of the message, so kit verify's check holds for it")
  func substring() {
    let messages = [
      "crashed (signal 4): Fatal error: no ItemCell at row 0",
      "\nExpectation failed: (count → 0) == 2\nmore",
      "skipped (“later”)",
    ]
    for message in messages {
      let outcome = TestOutcome.failed(messages: [message])
      let reason = RecordedReason.of(outcome, test: "S/t()", module: "Answer") ?? "nil"

      #expect(outcome.message.contains(reason), "\(reason)")
      #expect(!reason.isEmpty)
    }
  }

  @Test("a parameterized test's cases run in no fixed order: its reason is the least of theirs")
  func parameterized() {
    let three = #"Expectation failed: (rows → 0) == (toDo → 3)"#
    let two = #"Expectation failed: (rows → 0) == (toDo → 2)"#
    let test = "S/rowsFollowTheCount(toDo:done:)"

    #expect(RecordedReason.of(.failed(messages: [three, two]), test: test, module: "A") == two)
    #expect(RecordedReason.of(.failed(messages: [two, three]), test: test, module: "A") == two)
    #expect(
      RecordedReason.of(.failed(messages: [three, two]), test: "S/t()", module: "A") == three,
      "a plain test's assertions fail in the order they are written: the first is its reason")
  }

  @Test("a test that passed or did not run has none")
  func noRed() {
    #expect(RecordedReason.of(.passed, test: "S/t()", module: "Answer") == nil)
    #expect(RecordedReason.of(.notRun, test: "S/t()", module: "Answer") == nil)
  }
}
