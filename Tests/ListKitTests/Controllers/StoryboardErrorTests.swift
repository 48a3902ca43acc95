import ListKit
import Testing

@Suite("StoryboardError")
struct StoryboardErrorTests {
  @Test("an unknown identifier names the identifier, the storyboard and the known ones")
  func unknownIdentifierDescription() {
    let error = StoryboardError.unknownIdentifier("Missing", storyboard: "Main", known: ["A", "B"])

    #expect(
      error.description
        == "storyboard 'Main' has no view controller with identifier 'Missing' (it has: 'A', 'B')")
  }

  @Test("a wrong type names the identifier and both types")
  func wrongTypeDescription() {
    let error = StoryboardError.wrongType(
      identifier: "List", expected: "DetailViewController", actual: "TableViewController")

    #expect(error.description == "'List' is a TableViewController, not a DetailViewController")
  }
}
