/// The help of the maintainers' commands that build and write variants.
extension HelpText {
  static let materialise = """
    kit materialise NN starter|solution|skeleton|stage:ID|mutant:ID [--into FOLDER] [--with-your-tests]
      Builds one state of exercise NN into FOLDER (default .build/tddkit/try/NN-slug), a
      package that builds on its own: the starter, the solution, a stage snapshot (by
      stage id or snapshot name) or a mutant, made from the patches in Solutions/NN/Stages
      and Solutions/NN/Mutants with git apply, as kit verify and kit check make them;
      skeleton: the starter with test-first mode's skeleton (Solutions/NN/TestFirst).
      --with-your-tests keeps your own Tests folder and takes only the variant's code.

    """

  static let author = """
    kit author mutant|stage NN ID --from FOLDER
    kit author skeleton NN --from FOLDER
      Writes the patch of mutant ID, or of stage ID's snapshot, from FOLDER: an edited copy
      made with kit materialise (the solution for a mutant, the stage before for a stage).
      A stage's snapshot must be in Exercises/NN-slug/exercise.json first; the snapshots
      after it are written again so that their code stays as it was. skeleton: the
      test-first skeleton's patch, against the starter. See CONTRIBUTING.md.

    """
}
