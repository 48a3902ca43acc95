import Foundation
import Testing

@testable import KitCore

@Suite("Mutants in code the starter gives")
struct GivenCodeTests {
  @Test("the learner's lines are those the starter lacks, however far the rest moved")
  func writtenLines() {
    let starter = "struct A {\n  func f() -> Int { 0 }\n}\n"
    let solution = "import Foundation\n\nstruct A {\n  func f() -> Int { 0 }\n  var g = 1\n}\n"

    #expect(MechanicalMutation.writtenLines(solution: solution, starter: starter) == [1, 2, 5])
  }

  @Test("a file the starter does not have is the learner's from the first line to the last")
  func newFile() {
    #expect(MechanicalMutation.writtenLines(solution: "a\nb", starter: nil) == [1, 2])
  }

  @Test("a survivor in given code is listed with its reason and left out of the score")
  func givenSurvivorNotScored() {
    var score = MutationScore(exercise: "03-x")
    let mutant = SourceMutant(
      file: "Sources/M/F.swift", mutation: .statementRemoved, line: 7,
      original: "view.addSubview(table)", mutated: "")
    score.results = [
      MechanicalMutantResult(mutant: mutant, fate: .killed),
      MechanicalMutantResult(mutant: mutant, fate: .survivedInGivenCode),
    ]

    #expect(score.score == 1)
    let report = MutationReportText.text([score], seconds: 1)
    #expect(report.contains("survived in given code Sources/M/F.swift:7 statement-removed"))
    #expect(report.contains("outside the lesson: the starter gives this line"))
  }
}
