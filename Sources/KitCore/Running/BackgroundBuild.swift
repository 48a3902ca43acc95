import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Builds that run on their own, at the lowest priority, while the learner does something
/// else: the next exercise's package when a check comes out green, an exercise's package
/// and its bench (``Bench``) after `kit start`, `kit next` and `kit reset`, so that the
/// first check finds them built instead of spending seconds on them.
///
/// A build is *adopted*, never killed, by the command that needs it: before a check uses
/// a scratch folder it waits for the background build of its own package there to end
/// (``adopt(scratch:package:)``), and goes on from what it built. A build that nobody will
/// use (another exercise's, in a folder a check needs) is stopped, and stopping returns
/// only once every process of its tree has ended (``ProcessTree/end(_:table:within:)``),
/// so that nothing it started is mistaken for what a killed kit left (``Leftovers``).
///
/// `.tddkit/preparing` holds one line per build: its process id, a word of its command
/// line (the scratch folder), and its package, so that a process id the system gave to
/// another program since is never signalled, and a check knows which build is its own.
public struct BackgroundBuild {
  let record: URL
  /// Where the build's processes are read: `/proc`, or `ps` where there is none.
  let table: ProcessTable

  /// One build, as the record names it.
  struct Entry: Equatable {
    var pid: pid_t
    /// A word of its command line: its last argument, the scratch folder of a real build.
    var word: String
    /// The folder after `--package-path`, or empty.
    var package: String
  }

  init(root: URL, table: ProcessTable = .system) {
    record = StateStore(root: root).folder.appending(path: "preparing")
    self.table = table
  }

  /// `swift build` of `package` and its tests in `scratch`, at the lowest priority, with
  /// `flags` (a bench's ``Bench/buildFlags``).
  static func command(package: URL, scratch: URL, flags: [String] = []) -> [String] {
    // Through `stdbuf`, as every check runs `swift`: the environment it sets is part of
    // what SwiftPM keys an evaluated manifest by (issue 31).
    ["nice", "-n", "19"] + SwiftTestRunner.lineBuffered
      + ["swift", "build", "--build-tests", "--package-path", package.path]
      + flags + SharedModuleCache.arguments(scratch: scratch)
  }

  /// Whether a kit may prepare in the background: not when `TDDKIT_PREPARE` is `0`.
  public static func isWanted(environment: [String: String]) -> Bool {
    environment["TDDKIT_PREPARE"] != "0"
  }

  /// Starts building `exercise` in the shared scratch folder. Called with `.tddkit/lock`
  /// held, so that no check is building meanwhile. With `bench`, the exercise's bench
  /// (``Bench``, laid out already) is built beside it in the bench's scratch folder, so
  /// that the first judging of the learner's tests compiles their tests, not the kit's
  /// variants.
  static func prepare(_ exercise: Exercise, root: URL, bench: Bench? = nil) {
    let scratch = root.appending(path: KitPaths.scratch)
    let package = root.appending(path: KitPaths.exercise(exercise.folder))
    let build = BackgroundBuild(root: root)
    let commands = commands(package: package, root: root, bench: bench)
    // What runs already and is not asked for ends before any plan is touched.
    build.stop { !commands.contains(where: $0.isStarted(by:)) }
    // The build must plan for this package, not reuse the plan of the one checked last.
    if !build.builds.contains(where: { $0.isStarted(by: commands[0]) }) {
      SwiftTestRunner(scratchPath: scratch).forgetOtherPackagesPlan(package)
    }
    if commands.count > 1, !build.builds.contains(where: { $0.isStarted(by: commands[1]) }) {
      let judge =
        bench.map { ($0.scratch, $0.folder) } ?? (
          root.appending(path: KitPaths.benchScratch), JudgeLibraries(root: root).folder
        )
      ScratchOwner(scratch: judge.0).claim(for: judge.1)
    }
    build.start(commands)
  }

  /// What ``prepare(_:root:bench:)`` builds: `package` in the shared scratch folder, and
  /// beside it `bench`, or, with no bench and where no bench has built them yet, the kit's
  /// libraries in the judge's scratch folder (``JudgeLibraries``, laid out here).
  static func commands(package: URL, root: URL, bench: Bench?) -> [[String]] {
    var commands = [command(package: package, scratch: root.appending(path: KitPaths.scratch))]
    if let bench {
      commands.append(
        command(package: bench.folder, scratch: bench.scratch, flags: Bench.buildFlags))
    } else {
      let libraries = JudgeLibraries(root: root)
      if !libraries.isBuilt, (try? libraries.lay()) != nil {
        commands.append(
          command(package: libraries.folder, scratch: libraries.scratch, flags: Bench.buildFlags))
      }
    }
    return commands
  }

  /// Starts each of `commands` on its own, with no input or output, unless a build started
  /// by the same command still runs, which is kept; every other build is stopped first. A
  /// build that cannot start is no error: preparing only saves time.
  func start(_ commands: [[String]]) {
    stop { entry in !commands.contains(where: entry.isStarted(by:)) }
    var entries = builds
    for command in commands where !entries.contains(where: { $0.isStarted(by: command) }) {
      let process = Process()
      process.executableURL = URL(filePath: "/usr/bin/env")
      process.arguments = command
      process.environment = SwiftTestRunner.environment
      // In the package's folder, as the check runs `swift test` there: SwiftPM keeps an
      // evaluated manifest for the folder it ran in (issue 31).
      let package = Entry(0, command).package
      if !package.isEmpty { process.currentDirectoryURL = URL(filePath: package) }
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      guard (try? process.run()) != nil else { continue }
      entries.append(Entry(process.processIdentifier, command))
    }
    write(entries)
  }

  /// The builds that run now, as the record names them.
  var builds: [Entry] {
    guard let text = try? String(contentsOf: record, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap(Entry.init(line:)).filter {
      isRunning($0.pid, word: $0.word)
    }
  }

  /// The process id of a build, while one runs.
  var running: pid_t? { builds.first?.pid }

  /// Makes ready for a command that builds `package` in `scratch`: waits for the build of
  /// that package there to end, and stops a build of another package there. Builds in
  /// other folders go on.
  func adopt(scratch: URL, package: URL) {
    let here = builds.filter { $0.word == scratch.path }
    let own = here.filter { $0.package == package.path }
    stop { entry in here.contains(entry) && !own.contains(entry) }
    guard !own.isEmpty else { return }
    var hurried = ContinuousClock.now - .seconds(1)
    while own.contains(where: { isRunning($0.pid, word: $0.word) }) {
      if hurried.duration(to: .now) >= .seconds(1) {
        hurry(own.map(\.pid))
        hurried = .now
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
    write(builds)
  }

  /// Gives `roots` and every process they started the priority of the command that now
  /// waits for them, where the system lets a process raise a priority (as root, or with a
  /// `RLIMIT_NICE` that allows it): at the lowest, on a busy machine, they would hardly
  /// run. A compiler started later inherits its parent's.
  private func hurry(_ roots: [pid_t]) {
    let now = ProcessTree.table(table)
    let tree = roots + roots.flatMap { ProcessTree.descendants(of: $0, in: now).map(\.pid) }
    #if canImport(Glibc)
      let which = __priority_which_t(PRIO_PROCESS.rawValue)
    #else
      let which = PRIO_PROCESS
    #endif
    for pid in tree {
      errno = 0
      let current = getpriority(which, id_t(pid))
      if errno == 0, current > 0 { _ = setpriority(which, id_t(pid), 0) }
    }
  }

  /// Stops every build, and returns once each one and every process it started has ended.
  func stop() {
    stop { _ in true }
  }

  /// Stops the builds that `matches`, whole (``ProcessTree/end(_:table:within:)``): a
  /// compiler writes its output whole or not at all, and the build database keeps only
  /// finished steps, so the next build goes on from there.
  func stop(where matches: (Entry) -> Bool) {
    let all = builds
    let stopping = all.filter(matches)
    if !stopping.isEmpty {
      ProcessTree.end(stopping.map(\.pid), table: table, within: .seconds(30))
    }
    write(all.filter { !stopping.contains($0) })
  }

  /// Keeps `entries` in the record; none: no record.
  private func write(_ entries: [Entry]) {
    guard !entries.isEmpty else {
      try? FileManager.default.removeItem(at: record)
      return
    }
    try? FileManager.default.createDirectory(
      at: record.deletingLastPathComponent(), withIntermediateDirectories: true)
    let text = entries.map { "\($0.pid)\t\($0.word)\t\($0.package)\n" }.joined()
    try? Data(text.utf8).write(to: record, options: .atomic)
  }

  /// Alive, not a zombie, and with `word` in its command line (as the process table shows
  /// it: `/proc`, or `ps`).
  private func isRunning(_ pid: pid_t, word: String) -> Bool {
    guard kill(pid, 0) == 0 else { return false }
    guard let row = table.row(pid) else { return true }
    if row.isZombie { return false }
    guard !word.isEmpty else { return true }
    return Self.commandLine(row.command, holds: word)
  }

  /// Whether a command line may be the build's: one with `word` in it, or one that cannot
  /// be told. A process in the middle of `exec` (as `env` becomes `swift`) shows an empty
  /// command line for a moment; a process id the system gave to another program shows
  /// that program's.
  static func commandLine(_ command: String, holds word: String) -> Bool {
    command.isEmpty || command.contains(word)
  }
}

extension BackgroundBuild.Entry {
  init(_ pid: pid_t, _ command: [String]) {
    let package = command.firstIndex(of: "--package-path").flatMap {
      command.indices.contains($0 + 1) ? command[$0 + 1] : nil
    }
    self.init(pid: pid, word: command.last ?? "", package: package ?? "")
  }

  /// `4242\t/kit/.build/tddkit/scratch\t/kit/Exercises/03-…`; an older kit's
  /// `4242 word` too.
  init?(line: Substring) {
    let fields =
      line.contains("\t")
      ? line.split(separator: "\t", omittingEmptySubsequences: false)
      : line.split(separator: " ", maxSplits: 1)
    guard let first = fields.first, let pid = pid_t(first), pid > 0 else { return nil }
    self.init(
      pid: pid, word: fields.count > 1 ? String(fields[1]) : "",
      package: fields.count > 2 ? String(fields[2]) : "")
  }

  /// Whether `command` is the one that started this build.
  func isStarted(by command: [String]) -> Bool {
    self == Self(pid, command)
  }
}
