import Foundation

/// `kit room URL --learner NAME --rejudge NN`: the learner's shared tests and code of NN
/// (`kit share --with-code`) judged on the instructor's machine, so the room's word need
/// not rest on files a learner can edit.
///
/// It knows nothing of how the kit judges: it lays the learner's part of the shared folder
/// (``RejudgeCopy/isLearners(_:of:mode:)``) into a scratch copy of the kit (``RejudgeCopy``),
/// in a sandbox (``RejudgeSandbox``) or, told `--trust-code`, as the instructor, runs that copy's own `kit check NN --json` as a process
/// (`kit start NN --test-first` first, for a learner who works NN test-first), and compares
/// the JSON with what the learner shared.
struct Rejudge {
  let root: URL
  let manifest: Manifest
  let writer: any OutputWriter
  let repository: RoomRepository
  /// The `kit` to run in the copy; `nil` builds the copy's own (`swift build --product
  /// kit` there, once; kept between rejudges). `TDDKIT_REJUDGE_KIT` names one instead.
  var kit: URL?
  var timeout: Duration = .seconds(1800)
  /// `--trust-code`: run the learner's code as the instructor where no sandbox can be made.
  var trustCode = false
  /// Whether this machine can make a ``RejudgeSandbox``; a test says no.
  var canSandbox: @Sendable () -> Bool = RejudgeSandbox.isAvailable

  func run(_ learner: RoomLearner, exercise key: String, json: Bool) throws(KitFailure)
    -> ExitCode
  {
    do {
      let verdict = try judge(learner, key)
      writer.write(json ? verdict.json() : verdict.text())
      return verdict.agrees ? .success : .verificationFailed
    } catch {
      throw .error(PlainText.safe(error.description), code: error.exitCode)
    }
  }

  func judge(_ learner: RoomLearner, _ key: String) throws(RejudgeError) -> RejudgeVerdict {
    guard let exercise = manifest.exercise(key) else { throw .unknownExercise(key) }
    let files = try sharedFiles(of: learner, exercise)
    guard !files.isEmpty else { throw .noCode(name: learner.name) }
    let contained = canSandbox()
    guard contained || trustCode else { throw .noSandbox }
    let copy = RejudgeCopy(root: root)
    let head = try copy.prepare()
    let record = learner.shared.document.progress.exercises.first { $0.id == exercise.id }
    let sandbox =
      contained
      ? RejudgeSandbox.around(copy: copy.folder, root: root, also: kit.map { [$0] } ?? []) : nil
    writer.writeError(announcement(learner.name, exercise, copy: copy, sandboxed: contained))
    let program = try kitProgram(in: copy, sandbox)
    if record?.mode == .testFirst {
      _ = try runKit(program, ["start", exercise.id, "--test-first"], in: copy, sandbox)
    }
    try copy.lay(
      files.filter { RejudgeCopy.isLearners($0.key, of: exercise, mode: record?.mode) },
      in: exercise.folder)
    let checked = try runKit(program, ["check", exercise.id, "--json"], in: copy, sandbox)
    let report: RejudgeVerdict.Check
    do {
      report = try JSONDecoder().decode(RejudgeVerdict.Check.self, from: checked.output)
    } catch {
      throw .unreadable(PlainText.cut(checked.lastError, 200))
    }
    let shared = learner.lights[exercise.id].flatMap { $0.count > 0 ? $0.light($0.count - 1) : nil }
    return RejudgeVerdict(
      learner: learner.name, exercise: exercise.id, commit: learner.shared.commit, kit: head,
      here: report, sharedStatus: record?.status, sharedGreen: record?.testsGreen,
      sharedTotal: record?.testsTotal, sharedVerdicts: shared?.verdicts ?? [:])
  }

  /// The learner's files of `exercise` in their shared commit, by path in the exercise's
  /// folder; a path that could leave the folder, a link, or a submodule is left out.
  private func sharedFiles(of learner: RoomLearner, _ exercise: Exercise) throws(RejudgeError)
    -> [String: Data]
  {
    let prefix = "code/\(KitPaths.exercise(exercise.folder))/"
    let git = Git(directory: repository.folder, timeout: .seconds(60))
    guard
      let listed = try? git.run([
        "--git-dir", repository.folder.path, "ls-tree", "-r", "-z", learner.shared.commit, "--",
        prefix,
      ]), listed.succeeded
    else { throw .tool("git ls-tree", "the room's copy lacks the learner's commit; fetch again") }
    var wanted: [(path: String, blob: String)] = []
    for entry in listed.output.split(separator: 0) {
      let line = String(decoding: entry, as: UTF8.self)
      guard let tab = line.firstIndex(of: "\t") else { continue }
      let fields = line[..<tab].split(separator: " ")
      let path = String(line[line.index(after: tab)...].dropFirst(prefix.count))
      guard fields.count == 3, fields[1] == "blob", ["100644", "100755"].contains(fields[0]),
        RejudgeCopy.isSafe(path)
      else { continue }
      wanted.append((path, String(fields[2])))
    }
    var files: [String: Data] = [:]
    for (path, blob) in wanted {
      guard
        let content = try? git.run(["--git-dir", repository.folder.path, "cat-file", "blob", blob]),
        content.succeeded
      else { throw .tool("git cat-file", "blob \(blob) is missing") }
      files[path] = content.output
    }
    return files
  }

  /// What is about to run, and where, said before anything runs.
  private func announcement(
    _ name: String, _ exercise: Exercise, copy: RejudgeCopy, sandboxed: Bool
  ) -> String {
    "Rejudging runs \(PlainText.safe(name))'s shared code of \(exercise.id) (their Sources, "
      + "and only the test files the exercise has them write: the kit's own tests, not "
      + "theirs) with this kit's HEAD, in \(copy.folder.path).\n"
      + (sandboxed
        ? "It runs apart (Linux namespaces: unshare --user --net --mount): no network, "
          + "nothing of your home folder, this kit or the temporary folders but that copy, "
          + "and the rest of the system read-only.\n"
        : "It runs as you, with your network and your files (--trust-code): only for "
          + "code you trust.\n")
  }

  /// The kit to run in the copy: the one named, or the copy's own, built once.
  private func kitProgram(in copy: RejudgeCopy, _ sandbox: RejudgeSandbox?)
    throws(RejudgeError) -> URL
  {
    if let kit { return kit }
    let built = copy.builtKit
    writer.writeError(copy.buildingNote)
    let build = ["swift", "build", "--product", "kit"]
    let result = try? CapturedProcess.run(
      sandbox?.wrap(build) ?? build, in: copy.folder, timeout: timeout)
    guard let result, result.succeeded else {
      throw .tool("swift build --product kit", result?.lastError ?? "could not start swift")
    }
    return built
  }

  private func runKit(
    _ program: URL, _ arguments: [String], in copy: RejudgeCopy, _ sandbox: RejudgeSandbox?
  ) throws(RejudgeError) -> CapturedProcess.Result {
    var environment = ProcessInfo.processInfo.environment
    environment["TDDKIT_PREPARE"] = "0"
    environment["NO_COLOR"] = "1"
    guard
      let result = try? CapturedProcess.run(
        sandbox?.wrap([program.path] + arguments) ?? [program.path] + arguments, in: copy.folder,
        environment: environment, timeout: timeout)
    else { throw .tool("kit \(arguments[0])", "could not start \(program.path)") }
    guard [0, 1].contains(result.status), !result.timedOut else {
      throw .tool("kit \(arguments.joined(separator: " "))", PlainText.cut(result.lastError, 300))
    }
    return result
  }
}
