import Foundation
import Testing

@testable import KitCore

@Suite("The root package compiles exactly the manifest's exercises")
struct RootPackageCheckTests {
  typealias Target = RootPackageCheck.Target
  let agreeing = [
    Target(name: "Mini", path: nil),
    Target(name: "Answer", path: "Solutions/01-answer/Sources/Answer"),
    Target(name: "AnswerTests", path: "Exercises/01-answer/Tests/AnswerTests"),
  ]

  private func problems(_ targets: [Target], writtenTests: Bool = false) throws -> [String] {
    RootPackageCheck.problems(targets: targets, manifest: try ManifestFixtures.manifest) { _ in
      writtenTests
    }
  }

  @Test("a target pair per exercise agrees")
  func pairPerExercise() throws {
    #expect(try problems(agreeing) == [])
  }

  @Test("an exercise the root package forgot, or whose written tests it leaves out, is named")
  func missing() throws {
    #expect(
      try problems(Array(agreeing.dropLast()), writtenTests: true) == [
        "root Package.swift: no target AnswerTests at Exercises/01-answer/Tests/AnswerTests; add the exercise to its exercises list",
        "root Package.swift: no target AnswerWrittenTests at Solutions/01-answer/Tests/AnswerTests; add the exercise to its exercises list",
      ])
  }

  @Test("a target for an exercise the manifest does not list is named")
  func extra() throws {
    let stale = Target(name: "Old", path: "Solutions/02-old/Sources/Old")

    #expect(
      try problems(agreeing + [stale]) == [
        "root Package.swift: target Old at Solutions/02-old/Sources/Old is not an exercise of Exercises/exercises.json"
      ])
  }

  @Test("a root package without exercise targets, as the fixtures have, is not checked")
  func noExercises() throws {
    #expect(try problems([Target(name: "Mini", path: nil)]) == [])
  }
}
