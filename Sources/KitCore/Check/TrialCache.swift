import Foundation

/// The last trials of an exercise, kept so that a check after an edit of the learner's
/// code (not their tests) answers at once: the trials run the learner's tests against
/// the solution and the mutants, which only change with a new version of the kit.
///
/// One JSON file per exercise under `.tddkit/trials/`. The key is everything a trial
/// depends on: the bytes of every file in the learner's `Tests`, the names of the files in
/// their `Sources` (an extra file of theirs is compiled with the solution), the manifest's
/// mutants and the tests judged per stage, and a digest of what a new version of the kit
/// brings (the kit's `Package.swift` and `Sources`, the exercise's `Package.swift`, its
/// whole `Solutions` folder with the mutants). An unreadable file is ignored and
/// rewritten: it is a cache, nothing is lost.
struct TrialCache: Codable, Equatable {
  var key: Key
  var trials: [StageTrial]

  struct Key: Codable, Equatable {
    var tests: [String: Data]
    var sources: [String]
    var mutants: [Mutant]
    var judged: [String: [String]]
    /// ``ContentDigest`` of the kit's side of the trial.
    var reference: String
  }

  static func url(root: URL, exercise: Exercise) -> URL {
    root.appending(path: ".tddkit/trials/\(exercise.folder).json")
  }

  static func key(
    root: URL, exercise: Exercise, judged: [String: [String]]
  ) -> Key {
    let folder = root.appending(path: "Exercises/\(exercise.folder)")
    var tests: [String: Data] = [:]
    for file in files(under: folder.appending(path: "Tests")) {
      tests[file.relative] = (try? Data(contentsOf: file.url)) ?? Data()
    }
    let sources = files(under: folder.appending(path: "Sources")).map(\.relative).sorted()
    var reference = ContentDigest()
    reference.add(
      [
        "Package.swift", "Sources", "Exercises/\(exercise.folder)/Package.swift",
        "Solutions/\(exercise.folder)",
      ], in: root)
    return Key(
      tests: tests, sources: sources, mutants: exercise.mutants, judged: judged,
      reference: reference.hex)
  }

  /// The cached trials for `stages` when the key still matches.
  static func load(from url: URL, key: Key, stages: [Stage]) -> [StageTrial]? {
    guard let data = try? Data(contentsOf: url),
      let cache = try? JSONDecoder().decode(TrialCache.self, from: data), cache.key == key
    else { return nil }
    let wanted = stages.map(\.id)
    let trials = cache.trials.filter { wanted.contains($0.stage) }
    guard trials.map(\.stage) == wanted else { return nil }
    return trials.map { trial in
      var reused = trial
      reused.reused = true
      return reused
    }
  }

  static func save(_ trials: [StageTrial], key: Key, to url: URL) {
    guard let data = try? JSONEncoder().encode(TrialCache(key: key, trials: trials)) else {
      return
    }
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? data.write(to: url, options: .atomic)
  }

  private static func files(under folder: URL) -> [(relative: String, url: URL)] {
    guard
      let walker = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    var found: [(String, URL)] = []
    for case let url as URL in walker where !url.hasDirectoryPath {
      found.append((String(url.path.dropFirst(folder.path.count)), url))
    }
    return found
  }
}
