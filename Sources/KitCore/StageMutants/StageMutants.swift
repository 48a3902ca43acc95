/// The chaffs a stage's test meets, with the variant each is built as.
///
/// An ordinary chaff is one variant. An example chaff (``Mutant/example``) is one variant
/// per literal of its kind that the test spells out, each faking that literal; a test
/// with no such literal meets none of them.
struct StageMutants {
  let exercise: Exercise

  /// `stage`'s chaffs for a test whose source is `testSource`, in manifest order. With
  /// `file`, the test file as the stage's trial compiles it, an example chaff also fakes
  /// the values the test names from it (a constant above the stage lines, a list's count).
  func mutants(of stage: Stage, testSource: String, file: String? = nil) -> [(
    mutant: Mutant, variant: Variant
  )] {
    exercise.mutants(aimedAt: stage).flatMap { mutant -> [(mutant: Mutant, variant: Variant)] in
      guard let kind = mutant.example else { return [(mutant, .mutant(mutant.id))] }
      return ExampleLiterals.find(kind, in: testSource, context: file).map { literal in
        (mutant.faking(literal), .example(mutant.id, literal))
      }
    }
  }
}
