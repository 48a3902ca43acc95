/// `kit check --predict COLOUR`: the learner says which light they expect before the run,
/// as cyber-dojo offers, and `kit history` keeps score. Saying what a run will show, and
/// why, is the habit; a wrong guess is the interesting case.
extension Light {
  /// Whether the prediction came true; `nil` when the learner made none.
  var predictedRight: Bool? { predicted.map { $0 == colour } }

  /// The sentence `kit check` ends with when the learner predicted.
  var predictionVerdict: String? {
    guard let predicted else { return nil }
    return predicted == colour
      ? "You predicted \(predicted.label): right."
      : "You predicted \(predicted.label); it was \(colour.label). What did you expect to happen?"
  }
}

/// How many predictions the learner made, and how many came true.
struct PredictionScore: Codable, Equatable, Sendable {
  var made = 0
  var right = 0

  init(_ lights: [Light]) {
    for light in lights {
      guard let right = light.predictedRight else { continue }
      made += 1
      if right { self.right += 1 }
    }
  }
}
