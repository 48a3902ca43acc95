import Foundation

extension Bench {
  /// One trial's runs (one for each version of a schema, by its slot), the stamps it
  /// printed, and its whole output.
  struct SlotRun {
    var runs: [String: TestRun]
    var stamp: String?
    var output: String
  }

  /// Runs `trial` from the built binary: its probe first (the stamps), then its tests in
  /// each of ``timeZones`` (UTC alone when its files read no zone, ``TimeZoneReaders``),
  /// merged into one run with the exercise's own module names.
  func run(_ trial: Trial, launcher: TrialLauncher, listing: TrialLauncher.Listing) throws
    -> SlotRun
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
    let xctests = listing.xctests(of: module).filter {
      !$0.hasPrefix(BenchStamps.probeSuite + "/")
    }
    var output = probe.output
    // A trial whose files read no zone gives the same run in every zone: UTC alone.
    let zones =
      TimeZoneReaders.mayRead(trial.sources.merging(trial.tests) { $1 })
      ? timeZones : Array(timeZones.prefix(1))
    let versions: [(slot: String, environment: [String: String])] =
      trial.variants.isEmpty
      ? [(trial.slot, [:])]
      : trial.variants.enumerated().map {
        ($0.element, [VariantSchema.environmentKey: String($0.offset)])
      }
    var byVersion: [String: TestRun] = [:]
    for version in versions {
      var runs: [(zone: String, run: TestRun)] = []
      for zone in zones {
        let result = try launcher.run(
          module: module, xctests: xctests, swiftTesting: listing.hasSwiftTests(in: module),
          xunit: xunit, timeout: trial.timeout,
          environment: version.environment.merging(["TZ": zone]) { $1 })
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
      byVersion[version.slot] = renamed(TestRun.merging(runs), trial: trial.slot)
    }
    return SlotRun(runs: byVersion, stamp: stamp, output: output)
  }

  /// `run` with its messages' module names put back to the exercise's own.
  private func renamed(_ run: TestRun, trial: String) -> TestRun {
    let rename = { (text: String) in self.renamed(text, trial: trial) }
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
}
