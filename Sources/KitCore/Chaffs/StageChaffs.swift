/// The chaffs a stage's test meets, with the variant each is built as.
///
/// An ordinary chaff is one variant. An example chaff (``Mutant/example``) is one variant
/// per literal of its kind that the test spells out, each faking that literal; a test
/// with no such literal meets none of them.
struct StageChaffs {
  let exercise: Exercise

  /// `stage`'s chaffs for a test whose source is `testSource`, in manifest order.
  func chaffs(of stage: Stage, testSource: String) -> [(chaff: Mutant, variant: Variant)] {
    exercise.mutants(aimedAt: stage).flatMap { chaff -> [(chaff: Mutant, variant: Variant)] in
      guard let kind = chaff.example else { return [(chaff, .mutant(chaff.id))] }
      return ExampleLiterals.find(kind, in: testSource).map { literal in
        (chaff.faking(literal), .example(chaff.id, literal))
      }
    }
  }
}
