// A learner's slip that never ends: the loop waits for a change that never comes.
public func answer() -> Int {
  var answer = 0
  while answer != 42 { answer *= 2 }
  return answer
}
