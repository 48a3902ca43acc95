import Foundation

/// What a check found, in the words of either mode, for the one ending every check has.
struct CheckVerdict {
  var summary: CheckSummary
  /// The stages this check found green (guided) or done (test-first), in walkthrough order.
  var stagesGreen: [String]
  /// What a room shows beside the light (``Light/verdicts``, survivors, diagnoses).
  var details: (inout Light) -> Void = { _ in }
  /// The report the learner reads.
  var text: String
  /// The verdict for tools (`--json`).
  var json: CheckJSON
  /// How the time line names what was done: "built and tested".
  var did: String
}

extension ExerciseCheck {
  /// The ending of every check, guided or test-first: the summary and the light go into
  /// the state, then the report, its time, the prediction's verdict and the JSON come out.
  func finish(
    _ exercise: Exercise, _ verdict: CheckVerdict, run: TestRun, sides: SideDigests,
    started: Date, state: inout KitState
  ) {
    let date = verdict.summary.at
    state[exercise: exercise.id].lastCheck = verdict.summary
    state[exercise: exercise.id].judgedFiles = sides
    var light = Light(
      run, at: date, sides: sides, after: state[exercise: exercise.id].lightHistory.last,
      stagesGreen: verdict.stagesGreen, predicted: predicted)
    light.next = verdict.summary.next
    light.failure = Light.firstFailure(
      of: run, order: [verdict.summary.next].compactMap { $0 } + exercise.testsInOrder)
    verdict.details(&light)
    state[exercise: exercise.id].add(light)
    writer.write(verdict.text)
    writer.write(
      String(format: "(\(verdict.did) in %.1f s)\n", Date().timeIntervalSince(started)))
    if let prediction = light.predictionVerdict { writer.write(prediction + "\n") }
    if let jsonWriter { verdict.json.write(to: jsonWriter) }
  }
}
