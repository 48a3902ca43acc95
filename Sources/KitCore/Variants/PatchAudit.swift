import Foundation

/// Proves that every variant patch of an exercise stands for what the manifest says:
/// it applies exactly (no offset, no fuzz) to the state before it, it is in the kit's one
/// format (what `kit author` would write for the same change), and no hunk of it only
/// moves whitespace. Each problem names the exercise, the variant and the file.
struct PatchAudit: Sendable {
  let states: ExerciseStates

  init(root: URL) {
    self.states = ExerciseStates(root: root)
  }

  func problems(in exercise: Exercise) -> [String] {
    let found = findings(in: exercise)
    return variants(of: exercise).flatMap { found[$0.0] ?? [] }
  }

  /// The problems of each variant that has any. A variant built on another whose patch is
  /// broken (a later stage, a mutant on that stage) fails with that patch's very words:
  /// they are said once, at the variant that said them first, followed by what they block,
  /// and each blocked variant has an empty list: it cannot be built, for a reason said
  /// elsewhere.
  func findings(in exercise: Exercise) -> [Variant: [String]] {
    var found: [Variant: [String]] = [:]
    var saidBy: [String: Variant] = [:]
    var blocks: [String: [Variant]] = [:]
    for (variant, path) in variants(of: exercise) {
      let problems = self.problems(of: variant, at: path, in: exercise)
      guard !problems.isEmpty else { continue }
      let own = problems.filter { saidBy[$0] == nil }
      for problem in problems where saidBy[problem] != nil {
        blocks[problem, default: []].append(variant)
      }
      for problem in own { saidBy[problem] = variant }
      found[variant] = own
    }
    for (problem, blocked) in blocks {
      guard let owner = saidBy[problem] else { continue }
      let named = blocked.map { "\($0)" }.joined(separator: ", ")
      found[owner] = found[owner]?.map { $0 == problem ? "\(problem); it blocks \(named)" : $0 }
    }
    return found
  }

  private func variants(of exercise: Exercise) -> [(Variant, String)] {
    var variants: [(Variant, String)] = exercise.stages.compactMap { stage in
      stage.snapshot.map { (.stage(stage.id), $0.path) }
    }
    variants += exercise.mutants.map { (.mutant($0.id), "Mutants/\($0.id)") }
    variants += exercise.wheats.map { (.wheat($0.id), Wheat.patchPath($0.id)) }
    if exercise.testFirst != nil { variants.append((.skeleton, TestFirstPlan.skeletonPatch)) }
    return variants
  }

  private func problems(of variant: Variant, at path: String, in exercise: Exercise) -> [String] {
    var problems: [String] = []
    let file = states.relative(states.patchFile(exercise, path))
    do {
      let base = try states.base(of: exercise, variant)
      let result = try states.files(exercise, variant)
      let stored = FileManager.default.contents(atPath: states.root.appending(path: file).path)
      let remade = try GitPatch.make(from: base, to: result)
      let prefix = "\(exercise.folder): \(variant): \(file)"
      if remade.isEmpty {
        problems.append("\(prefix) changes nothing")
      } else if stored != remade {
        problems.append(
          "\(prefix) is not in the kit's patch format; rewrite it with kit author \(Self.authorArguments(exercise, variant))"
        )
      }
      problems += Self.whitespaceOnlyHunks(in: remade).map {
        "\(prefix): \($0) changes only whitespace"
      }
    } catch {
      problems.append("\(error)")
    }
    return problems
  }

  static func authorArguments(_ exercise: Exercise, _ variant: Variant) -> String {
    switch variant {
    case .stage(let id): "stage \(exercise.id) \(id)"
    case .mutant(let id), .example(let id, _): "mutant \(exercise.id) \(id)"
    case .wheat(let id): "wheat \(exercise.id) \(id)"
    case .skeleton: "skeleton \(exercise.id)"
    case .starter, .solution: "\(exercise.id)"
    }
  }

  /// The hunks (as `file:line`) whose two sides, read in order, differ only in whitespace.
  static func whitespaceOnlyHunks(in patch: Data) -> [String] {
    var found: [String] = []
    var file = ""
    var hunk: (start: String, removed: String, added: String)?
    func close() {
      if let open = hunk, open.removed == open.added {
        found.append("the hunk at \(file):\(open.start)")
      }
      hunk = nil
    }
    for line in String(decoding: patch, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    {
      if line.hasPrefix("+++ ") || line.hasPrefix("--- ") {
        close()
        if line.hasPrefix("+++ b/") { file = String(line.dropFirst(6)) }
      } else if line.hasPrefix("@@") {
        close()
        let start = line.split(separator: " ").dropFirst().first?.dropFirst().split(separator: ",")
          .first
        hunk = (String(start ?? ""), "", "")
      } else if line.hasPrefix("-") {
        hunk?.removed += line.dropFirst().filter { !$0.isWhitespace }
      } else if line.hasPrefix("+") {
        hunk?.added += line.dropFirst().filter { !$0.isWhitespace }
      } else if line.hasPrefix(" ") {
        // Context belongs to both sides, in place: a line moved past it is a real change.
        let context = line.dropFirst().filter { !$0.isWhitespace }
        hunk?.removed += context
        hunk?.added += context
      }
    }
    close()
    return found
  }
}
