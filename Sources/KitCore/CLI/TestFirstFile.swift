import Foundation

/// The learner's test-first test file as a check finds it, before anything is judged:
/// gone (judging an empty file would only say that every stage's line is missing), or
/// giving a stage's `// stage:` line more than once, which is said so that a line copied by
/// mistake does not go unseen (the tests under each line count for the stage).
struct TestFirstFile {
  let exercise: Exercise
  let plan: TestFirstPlan
  /// The learner's exercise folder.
  let folder: URL

  private var url: URL { folder.appending(path: plan.file) }

  /// What to say when the file is gone; `nil` while it is there.
  var missing: String? {
    guard !FileManager.default.fileExists(atPath: url.path) else { return nil }
    let id = exercise.id
    return "Your test file \(plan.file) is missing from \(KitPaths.exercise(exercise.folder)): kit "
      + "judges the tests you write there, stage by stage. kit restore \(id) brings back your "
      + "last backup (kit restore \(id) --list shows them); kit start \(id) --test-first "
      + "gives the skeleton again.\n"
  }

  /// Why the check judges nothing: the file is gone (``missing``), or the learner's files
  /// declare a test framework's name (``FrameworkShadows``), so that neither the learner's
  /// tests nor the kit's, run on the learner's code, would say what they seem to.
  var refusal: String? {
    if let missing { return missing }
    let shadows = FrameworkShadows.find(inExerciseAt: folder)
    return shadows.isEmpty ? nil : FrameworkShadows.sentence(shadows)
  }

  /// One sentence for each stage whose line the file gives more than once.
  var doubledStageLines: [String] {
    guard let source = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    // A stage's lines in different scopes (one in the class, one above a suite after it)
    // are the form docs/test-first.md teaches; two in one scope look like a copy.
    let sections = StageSections(source)
    var lines: [String: [Int]] = [:]
    var scopes: [String: Set<Int?>] = [:]
    var order: [String] = []
    for region in sections.regions {
      if lines[region.stage] == nil { order.append(region.stage) }
      lines[region.stage, default: []].append(region.lines.lowerBound + 1)
      scopes[region.stage, default: []].insert(sections.scope(ofLine: region.lines.lowerBound))
    }
    return order.compactMap { stage in
      guard let numbers = lines[stage], numbers.count > (scopes[stage]?.count ?? 0) else {
        return nil
      }
      let times = numbers.count == 2 ? "twice" : "\(numbers.count) times"
      let listed =
        numbers.dropLast().map(String.init).joined(separator: ", ") + " and \(numbers.last ?? 0)"
      return "Your test file has the line `// stage: \(stage)` \(times) (lines \(listed)): the "
        + "tests under each of them count for that stage (a suite after the class takes a line "
        + "of its own). If one was copied by mistake, change or remove it.\n"
    }
  }
}
