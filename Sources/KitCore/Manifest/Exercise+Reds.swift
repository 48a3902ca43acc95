extension Exercise {
  /// This exercise with `reds` as what fails on its starter and its snapshots: what the
  /// loader gives it from its recording, and what `kit verify --record` checks it against
  /// once it has recorded anew. A starter's placeholder stays one, and stays failing: it
  /// is there to say "write your first test", recorded or not yet.
  func recording(_ reds: RecordedReds) -> Exercise {
    var recorded = self
    let placeholders = starter.failing.filter { $0.placeholder == true }.map(\.test)
    recorded.starter.failing = reds.starter.map { red in
      ExpectedFailure(
        test: red.test, reason: red.reason,
        placeholder: placeholders.contains(red.test) ? true : nil)
    }
    for test in placeholders where !reds.starter.contains(where: { $0.test == test }) {
      recorded.starter.failing.append(ExpectedFailure(test: test, reason: "", placeholder: true))
    }
    recorded.stages = stages.map { stage in
      var withReds = stage
      withReds.snapshot?.failing = reds.failing(atStage: stage.id)
      return withReds
    }
    return recorded
  }
}
