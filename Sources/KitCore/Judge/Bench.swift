import Foundation

/// One exercise's bench: a generated package under `.build/tddkit/bench/<folder>` that
/// holds every trial the judge may run, built by one `swift build` and run from one
/// binary.
///
/// A trial is some code (the reference at a stage's end, the code before it, a chaff, the
/// learner's own) under some tests (the learner's test file cut at a stage, the kit's
/// tests). Each has a slot: a module of code and a test module compiled against it under
/// the exercise's own module name (``BenchManifest``). So a check builds every trial it
/// needs at once, on every core, recompiling only the slots whose files changed, and
/// starts each trial's tests in a process of its own (``TrialLauncher``) instead of a
/// `swift test` of its own.
///
/// Slots a check does not use keep their code and get an empty test module, so the
/// package stays the same and SwiftPM keeps its plan. Every file a trial is built from is
/// stamped (``BenchStamps``): a trial whose run does not print the stamps of the files
/// this check wrote is built afresh, and a verdict never comes from a stale build.
struct Bench {
  let kitRoot: URL
  let exercise: Exercise
  let folder: URL
  let scratch: URL
  let manifest: BenchManifest
  /// How long one build may take: a cold one compiles the kit's libraries.
  var buildTimeout: Duration = .seconds(1200)
  /// The time zones every trial runs in, far from UTC on either side of the date line, as
  /// CI runs the exercises' tests: a verdict must not depend on where the machine is. A
  /// test that fails in either fails; a mistake caught in either is caught.
  var timeZones = ["Pacific/Auckland", "America/Los_Angeles"]
  /// Whether a new kit clears the bench's slots: a check's idle slots keep their code,
  /// which another kit's libraries may no longer compile; verify lays out every slot each
  /// time, so it keeps its objects and rebuilds only what changed.
  var clearsForANewKit = true
  /// Told what the bench is doing, for a progress line: building, then each trial run.
  var progress: (@Sendable (String) -> Void)?

  /// A bench in `.build/tddkit/<kind>/<folder>`, built in `scratch` (by default the
  /// checks' bench scratch folder, shared by every exercise's bench).
  init(
    kitRoot: URL, exercise: Exercise, slots: [String], kind: String = "bench",
    scratch: URL? = nil
  ) {
    self.kitRoot = kitRoot
    self.exercise = exercise
    folder = kitRoot.appending(path: ".build/tddkit/\(kind)/\(exercise.folder)")
    self.scratch = scratch ?? kitRoot.appending(path: ".build/tddkit/bench-scratch")
    let exerciseManifest = kitRoot.appending(path: "Exercises/\(exercise.folder)/Package.swift")
    manifest = BenchManifest(
      module: exercise.module, kitRoot: kitRoot.standardizedFileURL.path, slots: slots,
      products: BenchManifest.products(
        inManifest: (try? String(contentsOf: exerciseManifest, encoding: .utf8)) ?? ""))
  }

  /// One trial: the slot it runs in, the code (`Sources/<Module>/…`) and the tests
  /// (`Tests/<Module>Tests/…`) it is built from, paths as in the exercise's package.
  struct Trial: Sendable {
    var slot: String
    var sources: FileTree
    var tests: FileTree
    var timeout: Duration
  }

  /// Builds and runs `trials`, each in its slot; returns each trial's run by slot. A
  /// trial whose tests or code do not compile gets a run with the compiler's errors,
  /// naming the exercise's own paths. `idleCode` gives the code of a slot no trial uses,
  /// the first time its slot is laid out.
  func run(_ trials: [Trial], idleCode: (String) throws -> FileTree?) throws -> [String: TestRun] {
    try prepareFolder()
    var expected: [String: String] = [:]
    let active = Dictionary(trials.map { ($0.slot, $0) }, uniquingKeysWith: { first, _ in first })
    for slot in manifest.slots {
      if let trial = active[slot] {
        expected[slot] = try lay(trial)
      } else {
        try idle(slot, code: idleCode)
      }
    }
    var results: [String: TestRun] = [:]
    var building = Set(active.keys)
    progress?("building \(trials.count) trial\(trials.count == 1 ? "" : "s")")
    try build(failing: &results, building: &building)
    let launcher = TrialLauncher(binary: binary, folder: folder)
    var listing = try launcher.list()
    var rebuilt = false
    for (index, trial) in trials.enumerated() where building.contains(trial.slot) {
      progress?("running trial \(index + 1) of \(trials.count) (\(trial.slot))")
      var run = try self.run(trial, launcher: launcher, listing: listing)
      if run.stamp != expected[trial.slot] {
        // Stale: build the slot from every file afresh, once, and believe only that.
        guard !rebuilt else { throw BenchError.stale(trial.slot, run.output) }
        progress?("rebuilding trial \(trial.slot): its run was not of the files it was built from")
        try touch(trial.slot)
        try build(failing: &results, building: &building)
        listing = try launcher.list()
        rebuilt = true
        run = try self.run(trial, launcher: launcher, listing: listing)
        if run.stamp != expected[trial.slot] { throw BenchError.stale(trial.slot, run.output) }
      }
      results[trial.slot] = run.testRun
    }
    return results
  }

  // MARK: - Laying out

  /// Lays every slot out with no trial in it, for a build ahead of the first check
  /// (``BackgroundBuild``): the kit's variants compile then, not while the learner waits.
  func layIdle(idleCode: (String) throws -> FileTree?) throws {
    try prepareFolder()
    for slot in manifest.slots { try idle(slot, code: idleCode) }
  }

  /// Writes the bench's manifest, and clears the bench when the kit it was made with is
  /// not this one (its code slots would hold another kit's variants).
  private func prepareFolder() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var kit = ContentDigest()
    kit.add(["Package.swift", "Sources", "Solutions/\(exercise.folder)"], in: kitRoot)
    kit.add(try starterDigest())
    let stampFile = folder.appending(path: ".kit")
    if clearsForANewKit, (try? String(contentsOf: stampFile, encoding: .utf8)) != kit.hex {
      for child in ["Code", "Trials"] {
        try? FileManager.default.removeItem(at: folder.appending(path: child))
      }
      try Data(kit.hex.utf8).write(to: stampFile)
    }
    try write(Data(manifest.text.utf8), to: folder.appending(path: "Package.swift"))
  }

  private func starterDigest() throws -> String {
    var digest = ContentDigest()
    digest.add(["Exercises/\(exercise.folder)/Package.swift"], in: kitRoot)
    return digest.hex
  }

  /// Lays out `trial`'s code and tests, stamped; returns the stamps its run must print.
  private func lay(_ trial: Trial) throws -> String {
    let code = Self.files(trial.sources, under: "Sources/\(exercise.module)/")
    var tests = Self.files(trial.tests, under: "Tests/\(exercise.module)Tests/")
    for (path, data) in tests where path.hasSuffix(".swift") {
      tests[path] = Data(
        SynchronousMainActorTests.wrapped(String(decoding: data, as: UTF8.self)).utf8)
    }
    let (stampedCode, codeStamps) = Self.stamped(code)
    let (stampedTests, testStamps) = Self.stamped(tests)
    var codeFiles = stampedCode
    codeFiles[Self.codeStampFile] = Data(
      BenchStamps.codeList(paths: codeStamps.map(\.path)).utf8)
    var testFiles = stampedTests
    testFiles[Self.probeFile] = Data(
      BenchStamps.probe(module: exercise.module, testPaths: testStamps.map(\.path)).utf8)
    try sync(codeFolder(trial.slot), to: codeFiles)
    try sync(testFolder(trial.slot), to: testFiles)
    return (codeStamps + testStamps).map(\.value).joined(separator: " ")
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

  /// Lays out a slot no trial uses: its tests emptied, its code as it was, or, the first
  /// time, `idleCode`'s (an empty module when there is none yet). Emptied files keep their
  /// names, so the package's files stay the same and SwiftPM need not plan again.
  private func idle(_ slot: String, code idleCode: (String) throws -> FileTree?) throws {
    try empty(testFolder(slot), keeping: [Self.probeFile])
    let codeFolder = codeFolder(slot)
    guard !FileManager.default.fileExists(atPath: codeFolder.path) else { return }
    let files = (try idleCode(slot)).map { Self.files($0, under: "Sources/\(exercise.module)/") }
    try sync(codeFolder, to: files ?? [:])
    try empty(codeFolder, keeping: files == nil ? [Self.codeStampFile] : [])
  }

  /// Empties each Swift file of `target` but keeps its name, adding the empty files
  /// `keeping` when missing: a module that compiles to nothing.
  private func empty(_ target: URL, keeping names: [String]) throws {
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
  private static func files(_ tree: FileTree, under prefix: String) -> FileTree {
    var files: FileTree = [:]
    for (path, data) in tree where path.hasPrefix(prefix) {
      files[String(path.dropFirst(prefix.count))] = data
    }
    return files
  }

  static let codeStampFile = "TDDKitCodeStamps.swift"
  static let probeFile = "TDDKitStampProbe.swift"
  static let idleFile = "TDDKitIdle.swift"

  func codeFolder(_ slot: String) -> URL { folder.appending(path: "Code/\(slot)") }
  func testFolder(_ slot: String) -> URL { folder.appending(path: "Trials/\(slot)") }

  /// Makes `folder` hold exactly `files`, rewriting only the files whose bytes differ.
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

  // MARK: - Building

  var binary: URL {
    scratch.appending(path: "debug/\(BenchManifest.packageName)PackageTests.xctest")
  }

  /// Builds the bench. A slot that does not compile is taken out (its tests emptied, its
  /// code too when the error is there) and the build runs again, until it builds; each
  /// such slot's run in `failing` holds its errors.
  private func build(failing: inout [String: TestRun], building: inout Set<String>) throws {
    ScratchOwner(scratch: scratch).claim(for: folder)
    while true {
      let result = try ProcessRunner.run(
        SwiftTestRunner.lineBuffered + [
          "swift", "build", "--build-tests", "--scratch-path", scratch.path,
        ], in: folder, timeout: buildTimeout,
        notices: [SwiftTestRunner.anotherInstance(scratch)])
      if result.timedOut { throw BenchError.buildTimedOut(result.output) }
      if result.exitCode == 0 && result.signal == nil { return }
      let errors = CompileErrorParser.errors(in: result.output, limit: 500)
      var broken: [String: [CompileError]] = [:]
      for error in errors {
        guard let (slot, inCode, path) = locate(error.file) else { continue }
        let named = CompileError(
          file: inCode
            ? "Sources/\(exercise.module)/\(path)" : "Tests/\(exercise.module)Tests/\(path)",
          line: error.line, message: renamed(error.message, slot: slot))
        broken[slot, default: []].append(named)
        if inCode { try empty(codeFolder(slot), keeping: []) }
      }
      guard !broken.isEmpty, broken.keys.allSatisfy(building.contains) else {
        throw BenchError.buildFailed(TestRun.tail(result.output))
      }
      for (slot, errors) in broken {
        failing[slot] = TestRun(compileErrors: errors, outputTail: "")
        building.remove(slot)
        try empty(testFolder(slot), keeping: [])
      }
    }
  }

  /// The slot, whether in its code, and the path inside the slot's folder of a file a
  /// compiler error names; a generated test list names its test module.
  private func locate(_ file: String) -> (String, Bool, String)? {
    let path = URL(filePath: file).standardizedFileURL.path
    for (tree, inCode) in [("Code/", true), ("Trials/", false)] {
      let base = folder.standardizedFileURL.path + "/" + tree
      guard path.hasPrefix(base) else { continue }
      let rest = path.dropFirst(base.count)
      guard let slash = rest.firstIndex(of: "/") else { return nil }
      return (String(rest[..<slash]), inCode, String(rest[rest.index(after: slash)...]))
    }
    let name = URL(filePath: file).deletingPathExtension().lastPathComponent
    let prefix = manifest.testTarget("")
    guard file.contains(".derived/"), name.hasPrefix(prefix) else { return nil }
    return (String(name.dropFirst(prefix.count)), false, "")
  }

  /// Gives every file of `slot` a modification time in a later whole second than the one
  /// it has, so its next build compiles them all (``WholeSecondGuard``).
  private func touch(_ slot: String) throws {
    for folder in [codeFolder(slot), testFolder(slot)] {
      let parent = folder.deletingLastPathComponent()
      for path in ExerciseStates.read(parent, trees: [folder.lastPathComponent]).keys {
        let url = parent.appending(path: path)
        try WholeSecondGuard.separate(
          url, from: WholeSecondGuard.modificationTime(of: url) ?? Date())
      }
    }
  }

  // MARK: - Running

  /// `run` with the slot's module names, which values print with their type's module
  /// (`ItemManagement_s3_ref.ToDoItem(…)`), put back to the exercise's own, as the
  /// learner's run and the manifest's recorded reds print them.
  private func renamed(_ run: TestRun, slot: String) -> TestRun {
    let rename = { (text: String) in self.renamed(text, slot: slot) }
    var renamed = run
    renamed.outcomes = run.outcomes.mapValues { outcome in
      switch outcome {
      case .failed(let messages): .failed(messages: messages.map(rename))
      case .crashed(let message): .crashed(message: rename(message))
      default: outcome
      }
    }
    renamed.outputTail = rename(run.outputTail)
    return renamed
  }

  /// `text` with the slot's module names put back to the exercise's own.
  private func renamed(_ text: String, slot: String) -> String {
    [
      (manifest.testTarget(slot), "\(exercise.module)Tests"),
      (manifest.codeTarget(slot), exercise.module),
    ].reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
  }

  private struct SlotRun {
    var testRun: TestRun
    var stamp: String?
    var output: String
  }

  private func run(_ trial: Trial, launcher: TrialLauncher, listing: TrialLauncher.Listing)
    throws -> SlotRun
  {
    let module = manifest.testTarget(trial.slot)
    let xunit = folder.appending(path: ".results/\(trial.slot).xml")
    try FileManager.default.createDirectory(
      at: xunit.deletingLastPathComponent(), withIntermediateDirectories: true)
    let probe = try launcher.run(
      module: module, xctests: ["\(BenchStamps.probeSuite)/test_stamp"], swiftTesting: false,
      xunit: xunit, timeout: .seconds(60))
    guard let stamp = BenchStamps.printed(in: probe.output) else {
      throw BenchError.didNotStart(trial.slot, probe.output)
    }
    let xctests = listing.xctests(of: module).filter { !$0.hasPrefix(BenchStamps.probeSuite + "/") }
    var runs: [(zone: String, run: TestRun)] = []
    var output = probe.output
    for zone in timeZones {
      let result = try launcher.run(
        module: module, xctests: xctests, swiftTesting: listing.hasSwiftTests(in: module),
        xunit: xunit, timeout: trial.timeout, timeZone: zone)
      output += result.output
      runs.append(
        (
          zone,
          SwiftTestRunner(scratchPath: scratch).parse(
            result, xunit: nil, testingXUnit: xunit, module: module, package: folder,
            testsFolder: testFolder(trial.slot))
        ))
      // A run stopped by its limit says what it can; a second would only wait as long.
      if result.timedOut { break }
    }
    let run = renamed(TestRun.merging(runs), slot: trial.slot)
    return SlotRun(testRun: run, stamp: stamp, output: output)
  }
}

/// Why a bench could not give a verdict.
enum BenchError: Error, CustomStringConvertible {
  case buildFailed(String)
  case buildTimedOut(String)
  case stale(String, String)
  case didNotStart(String, String)

  var description: String {
    switch self {
    case .buildFailed(let output):
      "the judge's build failed with no error it could pin on a trial; its output ended:\n\(output)"
    case .buildTimedOut(let output):
      "the judge's build took longer than its time limit; its output ended:\n\(output)"
    case .stale(let slot, let output):
      "trial \(slot) ran code other than the files it was built from, twice; its output ended:\n\(TestRun.tail(output))"
    case .didNotStart(let slot, let output):
      "the tests of trial \(slot) did not start; their output ended:\n\(TestRun.tail(output))"
    }
  }
}
