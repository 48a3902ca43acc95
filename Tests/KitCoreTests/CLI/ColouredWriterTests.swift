import Testing

@testable import KitCore

@Suite("Colour on a terminal, plain text everywhere else")
struct ColouredWriterTests {
  let green = "\u{1B}[32m"
  let red = "\u{1B}[31m"
  let yellow = "\u{1B}[33m"
  let reset = "\u{1B}[0m"

  @Test(
    "colour only on a terminal, never with NO_COLOR set to something, never for TERM=dumb",
    arguments: [
      (["TERM": "xterm-256color"], true, true),
      ([:], true, true),
      (["NO_COLOR": "1"], true, false),
      (["NO_COLOR": "", "TERM": "xterm"], true, true),
      (["TERM": "dumb"], true, false),
      (["TERM": "xterm"], false, false),
    ])
  func wanted(environment: [String: String], isTerminal: Bool, expected: Bool) {
    #expect(
      ColouredWriter.isWanted(environment: environment, outputIsTerminal: isTerminal) == expected)
  }

  @Test("colours a report's status labels and nothing else on their lines")
  func statusLabels() {
    let buffer = BufferWriter()
    let sut = ColouredWriter(wrapping: buffer)

    sut.write(
      """
        ✓ passed        Suite/test_a
        ✗ failed        Suite/test_b
                        XCTAssertEqual failed: ("1") is not equal to ("2")
        · not compiled  Suite/test_c
        ? missing       Suite/test_d

      """)

    #expect(
      buffer.text == """
          \(green)✓ passed\(reset)        Suite/test_a
          \(red)✗ failed\(reset)        Suite/test_b
                          XCTAssertEqual failed: ("1") is not equal to ("2")
          \(yellow)· not compiled\(reset)  Suite/test_c
          \(yellow)? missing\(reset)       Suite/test_d

        """)
  }

  @Test("the red of a compile error, the green verdict, and a mistake the learner's tests missed")
  func verdicts() {
    let buffer = BufferWriter()
    let sut = ColouredWriter(wrapping: buffer)

    sut.write("red: the code does not compile yet\n")
    sut.write("    ✗ your tests did not catch: answers 41 (mutant off-by-one)\n")
    sut.write("3 of 3 green.\n1 of 3 green.\n")
    sut.write("Green: every walkthrough test passes.\n")

    #expect(
      buffer.text == """
        \(red)red:\(reset) the code does not compile yet
            \(red)✗\(reset) your tests did not catch: answers 41 (mutant off-by-one)
        \(green)3 of 3 green.\(reset)
        1 of 3 green.
        \(green)Green:\(reset) every walkthrough test passes.

        """)
  }

  @Test("a mark in the middle of a line, as in a hint, stays plain")
  func marksInsideProse() {
    let buffer = BufferWriter()
    let text = "  hint: a test marked ✓ passed is not done; red: is a word here\n"

    ColouredWriter(wrapping: buffer).write(text)

    #expect(buffer.text == text)
  }
}

@Suite("Colour of kit history's lights")
struct LightColourMarkTests {
  @Test("each light's mark takes its colour; the rest of the line stays plain")
  func lights() {
    let buffer = BufferWriter()
    let sut = ColouredWriter(wrapping: buffer)

    sut.write("  ● red        1\n  ● amber      2\n  ● green      3\n  ● timed out  4\n")

    #expect(
      buffer.text
        == "  \u{1B}[31m● red\u{1B}[0m        1\n  \u{1B}[33m● amber\u{1B}[0m      2\n"
        + "  \u{1B}[32m● green\u{1B}[0m      3\n  \u{1B}[33m● timed out\u{1B}[0m  4\n")
  }
}
