import Foundation

/// One exercise's bench: a generated package under `.build/tddkit/bench/<folder>` that
/// holds every trial the judge may run, built by one `swift build` and run from one
/// binary.
///
/// A trial is some tests (the learner's test file cut at a stage, the kit's tests) under
/// some code (the reference at a stage's end, the code before it, a chaff, the learner's
/// own). Each code is a module of its own, each trial a test module compiled against one of
/// them under the exercise's own module name (``BenchManifest``). So a check builds every
/// trial it needs at once, on every core, recompiling only what changed, and starts each
/// trial's tests in a process of its own (``TrialLauncher``) instead of a `swift test` of
/// its own.
///
/// Slots a check does not use keep their code and get an empty test module, so the package
/// stays the same and SwiftPM keeps its plan. Every file a trial is built from is stamped
/// (``BenchStamps``): a trial whose run does not print the stamps of the files this check
/// wrote is built afresh, and a verdict never comes from a stale build.
struct Bench {
  let kitRoot: URL
  let exercise: Exercise
  let folder: URL
  let scratch: URL
  private(set) var manifest: BenchManifest
  /// How long one build may take: a cold one compiles the kit's libraries.
  var buildTimeout: Duration = .seconds(1200)
  /// What every build of a bench adds to `swift build --build-tests`, wherever it runs (a
  /// check, the background, `kit doctor --warm`, verify, the corpus): no debug information.
  /// Nobody opens a bench in a debugger, and its verdicts read only what the tests print
  /// (names, messages, `#file` and `#line`, which the macros and default arguments spell).
  /// The index store stays: SwiftPM on Linux finds XCTest tests through it. The same flags
  /// everywhere, so that one build's objects serve the next.
  static let buildFlags = ["-Xswiftc", "-gnone"]
  /// The time zones every trial runs in: UTC, where most CI machines are, and far from it
  /// on either side of the date line. A verdict must not depend on where the machine is:
  /// a test that fails in any zone fails, and a mistake is caught only when it is caught
  /// in every zone (``MutantVerdict``). UTC comes first: a trial whose files read no zone
  /// runs there alone.
  var timeZones = ["UTC", "Pacific/Auckland", "America/Los_Angeles"]
  /// Whether a new kit clears the bench's slots: a check's idle slots keep their code,
  /// which another kit's libraries may no longer compile; verify lays out every slot each
  /// time, so it keeps its objects and rebuilds only what changed.
  var clearsForANewKit = true
  /// Whether each run's package holds only the slots that run builds. A check's bench
  /// keeps every slot, its package the same from one check to the next, so SwiftPM keeps its
  /// plan and an idle slot keeps its objects; a bench built once for one run (the fairness
  /// corpus: many learners' files, a copy of the trials each) would compile an empty module
  /// for every slot the run leaves out, and the code of every slot a schema stands in for,
  /// most of its build.
  var runsOnlyItsSlots = false
  /// Told what the bench is doing, for a progress line: building, then each trial run.
  var progress: (@Sendable (String) -> Void)?

  /// A bench in `.build/tddkit/<kind>/<folder>` with `trials` (each with the code slot it
  /// is compiled against), built in `scratch` (by default the checks' bench scratch folder,
  /// shared by every exercise's bench).
  init(
    kitRoot: URL, exercise: Exercise, trials: [(trial: String, code: String)],
    kind: String = "bench", scratch: URL? = nil
  ) {
    self.kitRoot = kitRoot
    self.exercise = exercise
    folder = kitRoot.appending(path: KitPaths.bench(kind, exercise.folder))
    self.scratch = scratch ?? kitRoot.appending(path: KitPaths.benchScratch)
    let exerciseManifest = kitRoot.appending(
      path: "\(KitPaths.exercise(exercise.folder))/Package.swift")
    manifest = BenchManifest(
      module: exercise.module, kitRoot: kitRoot.standardizedFileURL.path, trials: trials,
      products: BenchManifest.products(
        inManifest: (try? String(contentsOf: exerciseManifest, encoding: .utf8)) ?? ""))
  }

  /// One trial: its slot, the code (`Sources/<Module>/…`) of its code slot, and the tests
  /// (`Tests/<Module>Tests/…`) it is built from, paths as in the exercise's package.
  /// Trials of one run that share a code slot give it the same code.
  struct Trial: Sendable {
    var slot: String
    var sources: FileTree
    var tests: FileTree
    var timeout: Duration
    /// The slots of the schemas (``VariantSchema``) this trial may share with the other
    /// trials of the run that name the same slots and have the same tests: one test module
    /// compiled once, each trial's code one run of it. Several slots, for several families
    /// of code: a stage's end and the finished solution declare different things, and each
    /// has chaffs of its own.
    var schemas: [String] = []
    /// In a schema's own trial: the slots of the trials it holds, in the schema's order.
    var variants: [String] = []
    /// In a schema's own trial: its code, which knows where each version's branches stand.
    var schema: VariantSchema?
    /// The slots of this trial (its own, or its schema's versions') whose tests run once more
    /// each in a process of its own, their runs under ``Bench/apartKey(_:)``: the reference
    /// of a stage of two tests or more, where a test may pass only beside another.
    var apart: Set<String> = []

    /// The trials of this schema whose branches (or branched bodies) hold `errors`, paths
    /// as the exercise has them (`Sources/<Module>/…`), or `nil` when one of them stands
    /// where no version differs (a declaration): every trial's then.
    func variants(breaking errors: [CompileError], module: String) -> Set<String>? {
      guard let schema else { return nil }
      var slots: Set<String> = []
      for error in errors {
        let path = String(error.file.dropFirst("Sources/\(module)/".count))
        guard let versions = schema.versions(atLine: error.line, in: path) else { return nil }
        slots.formUnion(versions.map { variants[$0] })
      }
      return slots
    }

    /// This trial in a slot of its own, sharing no schema.
    var alone: Trial {
      var trial = self
      trial.schemas = []
      return trial
    }
  }

  /// Builds and runs `trials`, each in its slot; returns each trial's run by slot. A
  /// trial whose tests or code do not compile gets a run with the compiler's errors,
  /// naming the exercise's own paths. `idleCode` gives the code of a code slot no trial
  /// uses, the first time it is laid out.
  func run(_ trials: [Trial], idleCode: (String) throws -> FileTree?) throws -> [String: TestRun] {
    // The build `kit start` or `kit next` began in the background goes on to its end: this
    // run starts from what it built.
    BackgroundBuild(root: kitRoot).adopt(scratch: scratch, package: folder)
    var planned = merged(trials)
    var results: [String: TestRun] = [:]
    var narrowed = false
    while true {
      results.merge(try only(planned).runOnce(planned, idleCode: idleCode)) { $1 }
      // A schema whose code does not compile (an example's literal of another type, a
      // mechanical mutant that breaks a body) is no verdict on anything. The trials whose
      // branches hold its errors run each in its own slot, where their errors are theirs;
      // the others build again as a schema. Where an error names no branch, or a narrowed
      // schema fails again, every trial of it runs alone.
      var kept: [Trial] = []
      var apart: [Trial] = []
      for schema in planned where !schema.variants.isEmpty {
        guard let run = results.removeValue(forKey: schema.slot) else { continue }
        let codeErrors = run.compileErrors.filter { $0.file.hasPrefix("Sources/") }
        guard !codeErrors.isEmpty else {
          // The tests do not compile against code that declares what every version does.
          for slot in schema.variants { results[slot] = run }
          continue
        }
        let members = trials.filter { schema.variants.contains($0.slot) }
        let breaking =
          narrowed ? nil : schema.variants(breaking: codeErrors, module: exercise.module)
        for member in members {
          if let breaking, !breaking.contains(member.slot) {
            kept.append(member)
          } else {
            apart.append(member.alone)
          }
        }
      }
      guard !kept.isEmpty || !apart.isEmpty else { return results }
      progress?(
        "a schema did not compile: \(apart.count) of its trials run each in its own slot"
          + (kept.isEmpty ? "" : ", \(kept.count) in a schema again"))
      narrowed = true
      planned = merged(kept) + apart
    }
  }

  /// The bench a run of `trials` builds: this one, or, when it ``runsOnlyItsSlots``, the
  /// same folder and scratch with a package of just those trials' slots, and one code
  /// module for each code they run: the corpus's learners judged on one stage share its
  /// schemas' code (02: 9 codes for 20 slots).
  func only(_ trials: [Trial]) -> Bench {
    guard runsOnlyItsSlots else { return self }
    var bench = self
    var codeSlots: [String: String] = [:]
    bench.manifest.trials = trials.compactMap { trial in
      guard let slot = manifest.code(of: trial.slot) else { return nil }
      var code = ContentDigest()
      code.add(files: Self.files(trial.sources, under: "Sources/\(exercise.module)/"))
      if codeSlots[code.hex] == nil { codeSlots[code.hex] = slot }
      return (trial.slot, codeSlots[code.hex] ?? slot)
    }
    return bench
  }

  /// `trials`, with those that name the same schema slots and have the same tests, in
  /// families whose code fits one base's (``VariantSchema/fits(_:with:)``), each family of
  /// two or more as one trial in a schema slot, the largest family first.
  func merged(_ trials: [Trial]) -> [Trial] {
    var result: [Trial] = []
    var groups: [[String]: [Trial]] = [:]
    for trial in trials {
      guard !trial.schemas.isEmpty else {
        result.append(trial)
        continue
      }
      groups[trial.schemas, default: []].append(trial)
    }
    let prefix = "Sources/\(exercise.module)/"
    let code = { (trial: Trial) in Self.files(trial.sources, under: prefix) }
    for (slots, group) in groups.sorted(by: { $0.key.joined() < $1.key.joined() }) {
      var families: [String: [Trial]] = [:]
      var order: [String] = []
      for trial in group {
        var key = ContentDigest()
        key.add(files: trial.tests)
        key.add(VariantSchema.signature(of: code(trial)))
        if families[key.hex] == nil { order.append(key.hex) }
        families[key.hex, default: []].append(trial)
      }
      // The largest first; among equals, the one whose first trial came first.
      var left = order.map { families[$0]! }.sorted { $0.count > $1.count }
      for slot in slots {
        guard let family = left.first, family.count > 1,
          let schema = VariantSchema(family.map(code))
        else { break }
        var sources = family[0].sources.filter { !$0.key.hasPrefix(prefix) }
        for (path, data) in schema.files { sources[prefix + path] = data }
        var merged = Trial(
          slot: slot, sources: sources, tests: family[0].tests,
          timeout: family.map(\.timeout).max() ?? family[0].timeout,
          variants: family.map(\.slot), schema: schema)
        merged.apart = Set(family.flatMap(\.apart))
        result.append(merged)
        left.removeFirst()
      }
      result += left.joined().map(\.alone)
    }
    return result
  }

  /// Builds and runs `trials` once, each in its own slot.
  private func runOnce(_ trials: [Trial], idleCode: (String) throws -> FileTree?) throws
    -> [String: TestRun]
  {
    let expected = try lay(trials, idleCode: idleCode)
    var results: [String: TestRun] = [:]
    var building = Set(trials.map(\.slot))
    progress?("building \(trials.count) trial\(trials.count == 1 ? "" : "s")")
    try build(failing: &results, building: &building)
    let launcher = TrialLauncher(binary: binary, folder: folder)
    let ready = trials.filter { building.contains($0.slot) }
    var runs = try self.runs(ready, launcher: launcher, listing: try launcher.list())
    let stale = ready.filter { runs[$0.slot]?.stamp != expected[$0.slot] }
    if !stale.isEmpty {
      // Stale: build those slots from every file afresh, once, and believe only that.
      let names = stale.map(\.slot).joined(separator: ", ")
      progress?("rebuilding trials \(names): their runs were not of the files they were built from")
      for trial in stale { try touch(trial.slot) }
      try build(failing: &results, building: &building)
      let again = stale.filter { building.contains($0.slot) }
      runs.merge(try self.runs(again, launcher: launcher, listing: try launcher.list())) { $1 }
      for trial in again where runs[trial.slot]?.stamp != expected[trial.slot] {
        throw BenchError.stale(trial.slot, runs[trial.slot]?.output ?? "")
      }
    }
    for trial in ready { results.merge(runs[trial.slot]?.runs ?? [:]) { $1 } }
    return results
  }

  /// The key of `slot`'s run with each test on its own (``Trial/apart``).
  static func apartKey(_ slot: String) -> String { slot + "#apart" }

  static let codeStampFile = "TDDKitCodeStamps.swift"
  static let probeFile = "TDDKitStampProbe.swift"
  static let idleFile = "TDDKitIdle.swift"
  /// The file in a check's bench folder that lists the slots its package holds.
  static let slotsFile = "slots"

  func codeFolder(_ code: String) -> URL { folder.appending(path: "Code/\(code)") }
  func testFolder(_ trial: String) -> URL { folder.appending(path: "Trials/\(trial)") }

  var binary: URL {
    scratch.appending(path: "debug/\(BenchManifest.packageName)PackageTests.xctest")
  }

  /// `text` with a trial's module names, which values print with their type's module
  /// (`ItemManagement_end3.ToDoItem(…)`), put back to the exercise's own, as the learner's
  /// run and the manifest's recorded reds print them.
  func renamed(_ text: String, trial: String) -> String {
    var names = [(manifest.testTarget(trial), "\(exercise.module)Tests")]
    if let code = manifest.code(of: trial) {
      names.append((manifest.codeTarget(code), exercise.module))
    }
    return names.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
  }
}

/// Why a bench could not give a verdict.
enum BenchError: Error, CustomStringConvertible {
  case buildFailed(String)
  case buildTimedOut(String)
  case stale(String, String)
  case didNotStart(String, String)
  case codeDiffers(String)

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
    case .codeDiffers(let code):
      "two trials of one run gave the code slot \(code) different code"
    }
  }
}
