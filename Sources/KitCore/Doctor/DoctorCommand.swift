import Foundation

/// `kit doctor [--skip-build]`: the pre-flight an attendee runs before the workshop. Each
/// line is ok, or says what to do: the Swift toolchain, git, free disk, a build of the
/// first exercise (which also builds the kit's libraries, so the first check of the day is
/// quick), and the room, when one is set.
struct DoctorCommand: KitCommand, Equatable {
  static let skipBuild: CommandOption<Bool> = .flag(
    "--skip-build", help: "leaves the build of the first exercise out")
  static let warm: CommandOption<String?> = .word(
    "--warm", "NN,NN", takes: "exercise ids separated by commas, or all",
    help: """
      the day before a workshop, on every machine: builds these exercises (the agenda's) in
      both modes, their packages and the benches that judge test-first work, with a progress
      line, and says how long it took
      """)
  static let declaration = CommandDeclaration(
    name: "doctor", options: [skipBuild, warm],
    summary: "before the workshop: is this machine ready?",
    about: """
      The pre-flight to run before a workshop: the Swift toolchain (\(minimumSwift.0).\(minimumSwift.1)
      or later), git, free disk (about \(neededBytes >> 30) GB), a build of the first exercise
      in the scratch folder every check shares (so the first check of the day is quick), and
      the room, when kit share has one. Each line is ok, or says what to do. With --warm,
      every exercise of the day's agenda is built in both modes instead of the first one.
      """,
    exits: "Exits 0 when everything is ok, 1 otherwise.")

  /// The oldest Swift the kit's `Package.swift` accepts.
  static let minimumSwift = (6, 2)
  /// About what the kit's builds take on disk: the shared scratch folder, the root's
  /// `.build`, and a verify's workers.
  static let neededBytes: Int64 = 3 << 30

  /// Whether to build the first exercise.
  var build: Bool
  /// `--warm`: the exercises to build in both modes instead, as given.
  var warmed: String?
  var probe = DoctorProbe.machine

  /// Two doctors are the same when they read the same line, whichever machine they probe.
  static func == (lhs: DoctorCommand, rhs: DoctorCommand) -> Bool {
    lhs.build == rhs.build && lhs.warmed == rhs.warmed
  }

  func run(_ context: CommandContext) throws(KitFailure) -> ExitCode {
    let exercises = try warmed.map { word throws(KitFailure) in
      try DoctorWarmUp.exercises(word, in: context.manifest)
    }
    let writer = context.writer
    writer.write("kit doctor: is this machine ready for the workshop?\n\n")
    var findings: [DoctorFinding] = []
    for check in [swift, git, disk] {
      let finding = check(context.root)
      writer.write(finding.line)
      findings.append(finding)
    }
    let buildFinding: DoctorFinding
    switch (build, findings[0].mark == .ok, exercises) {
    case (false, _, _):
      buildFinding = .skipped(
        "build", "left out (--skip-build); kit doctor builds the first exercise")
    case (true, false, _): buildFinding = .skipped("build", "needs Swift first")
    case (true, true, nil): buildFinding = firstExercise(context)
    case (true, true, let exercises?):
      buildFinding = DoctorWarmUp(context: context, probe: probe, exercises: exercises).run()
    }
    writer.write(buildFinding.line)
    let roomFinding = room(context.root)
    writer.write(roomFinding.line)
    findings += [buildFinding, roomFinding]
    let problems = findings.filter { $0.mark == .problem }.count
    writer.write(
      problems == 0
        ? "\nReady. Start with kit check (or kit watch).\n"
        : "\n\(problems) thing\(problems == 1 ? "" : "s") to fix before the workshop (above).\n")
    return problems == 0 ? .success : .verificationFailed
  }

  func swift(_ root: URL) -> DoctorFinding {
    guard let result = probe.run(["swift", "--version"], root, .seconds(60)), result.status == 0
    else {
      return .problem(
        "swift", "not found: install Swift 6.2 or later from https://www.swift.org/install")
    }
    let text = result.text + result.errors
    guard let version = Self.version(in: text, after: "Swift version ") else {
      return .problem("swift", "could not read its version from: \(PlainText.cut(text, 80))")
    }
    let (major, minor) = Self.minimumSwift
    guard (version.0, version.1) >= (major, minor) else {
      return .problem(
        "swift",
        "\(version.text) is too old: the kit needs \(major).\(minor) or later "
          + "(https://www.swift.org/install)")
    }
    return .ok("swift", "Swift \(version.text)")
  }

  func git(_ root: URL) -> DoctorFinding {
    guard let result = probe.run(["git", "--version"], root, .seconds(30)), result.status == 0,
      let version = Self.version(in: result.text, after: "git version ")
    else {
      return .problem(
        "git", "not found: install git (apt install git, or xcode-select --install on a Mac)")
    }
    return .ok("git", "git \(version.text)")
  }

  func disk(_ root: URL) -> DoctorFinding {
    guard let free = probe.freeBytes(root) else {
      return .skipped("disk", "could not tell how much is free")
    }
    let shown = String(format: "%.1f GB free", Double(free) / 1e9)
    guard free >= Self.neededBytes else {
      return .problem(
        "disk",
        "only \(shown) here; the builds need about \(Self.neededBytes >> 30) GB: make room")
    }
    return .ok("disk", shown)
  }

  /// Builds the first exercise and its tests in the scratch folder checks share, holding
  /// `.tddkit/lock` as a check would.
  func firstExercise(_ context: CommandContext) -> DoctorFinding {
    let root = context.root
    guard let first = context.manifest.exercises.first else {
      return .skipped("build", "the manifest has no exercise")
    }
    let package = root.appending(path: KitPaths.exercise(first.folder))
    let scratch = root.appending(path: KitPaths.scratch)
    var finding = DoctorFinding.skipped("build", "")
    let started = Date()
    context.writer.write("  …   build      \(first.folder) (the first time: a few minutes)…\n")
    _ = context.kit.reporting { () throws(KitFailure) in
      try context.kit.withLock { () throws(KitFailure) in
        SwiftTestRunner(scratchPath: scratch).forgetOtherPackagesPlan(package)
        if let error = buildError(package, in: scratch, root: root) {
          finding = .problem(
            "build",
            "\(first.folder) did not build\(error); run kit check \(first.id) to see why, and "
              + "show your instructor")
        } else {
          let seconds = Int(Date().timeIntervalSince(started).rounded())
          finding = .ok(
            "build", "\(first.folder) built in \(seconds) s; the first check will be quick")
        }
        return .success
      }
    }
    return finding
  }

  /// `nil` when `package` and its tests built in `scratch` with `flags`; otherwise its
  /// first error, after a colon (or nothing, when it printed none).
  func buildError(_ package: URL, in scratch: URL, root: URL, flags: [String] = []) -> String? {
    let result = probe.run(
      ["swift", "build", "--build-tests", "--package-path", package.path] + flags
        + SharedModuleCache.arguments(scratch: scratch), root, .seconds(1800))
    guard let result, result.succeeded else {
      let output = (result?.text ?? "") + (result?.errors ?? "")
      let error = output.split(separator: "\n").first { $0.contains("error:") }
      return error.map { ": \(PlainText.cut(String($0), 160))" } ?? ""
    }
    return nil
  }

  /// The room `kit share` remembers, asked for the learner's ref.
  func room(_ root: URL) -> DoctorFinding {
    let settings = RoomSettings.load(root: root).settings
    guard let room = settings.room else {
      return .skipped("room", "none set yet: kit share --room URL when your instructor gives it")
    }
    let ref = settings.name.map { LearnerName.refPrefix + $0 } ?? "HEAD"
    guard let result = probe.run(["git", "ls-remote", room, ref], root, .seconds(30)),
      result.succeeded
    else {
      return .problem(
        "room",
        "could not reach \(RoomURL.shown(room)): check the network (a VPN, a proxy) and the URL")
    }
    return .ok(
      "room",
      "\(RoomURL.shown(room)) answers" + (settings.name.map { " (you share as \($0))" } ?? ""))
  }

  /// `6.3.1` after `marker` in `text`, as numbers and as written.
  static func version(in text: String, after marker: String) -> (Int, Int, text: String)? {
    guard let start = text.range(of: marker) else { return nil }
    let written = text[start.upperBound...].prefix { $0.isNumber || $0 == "." }
    let parts = written.split(separator: ".").compactMap { Int($0) }
    guard parts.count >= 2 else { return nil }
    return (parts[0], parts[1], String(written))
  }
}

extension DoctorCommand {
  /// Reads the words after the command's name.
  init(_ line: ParsedLine) throws(UsageError) {
    guard line.positionals.isEmpty else {
      throw UsageError(
        "kit doctor takes no exercise: it builds the first one (--warm NN,NN builds those)")
    }
    build = !line[Self.skipBuild]
    warmed = line[Self.warm]
  }
}
