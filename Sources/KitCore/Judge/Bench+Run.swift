import Foundation
import Synchronization

extension Bench {
  /// One trial's runs (one for each version of a schema, by its slot), the stamps it
  /// printed, and its whole output.
  struct SlotRun {
    var runs: [String: TestRun]
    var stamp: String?
    var output: String
  }

  /// What one job of a run of trials does: a trial's probe, its tests on one version of its
  /// code, or those tests each on its own (``Trial/apart``).
  private enum Job {
    case probe
    case version(Int)
    case apart(Int)
  }

  /// Runs `trials` from the built binary, two processes at a time (the machine's cores,
  /// at most): each trial's probe (the stamps), then its tests for each of its versions
  /// (one, or a schema's), and for those it runs apart, each test on its own, by slot.
  func runs(_ trials: [Trial], launcher: TrialLauncher, listing: TrialLauncher.Listing) throws
    -> [String: SlotRun]
  {
    let jobs: [(trial: Trial, job: Job)] = trials.flatMap { trial in
      let slots = trial.variants.isEmpty ? [trial.slot] : trial.variants
      return [(trial, Job.probe)] + slots.indices.map { (trial, Job.version($0)) }
        + slots.indices.filter { trial.apart.contains(slots[$0]) }.map { (trial, Job.apart($0)) }
    }
    let zones = zones(of: trials)
    let done = Mutex<(runs: [String: SlotRun], failure: (any Error)?, count: Int)>(([:], nil, 0))
    let total = jobs.count
    DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
      let (trial, job) = jobs[index]
      do {
        var output = ""
        var stamp: String?
        var run: [String: TestRun] = [:]
        switch job {
        case .probe: (stamp, output) = try self.probe(trial, launcher: launcher)
        case .version(let version):
          (run, output) = try self.run(
            trial, version: version, zones: zones[trial.slot] ?? timeZones, launcher: launcher,
            listing: listing)
        case .apart(let version):
          run = try self.runApart(trial, version: version, launcher: launcher, listing: listing)
        }
        let count = done.withLock { done in
          var slot = done.runs[trial.slot] ?? SlotRun(runs: [:], stamp: nil, output: "")
          slot.runs.merge(run) { $1 }
          slot.stamp = slot.stamp ?? stamp
          if case .probe = job { slot.output = output + slot.output } else { slot.output += output }
          done.runs[trial.slot] = slot
          done.count += 1
          return done.count
        }
        progress?("ran \(count) of \(total) (\(trial.slot))")
      } catch {
        done.withLock { $0.failure = $0.failure ?? error }
      }
    }
    let result = done.withLock { $0 }
    if let failure = result.failure { throw failure }
    return result.runs
  }

  /// The zones each of `trials` runs in, by slot: every one of ``timeZones`` when its
  /// compiled code or tests call something that reads the zone (``TimeZoneReaders``), UTC
  /// alone otherwise, since such a run is the same in every zone.
  private func zones(of trials: [Trial]) -> [String: [String]] {
    let found = Mutex<[String: [String]]>([:])
    DispatchQueue.concurrentPerform(iterations: trials.count) { index in
      let slot = trials[index].slot
      var folders = [objectFolder(manifest.testTarget(slot))]
      if let code = manifest.code(of: slot) {
        folders.append(objectFolder(manifest.codeTarget(code)))
      }
      let reads = TimeZoneReaders.mayRead(objectsIn: folders)
      found.withLock { $0[slot] = reads ? timeZones : Array(timeZones.prefix(1)) }
    }
    return found.withLock { $0 }
  }

  /// Where the build keeps `target`'s object files.
  private func objectFolder(_ target: String) -> URL {
    scratch.appending(path: "debug/\(target).build")
  }

  /// The stamps `trial`'s probe prints, and its output.
  private func probe(_ trial: Trial, launcher: TrialLauncher) throws -> (String, String) {
    let own = try runFolder()
    defer { try? FileManager.default.removeItem(at: own) }
    let probe = try launcher.run(
      module: manifest.testTarget(trial.slot),
      xctests: ["\(BenchStamps.probeSuite)/test_stamp"], swiftTesting: false,
      xunit: own.appending(path: "results.xml"), timeout: .seconds(60))
    guard let stamp = BenchStamps.printed(in: probe.output) else {
      throw BenchError.didNotStart(trial.slot, probe.output)
    }
    return (stamp, probe.output)
  }

  /// The tests of `trial` on its `version`th code (its only one, or a schema's), in each of
  /// `zones`, merged into one run with the exercise's own module names, by the slot whose
  /// run it is.
  private func run(
    _ trial: Trial, version: Int, zones: [String], launcher: TrialLauncher,
    listing: TrialLauncher.Listing
  ) throws -> ([String: TestRun], String) {
    let module = manifest.testTarget(trial.slot)
    let ownFolder = try runFolder()
    defer { try? FileManager.default.removeItem(at: ownFolder) }
    let xunit = ownFolder.appending(path: "results.xml")
    let xctests = listing.xctests(of: module).filter {
      !$0.hasPrefix(BenchStamps.probeSuite + "/")
    }
    let slot = trial.variants.isEmpty ? trial.slot : trial.variants[version]
    let environment = try environment(of: trial, version: version, in: ownFolder)
    var runs: [(zone: String, run: TestRun)] = []
    var output = ""
    for zone in zones {
      let result = try launcher.run(
        module: module, xctests: xctests, swiftTesting: listing.hasSwiftTests(in: module),
        xunit: xunit, timeout: trial.timeout,
        environment: environment.merging(["TZ": zone]) { $1 })
      output += result.output
      // A test that started and never reported (a trap, an `exit`) did not pass.
      let parsed = SwiftTestRunner(scratchPath: scratch).parse(
        result, xunit: nil, testingXUnit: xunit, module: module, package: folder,
        testsFolder: testFolder(trial.slot))
      runs.append((zone, parsed.attributingUnfinished(among: listing.ids(of: module))))
      // A run stopped by its limit says what it can; a second would only wait as long.
      if result.timedOut { break }
    }
    return ([slot: renamed(TestRun.merging(runs), trial: trial.slot)], output)
  }

  /// What a run of `trial`'s `version`th code adds to the environment: its temporary
  /// folder, in `folder`, and its version.
  private func environment(of trial: Trial, version: Int, in folder: URL) throws
    -> [String: String]
  {
    // Runs go side by side: each gets a temporary folder of its own, so two tests that
    // write the same file name there cannot meet.
    let temporary = folder.appending(path: "tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    // Every run gets a version, of the same length, which the taker takes out of the
    // environment before any test runs (``VariantSchema``): no test can tell its run apart.
    return [
      "TMPDIR": temporary.path,
      VariantSchema.environmentKey: VariantSchema.environmentValue(
        trial.variants.isEmpty ? 0 : version),
    ]
  }

  /// The tests of `trial` on its `version`th code, each in a process of its own, in the
  /// first of ``timeZones``: one run, by the version's ``Bench/apartKey(_:)``. A test's
  /// process stopped by the time limit ends the run: the others would only wait as long.
  private func runApart(
    _ trial: Trial, version: Int, launcher: TrialLauncher, listing: TrialLauncher.Listing
  ) throws -> [String: TestRun] {
    let module = manifest.testTarget(trial.slot)
    let ownFolder = try runFolder()
    defer { try? FileManager.default.removeItem(at: ownFolder) }
    let xunit = ownFolder.appending(path: "results.xml")
    let slot = trial.variants.isEmpty ? trial.slot : trial.variants[version]
    let environment = try environment(of: trial, version: version, in: ownFolder).merging(
      ["TZ": timeZones[0]]) { $1 }
    let tests: [TrialLauncher.Single] =
      listing.xctests(of: module).filter { !$0.hasPrefix(BenchStamps.probeSuite + "/") }.map {
        .xctest($0)
      } + listing.swiftTesting.filter { $0.hasPrefix(module + ".") }.map { .swiftTesting($0) }
    var apart = TestRun()
    for test in tests {
      let result = try launcher.runAlone(
        test, module: module, xunit: xunit, timeout: trial.timeout, environment: environment)
      let parsed = SwiftTestRunner(scratchPath: scratch).parse(
        result, xunit: nil, testingXUnit: xunit, module: module, package: folder,
        testsFolder: testFolder(trial.slot))
      apart.outcomes.merge(
        parsed.attributingUnfinished(among: [test.runID(module: module)]).outcomes
      ) { first, _ in first }
      apart.timedOut = apart.timedOut || result.timedOut
      if result.timedOut { break }
    }
    return [Bench.apartKey(slot): renamed(apart, trial: trial.slot)]
  }

  /// The folder of one run (its Swift Testing results, its temporary files): one per run,
  /// since runs go side by side, named at random, so that its path, which a test sees in
  /// `TMPDIR` and in its arguments, says nothing of which trial or version it is.
  private func runFolder() throws -> URL {
    let url = folder.appending(path: ".results/\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// `run` with its messages' module names put back to the exercise's own, and its test
  /// ids too: a file-scope Swift Testing function's id is its module's name and its own
  /// (`DataProviderTests_s1_c5/twoSections()`), which must be the same id in every trial,
  /// and in the learner's own run, for a mistake's failures to be set against the
  /// reference's.
  private func renamed(_ run: TestRun, trial: String) -> TestRun {
    let rename = { (text: String) in self.renamed(text, trial: trial) }
    let module = manifest.testTarget(trial) + "/"
    let own = "\(exercise.module)Tests/"
    var renamed = run.renamingTests { id in
      id.hasPrefix(module) ? own + id.dropFirst(module.count) : id
    }
    let code = manifest.code(of: trial).map(manifest.codeTarget)
    let marked = { (message: String) in
      code.map { TestOutcome.printingModule(message, renamed: rename(message), module: $0) }
        ?? rename(message)
    }
    renamed.outcomes = renamed.outcomes.mapValues { outcome in
      switch outcome {
      case .failed(let messages): .failed(messages: messages.map(marked))
      case .crashed(let message): .crashed(message: rename(message))
      default: outcome
      }
    }
    renamed.outputTail = rename(run.outputTail)
    return renamed
  }
}
