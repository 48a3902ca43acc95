/// The maintainers' commands that build and write an exercise's variants.
extension Command {
  static func parseVariantCommand(_ name: String, _ rest: [String]) throws(UsageError) -> Command {
    var positionals: [String] = []
    var options: [String: String] = [:]
    var withYourTests = false
    var index = 0
    while index < rest.count {
      let argument = rest[index]
      if argument == "--with-your-tests" && name != "author" {
        withYourTests = true
      } else if argument == "--into" || argument == "--from" {
        guard index + 1 < rest.count else { throw UsageError("\(argument) takes a folder") }
        options[argument] = rest[index + 1]
        index += 1
      } else if argument.hasPrefix("-") {
        throw UsageError("kit \(name) does not know the option '\(argument)'")
      } else {
        positionals.append(argument)
      }
      index += 1
    }
    if name == "author" {
      guard positionals.count == 3, ["mutant", "stage"].contains(positionals[0]),
        let from = options["--from"]
      else {
        throw UsageError(
          "kit author takes mutant or stage, an exercise and an id, and --from FOLDER, e.g. kit author mutant 03 sections-swapped --from .build/tddkit/try/03-data-provider"
        )
      }
      return .author(
        kind: positionals[0], exercise: positionals[1], id: positionals[2], from: from)
    }
    guard positionals.count == 2, let variant = Variant(argument: positionals[1]) else {
      throw UsageError(
        "kit materialise takes an exercise and starter, solution, stage:ID or mutant:ID, e.g. kit materialise 03 mutant:sections-swapped"
      )
    }
    return .materialise(
      exercise: positionals[0], variant: variant, into: options["--into"],
      withYourTests: withYourTests)
  }
}
