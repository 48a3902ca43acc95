import Foundation
import Testing

@testable import KitCore

@Suite("A test-first row: written stages only, unsettled first, in walkthrough order")
struct VerdictRowTests {
  let exercise: Exercise = {
    let stages = ["item-title", "item-description", "item-timestamp", "item-location"].map {
      Stage(
        id: $0, title: $0, kind: .makeTheTestPass, tests: ["T/\($0)()"], file: "Tests/T/T.swift",
        hint: "-", doubles: [], snapshot: nil)
    }
    let mutants = [
      Mutant(id: "d1", description: "no description", stage: "item-description"),
      Mutant(id: "d2", description: "description is \"__EXAMPLE__\"", stage: "item-description"),
      Mutant(
        id: "t1", description: "the timestamp is in milliseconds (a date has it too)",
        stage: "item-timestamp"),
    ]
    return Exercise(
      id: "01", folder: "01-item", module: "Item", title: "Item", framework: .swiftTesting,
      seeds: [], objective: "Items.", minutes: 5, stages: stages,
      starter: Expectation(failing: []), mutants: mutants)
  }()

  @Test(
    "item-description ✗ weak (1 of 2 got through) · item-timestamp ✗ wrong (expects …) · item-title ✓"
  )
  func row() {
    let parts = VerdictRow.parts(
      verdicts: [
        "item-title": "proven", "item-description": "weak", "item-timestamp": "wrong",
        "item-location": "not written", "given-one": "given",
      ], survivors: ["d2"], diagnoses: ["t1"], exercise: exercise)

    #expect(
      parts == [
        "item-description ✗ weak (1 of 2 got through)",
        "item-timestamp ✗ wrong (expects: the timestamp is in milliseconds)", "item-title ✓",
      ])
  }

  @Test("no placeholder survives: a description is the learner's example or words")
  func placeholder() {
    let raw = Mutant(
      id: "d2", description: "the title is \"__EXAMPLE__\", left in", example: .string)

    #expect(raw.readableDescription == "the title is value copied from the test's example, left in")
    #expect(raw.faking("Buy milk").example(fakedFrom: raw) == "Buy milk")
    #expect(raw.example(fakedFrom: raw) == nil)
    #expect(Mutant.filling(["+ x = \"__EXAMPLE__\""], with: "Walk") == ["+ x = \"Walk\""])
    #expect(!Mutant.filling(["+ x = __EXAMPLE__"], with: nil)[0].contains("__EXAMPLE__"))
  }
}
