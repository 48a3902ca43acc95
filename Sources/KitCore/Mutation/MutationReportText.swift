import Foundation

/// The mechanical pass's report for authors: per exercise its counts and score, then every
/// survivor (and each mutant that timed out or did not run) with the line as the solution
/// has it and as the mutant had it.
enum MutationReportText {
  static func text(_ scores: [MutationScore], seconds: Double) -> String {
    var out = "Mechanical mutation pass: \(scores.count) exercises"
    out += String(format: " in %.0f s.\n", seconds)
    out += "Score = caught (killed or timed out) / mutants that compile and are not equivalent,\n"
    out += "on the lines the learner writes (those the starter does not have).\n"
    for score in scores {
      out += "\n== \(score.exercise): \(score.percent)"
      out += " (\(score.count(.killed)) killed, \(score.count(.survived)) survived,"
      out += " \(score.count(.didNotCompile)) did not compile, \(score.count(.timedOut)) timed out,"
      out += " \(score.count(.equivalent)) equivalent, \(score.count(.notRun)) not run,"
      out += " \(score.count(.survivedInGivenCode)) survived in given code)\n"
      if let problem = score.problem { out += "   not measured: \(problem)\n" }
      for id in score.staleEquivalents { out += "   stale equivalent (no such mutant): \(id)\n" }
      let listed: [MutantFate] = [.survived, .timedOut, .notRun, .survivedInGivenCode]
      for result in score.results where listed.contains(result.fate) {
        let mutant = result.mutant
        out +=
          "   \(result.fate.rawValue) \(mutant.file):\(mutant.line) \(mutant.mutation.rawValue)\n"
        out += "     - \(mutant.original.trimmingCharacters(in: .whitespaces))\n"
        out += "     + \(mutant.mutated.trimmingCharacters(in: .whitespaces))\n"
        out += "     id: \(mutant.id)\n"
        if result.fate == .survivedInGivenCode {
          out +=
            "     outside the lesson: the starter gives this line; the learner does not write it\n"
        }
      }
    }
    return out
  }

  /// What makes the pass fail: an exercise not measured, a stale equivalent, a score below
  /// `minimumScore` percent.
  static func failures(_ scores: [MutationScore], minimumScore: Int?) -> [String] {
    var failures: [String] = []
    for score in scores {
      if let problem = score.problem { failures.append("\(score.exercise): \(problem)") }
      for id in score.staleEquivalents {
        failures.append(
          "\(score.exercise): equivalent-mutants.json lists a mutant that is gone: \(id)")
      }
      if let minimumScore, let value = score.score, value * 100 < Double(minimumScore) {
        failures.append("\(score.exercise): score \(score.percent) is below \(minimumScore)%")
      }
    }
    return failures
  }
}
