// A learner's slip that traps: an index into an empty array.
public func answer() -> Int {
  let answers: [Int] = []
  return answers[0]
}
