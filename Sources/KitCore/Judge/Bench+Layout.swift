import Foundation

extension Bench {
  /// Lays `reserving` out with no trial in it, for a build ahead of the first check
  /// (``BackgroundBuild``): the kit's variants compile then, not while the learner waits.
  func layIdle(reserving: [String], idleCode: (String) throws -> FileTree?) throws {
    _ = try lay([], reserving: reserving, idleCode: idleCode)
  }

  /// Lays `trials` out as ``run(_:idleCode:)`` would (those that fit a schema merged), and
  /// `reserving` idle, for a build ahead of the check that will run them.
  func layAhead(
    _ trials: [Trial], reserving: [String], idleCode: (String) throws -> FileTree?
  ) throws {
    _ = try lay(merged(trials), reserving: reserving, idleCode: idleCode)
  }

  /// Writes the manifest and each trial's code and tests (stamped), lays out idle a slot of
  /// the package no run has used yet, and returns the stamps each trial's run must print,
  /// by slot. The package holds `trials`, `reserving`, and the slots earlier runs laid out
  /// (``packaged(adding:)``).
  func lay(
    _ trials: [Trial], reserving: [String] = [], idleCode: (String) throws -> FileTree?
  ) throws -> [String: String] {
    let packaged = try prepareFolder(adding: Set(trials.map(\.slot)).union(reserving))
    var codeStamps: [String: [String]] = [:]
    var laid: [String: FileTree] = [:]
    for trial in trials {
      guard let code = manifest.code(of: trial.slot) else { continue }
      let files = Self.files(trial.sources, under: "Sources/\(exercise.module)/")
      if let earlier = laid[code] {
        guard earlier == files else { throw BenchError.codeDiffers(code) }
        continue
      }
      laid[code] = files
      codeStamps[code] = try layCode(files, in: code)
    }
    for code in packaged.codes where laid[code] == nil { try layIdleCode(code, idleCode) }
    var expected: [String: String] = [:]
    let active = Set(trials.map(\.slot))
    for trial in trials {
      guard let code = manifest.code(of: trial.slot) else { continue }
      expected[trial.slot] = ((codeStamps[code] ?? []) + (try layTests(trial))).joined(
        separator: " ")
    }
    // A slot this run does not use keeps the tests an earlier run gave it, already
    // compiled: emptying it would compile it again now and again when it is next used. It
    // does not run; if it no longer compiles with its code, the build empties it then.
    for (trial, _) in packaged.trials where !active.contains(trial) {
      guard !FileManager.default.fileExists(atPath: testFolder(trial).path) else { continue }
      try empty(testFolder(trial), keeping: [Self.probeFile])
    }
    return expected
  }

  /// Writes the bench's manifest, holding the slots of ``packaged(adding:)``, and clears the
  /// bench when the kit it was made with is not this one (its code slots would hold another
  /// kit's variants); returns the manifest written.
  private func prepareFolder(adding slots: Set<String>) throws -> BenchManifest {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var kit = ContentDigest()
    kit.add(
      [
        "Package.swift", "Sources", KitPaths.solution(exercise.folder),
        "\(KitPaths.exercise(exercise.folder))/Package.swift",
      ], in: kitRoot)
    let stampFile = folder.appending(path: ".kit")
    if clearsForANewKit, (try? String(contentsOf: stampFile, encoding: .utf8)) != kit.hex {
      for child in ["Code", "Trials", Self.slotsFile] {
        try? FileManager.default.removeItem(at: folder.appending(path: child))
      }
      try Data(kit.hex.utf8).write(to: stampFile)
    }
    let packaged = try packaged(adding: slots)
    try write(Data(packaged.text.utf8), to: folder.appending(path: "Package.swift"))
    for (path, text) in VariantSchema.takerFiles {
      try write(Data(text.utf8), to: folder.appending(path: "\(BenchManifest.takerFolder)/\(path)"))
    }
    return packaged
  }

  /// The manifest of the slots a check's bench holds: those some run laid out since the
  /// bench was made for this kit, recorded in its folder, and `slots`. A slot no check has
  /// used is no module: laid out empty, every chaff a schema stands in for and every
  /// reference, was most of a cold bench's build, its test list and its plan (03: 31 test
  /// modules for the 8 a check runs). A new slot changes the package once, and it keeps
  /// its plan after. A bench built for one run (``runsOnlyItsSlots``) holds just its run's.
  private func packaged(adding slots: Set<String>) throws -> BenchManifest {
    guard !runsOnlyItsSlots else { return manifest }
    let record = folder.appending(path: Self.slotsFile)
    let recorded =
      (try? String(contentsOf: record, encoding: .utf8))
      .map { Set($0.split(separator: "\n").map(String.init)) } ?? []
    let held = manifest.holding(recorded.union(slots))
    try write(Data(held.trials.map { $0.trial + "\n" }.joined().utf8), to: record)
    return held
  }

  /// Lays out a code slot's files, stamped, with their list; returns the stamps.
  private func layCode(_ files: FileTree, in code: String) throws -> [String] {
    let (stamped, stamps) = Self.stamped(files)
    var all = stamped
    all[Self.codeStampFile] = Data(BenchStamps.codeList(paths: stamps.map(\.path)).utf8)
    try sync(codeFolder(code), to: all)
    return stamps.map(\.value)
  }

  /// Lays out a trial's tests, synchronous main-actor tests wrapped, stamped, with the
  /// probe; returns the stamps.
  private func layTests(_ trial: Trial) throws -> [String] {
    var tests = Self.files(trial.tests, under: "Tests/\(exercise.module)Tests/")
    for (path, data) in tests where path.hasSuffix(".swift") {
      tests[path] = Data(
        SynchronousMainActorTests.wrapped(String(decoding: data, as: UTF8.self)).utf8)
    }
    let (stamped, stamps) = Self.stamped(tests)
    var all = stamped
    all[Self.probeFile] = Data(
      BenchStamps.probe(module: exercise.module, testPaths: stamps.map(\.path)).utf8)
    try sync(testFolder(trial.slot), to: all)
    return stamps.map(\.value)
  }

  /// A code slot no trial uses keeps its code, or, the first time, gets `idleCode`'s (an
  /// empty module when there is none yet).
  private func layIdleCode(_ code: String, _ idleCode: (String) throws -> FileTree?) throws {
    let folder = codeFolder(code)
    guard !FileManager.default.fileExists(atPath: folder.path) else { return }
    let files = (try idleCode(code)).map { Self.files($0, under: "Sources/\(exercise.module)/") }
    guard let files else {
      try empty(folder, keeping: [Self.codeStampFile])
      return
    }
    _ = try layCode(files, in: code)
  }

  /// `files` with each Swift file stamped, and the stamps by path, in path order.
  private static func stamped(_ files: FileTree) -> (FileTree, [(path: String, value: String)]) {
    var stamped = files
    var stamps: [(path: String, value: String)] = []
    for path in files.keys.sorted() where path.hasSuffix(".swift") {
      let (data, value) = BenchStamps.stamped(files[path]!, path: path)
      stamped[path] = data
      stamps.append((path, value))
    }
    return (stamped, stamps)
  }

  /// Empties each Swift file of `target` but keeps its name, adding the empty files
  /// `keeping` when missing: a module that compiles to nothing, with the same files, so
  /// SwiftPM need not plan again.
  func empty(_ target: URL, keeping names: [String]) throws {
    var files = ExerciseStates.read(
      target.deletingLastPathComponent(), trees: [target.lastPathComponent]
    )
    .keys.map { String($0.dropFirst(target.lastPathComponent.count + 1)) }
    files += names.filter { !files.contains($0) }
    if files.isEmpty { files = [Self.idleFile] }
    for name in files where name.hasSuffix(".swift") {
      try write(Data("// Nothing here in this check.\n".utf8), to: target.appending(path: name))
    }
  }

  /// The files of `tree` under `prefix`, by their path below it.
  static func files(_ tree: FileTree, under prefix: String) -> FileTree {
    var files: FileTree = [:]
    for (path, data) in tree where path.hasPrefix(prefix) {
      files[String(path.dropFirst(prefix.count))] = data
    }
    return files
  }

  /// Makes `target` hold exactly `files`, rewriting only the files whose bytes differ.
  private func sync(_ target: URL, to files: FileTree) throws {
    let present = ExerciseStates.read(
      target.deletingLastPathComponent(), trees: [target.lastPathComponent])
    let prefix = target.lastPathComponent + "/"
    for path in present.keys where files[String(path.dropFirst(prefix.count))] == nil {
      try FileManager.default.removeItem(
        at: target.appending(path: String(path.dropFirst(prefix.count))))
    }
    for (path, data) in files where present[prefix + path] != data {
      try write(data, to: target.appending(path: path))
    }
  }

  private func write(_ data: Data, to url: URL) throws {
    if FileManager.default.contents(atPath: url.path) == data { return }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try WholeSecondGuard.write(data, to: url)
  }
}
