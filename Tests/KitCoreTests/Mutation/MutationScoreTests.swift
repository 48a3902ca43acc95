import Foundation
import Testing

@testable import KitCore

@Suite("Scoring the mechanical pass")
struct MutationScoreTests {
  func result(_ fate: MutantFate, line: Int = 1) -> MechanicalMutantResult {
    MechanicalMutantResult(
      mutant: SourceMutant(
        file: "Sources/M/F.swift", mutation: .equality, line: line, original: "a == b",
        mutated: "a != b"),
      fate: fate)
  }

  @Test("caught over compiled non-equivalent mutants: timeouts count as caught")
  func score() {
    var score = MutationScore(exercise: "03-x")
    score.results =
      [.killed, .killed, .timedOut, .survived, .didNotCompile, .equivalent, .notRun].map {
        result($0)
      }
    #expect(score.score == 0.75)
    #expect(score.percent == "75.0%")
  }

  @Test("the percentage is rounded down: 94.97 % is not 95 %")
  func roundedDown() {
    var score = MutationScore(exercise: "03-x")
    score.results =
      Array(repeating: result(.killed), count: 189) + [result(.survived)]
    // 189 / 190 = 99.47…
    #expect(score.percent == "99.4%")
  }

  @Test("no mutant that compiles: no score")
  func noScore() {
    var score = MutationScore(exercise: "03-x")
    score.results = [result(.didNotCompile)]
    #expect(score.score == nil)
    #expect(score.percent == "-")
  }

  @Test("a run's fate: no build, timed out, a failing test, or all green")
  func fates() {
    let compileError = CompileError(file: "F.swift", line: 1, message: "boom")
    #expect(MutationScore.fate(of: TestRun(compileErrors: [compileError])) == .didNotCompile)
    #expect(MutationScore.fate(of: TestRun(timedOut: true)) == .timedOut)
    #expect(
      MutationScore.fate(of: TestRun(outcomes: ["S/a": .passed, "S/b": .failed(messages: ["x"])]))
        == .killed)
    #expect(MutationScore.fate(of: TestRun(outcomes: ["S/a": .passed])) == .survived)
    #expect(MutationScore.fate(of: TestRun()) == .notRun)
    var crashed = TestRun()
    crashed.swiftTestingCrash = SwiftTestingCrash(message: "crashed (signal 4)", runningTests: [])
    #expect(MutationScore.fate(of: crashed) == .killed)
  }

  @Test("the pass fails on a score below the minimum, a stale equivalent, an exercise not measured")
  func failures() {
    var low = MutationScore(exercise: "03-x")
    low.results = [result(.killed), result(.survived)]
    var stale = MutationScore(exercise: "04-y")
    stale.staleEquivalents = ["Sources/M/F.swift: equality: gone"]
    var red = MutationScore(exercise: "05-z")
    red.problem = "the solution itself is not green (killed)"

    #expect(MutationReportText.failures([low], minimumScore: 50) == [])
    #expect(
      MutationReportText.failures([low, stale, red], minimumScore: 95) == [
        "03-x: score 50.0% is below 95%",
        "04-y: equivalent-mutants.json lists a mutant that is gone: Sources/M/F.swift: equality: gone",
        "05-z: the solution itself is not green (killed)",
      ])
  }

  @Test("the report lists each survivor with its line before and after, and its id")
  func reportText() {
    var score = MutationScore(exercise: "03-x")
    score.results = [result(.killed), result(.survived, line: 7)]
    let text = MutationReportText.text([score], seconds: 12)
    #expect(
      text.contains(
        """
           survived Sources/M/F.swift:7 equality
             - a == b
             + a != b
             id: Sources/M/F.swift: equality: a == b
        """))
    #expect(text.contains("== 03-x: 50.0% (1 killed, 1 survived,"))
  }

  @Test("equivalents are looked up by id, and one whose line changed is stale")
  func equivalents() throws {
    let json = #"{"equivalents": [{"id": "Sources/M/F.swift: equality: a == b", "why": "same"}]}"#
    let list = try JSONDecoder().decode(EquivalentMutants.self, from: Data(json.utf8))
    let mutant = result(.killed).mutant
    #expect(list.reason(for: mutant.id) == "same")
    #expect(list.stale(among: [mutant]) == [])
    var changed = mutant
    changed.original = "a == c"
    #expect(list.stale(among: [changed]) == ["Sources/M/F.swift: equality: a == b"])
  }
}
