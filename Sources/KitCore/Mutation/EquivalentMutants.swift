import Foundation

/// The mechanical mutants of one exercise judged equivalent: the committed list in
/// `Solutions/NN/equivalent-mutants.json`, each with why no test could tell it from the
/// solution.
///
/// Only a mutant with the same observable behaviour belongs here (a `<=` where the two
/// sides can never be equal, a removed call that only repeats what `init` did). A mutant a
/// better test would catch is a survivor, not an equivalent. Entries are keyed by
/// ``SourceMutant/id`` (file, operator, the line's text), so an edit elsewhere in the file
/// keeps them; an entry whose line changed no longer matches and is reported as stale.
struct EquivalentMutants: Codable, Equatable, Sendable {
  struct Entry: Codable, Equatable, Sendable {
    var id: String
    var why: String
  }

  var equivalents: [Entry] = []

  static func file(for exercise: Exercise, root: URL) -> URL {
    root.appending(path: "\(KitPaths.solution(exercise.folder))/equivalent-mutants.json")
  }

  /// The list for `exercise`; empty when the file does not exist.
  static func load(for exercise: Exercise, root: URL) throws -> EquivalentMutants {
    let file = file(for: exercise, root: root)
    guard let data = FileManager.default.contents(atPath: file.path) else {
      return EquivalentMutants()
    }
    do {
      return try JSONDecoder().decode(EquivalentMutants.self, from: data)
    } catch {
      throw ExerciseStates.Failure(
        description:
          "\(KitPaths.solution(exercise.folder))/equivalent-mutants.json cannot be read: \(error)"
      )
    }
  }

  /// Why the mutant with `id` is equivalent, or `nil` when it is not listed.
  func reason(for id: String) -> String? {
    equivalents.first { $0.id == id }?.why
  }

  /// The listed ids that none of `mutants` has any more.
  func stale(among mutants: [SourceMutant]) -> [String] {
    let ids = Set(mutants.map(\.id))
    return equivalents.map(\.id).filter { !ids.contains($0) }
  }
}
