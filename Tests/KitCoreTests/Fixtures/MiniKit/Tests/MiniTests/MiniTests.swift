import Mini
import Testing

// The miniature kit's own test, so that `kit verify` has root tests to run.
@Test func expectedAnswerIsFortyTwo() {
  #expect(expectedAnswer == 42)
}
