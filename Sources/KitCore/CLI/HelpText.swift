/// The words `kit --help` and `kit <command> --help` print.
enum HelpText {
  static let general = """
    kit — your guide through the TDDKit exercises

    Usage:
      kit                 where you are: the exercises and what to do first
      kit list            every exercise, in order, with its stages
      kit hint NN         the hints of exercise NN, stage by stage
      kit verify [NN…]    prove the curriculum: starters red for exactly the manifest's
                          tests and reasons, solutions green, snapshots as described,
                          mutants killed (all exercises, or the ones named)
      kit help [command]  this text, or one command's

    Exit codes: 0 success · 1 verification found problems · 2 usage error · 3 bad manifest
    or unknown exercise.

    """

  static func topic(_ name: String) -> String? {
    switch name {
    case "list":
      "kit list\n  Prints every exercise in order with its title, framework and stages.\n"
    case "hint":
      "kit hint NN\n  Prints each stage of exercise NN with its hint and the file to open.\n"
    case "verify":
      """
      kit verify [NN…] [--timeout SECONDS]
        Builds every exercise in a scratch copy under .build/tddkit/work (your own folders
        are never touched) and checks its starter, solution, stage snapshots and mutants
        against Exercises/exercises.json. SECONDS bounds each build or test run (default 300).
        Exits 1 and prints what is off when anything differs.

      """
    default: nil
    }
  }
}
