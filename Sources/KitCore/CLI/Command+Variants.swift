/// The maintainers' commands that build and write an exercise's variants.
extension Command {
  static func parseVariantCommand(_ name: String, _ rest: [String]) throws(UsageError) -> Command {
    if name == "author" {
      let scanned = try ArgumentScanner(rest, command: name, valued: ["--from"])
      var words = scanned.positionals
      // A skeleton has no id of its own: one per exercise.
      if words.first == "skeleton", words.count == 2 { words.append("skeleton") }
      guard words.count == 3, ["mutant", "stage", "skeleton"].contains(words[0]),
        let from = scanned.values["--from"]
      else {
        throw UsageError(
          "kit author takes mutant or stage, an exercise and an id (skeleton: an exercise), and --from FOLDER, e.g. kit author mutant 03 sections-swapped --from .build/tddkit/try/03-data-provider"
        )
      }
      return .author(kind: words[0], exercise: words[1], id: words[2], from: from)
    }
    let scanned = try ArgumentScanner(
      rest, command: "materialise", flags: ["--with-your-tests"], valued: ["--into"])
    guard scanned.positionals.count == 2, let variant = Variant(argument: scanned.positionals[1])
    else {
      throw UsageError(
        "kit materialise takes an exercise and starter, solution, skeleton, stage:ID or mutant:ID, e.g. kit materialise 03 mutant:sections-swapped"
      )
    }
    return .materialise(
      exercise: scanned.positionals[0], variant: variant, into: scanned.values["--into"],
      withYourTests: scanned.flags.contains("--with-your-tests"))
  }
}
