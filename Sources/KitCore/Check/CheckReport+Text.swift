import Foundation

/// The words of a check report, in plain text: every item with its status, then the one
/// thing to do next, so a learner never has to read a whole `swift test` log.
extension CheckReport {
  /// The report; `root` is stripped from compiler paths, `timeout` is the limit in seconds,
  /// and the Next block is wrapped at word boundaries to `width` columns when there is one.
  func text(root: String, timeout: Int, width: Int? = nil) -> String {
    var out = "\(exercise.id)  \(exercise.title)\n"
    if !compileErrors.isEmpty {
      out += "\nred: the code does not compile yet\n"
      for error in compileErrors.prefix(5) {
        // A build that failed without a compiler error line (a broken Package.swift)
        // comes as file "?" with the build's last lines as the message.
        out +=
          error.file == "?"
          ? "\(error.message)\n"
          : "  \(relative(error.file, root)):\(error.line): \(error.message)\n"
      }
      if compileErrors.count > 5 { out += "  … and \(compileErrors.count - 5) more\n" }
    }
    if timedOut {
      out += """

        stopped: the tests were still running after \(timeout) s. A test that never ends
        (an endless loop, a wait for something that never comes) is marked below; if your
        machine is just slow, raise the limit with --timeout SECONDS.

        """
    }
    if let missingResults {
      let prefix = root.hasSuffix("/") ? root : root + "/"
      out += "\nno results: \(missingResults.replacingOccurrences(of: prefix, with: ""))\n"
    }
    var stageID = ""
    for item in items {
      if item.stage.id != stageID {
        stageID = item.stage.id
        out +=
          "\n\(item.stage.title) (\(item.stage.kind.words))\n"
      }
      out += line(for: item)
    }
    out += ownTestsText()
    out += trialsText()
    out += TextWrap.wrap(nextText(root: root), width: width)
    let flagged = items.filter(\.flagged).count
    let them = flagged == 1 ? "it" : "them"
    if flagged > 0 {
      out += """

        \(flagged == 1 ? "1 test" : "\(flagged) tests") went green without kit ever seeing \(them) fail.
        Did you watch \(them) fail? A test you never saw red may not test anything. (kit sees
        only its own runs: a red seen in a bare swift test does not count here. kit watch
        catches every red as you save.)

        """
    }
    return out + "\n\(passedCount) of \(items.count) green.\n"
  }

  private func line(for item: CheckReport.Item) -> String {
    let file = item.stage.file ?? "your test file"
    switch item.status {
    case .passed:
      let mine = item.written.isEmpty ? "" : ": \(item.written.count) test(s) of yours in \(file)"
      let flag = item.flagged ? "   ← green, never seen red: did you watch it fail?" : ""
      return row("✓ passed", item.name + mine + flag)
    case .failed(let message): return row("✗ failed", item.name, message)
    case .crashed(let message): return row("✗ crashed", item.name, message)
    case .skipped(let reason):
      let quoted = reason.isEmpty ? "skipped" : "skipped (“\(reason)”)"
      return row(
        "– skipped", item.name, quoted + ": a skipped test checks nothing; remove the skip")
    case .notCompiled: return row("· not compiled", item.name)
    case .missing where item.stage.kind == .writeTheTest:
      return row("? missing", item.name, "the tests in \(file) did not run")
    case .missing:
      return row("? missing", item.name, "no test by this name ran: renamed or deleted?")
    case .notWritten: return row("✗ not written", item.name, "write at least one test in \(file)")
    case .notStarted:
      return row("· not run", item.name, "the run ended before this test started")
    case .notReached:
      return row("· not run", item.name, "Swift Testing crashed in another test first")
    case .changed:
      return row(
        "≠ changed", item.name,
        "changed from the kit's version; kit reset \(exercise.id) --tests puts the given tests "
          + "back and leaves your code alone")
    case .shadowed:
      return row("≠ not judged", item.name, "it passed, but with a test framework's name of yours")
    case .unproven:
      return row("✗ not proven", item.name, "your tests pass, but see below what they let through")
    case .noResult:
      return row("· no result", item.name, "this run left no result for it (see above)")
    case .stopped(finished: true):
      return row("… no result", item.name, "it ended, but the run was stopped before its result")
    case .stopped(finished: false):
      return row("… did not end", item.name, "still running, or yet to start, when stopped")
    }
  }

  /// How the learner's tests fared against the planted mistakes, stage by stage.
  private func trialsText() -> String {
    let trials = items.compactMap(\.trial)
    // Only a stage whose tests the learner writes is ever tried (``stagesToTry``): a
    // promise of a trial for any other would never be kept.
    let untried = exercise.stages.filter { stage in
      stage.kind.learnerWritesTests && !exercise.mutants(aimedAt: stage).isEmpty
        && !trials.contains { $0.stage == stage.id }
    }
    guard !trials.isEmpty || !untried.isEmpty else { return "" }
    var out = "\nYour tests against planted mistakes (mutants):\n"
    for trial in trials {
      let total = trial.verdicts.count
      let caught = trial.verdicts.filter(\.isKilled)
      out += "  stage \(trial.stage): caught \(caught.count) of \(total)"
      out +=
        trial.reused
        ? " (your tests are unchanged since the last check)\n"
        : String(format: " (%.1f s)\n", trial.seconds)
      if let error = trial.solutionCompileError {
        out += "    ✗ your tests do not compile against the reference solution: \(error)\n"
      }
      for (test, message) in trial.failingOnSolution.sorted(by: { $0.key < $1.key }) {
        out +=
          "    ✗ \(test) fails on the reference solution too: “\(FailureSummary.oneLine(message))”\n"
        out +=
          "      It tests something the stage did not ask for, so it cannot count as a catch.\n"
      }
      for outcome in trial.verdicts {
        let mutant = outcome.mutant
        switch outcome.verdict {
        case .killed: continue
        case .survived:
          out +=
            "    ✗ your tests did not catch: \(mutant.readableDescription) (mutant \(mutant.id))\n"
        case .didNotCompile(let error):
          out +=
            "    ✗ your tests do not compile against mutant \(mutant.id): \(error)\n"
            + "      Did they use something the stage did not ask for? Not counted as a catch.\n"
        }
      }
    }
    for stage in untried {
      out += "  stage \(stage.id): tried once its tests pass\n"
    }
    if trials.contains(where: { !$0.isProven }) {
      out += """
          A test that passes against broken code would not have told you about the mistake.
          Add an assertion that fails on it, watch it fail, then run kit check again.

        """
    }
    return out
  }

  /// `  ✗ failed        Suite/test_x`, with the detail indented under the name.
  private func row(_ label: String, _ name: String, _ detail: String? = nil) -> String {
    let padded = label.padding(toLength: 16, withPad: " ", startingAt: 0)
    return "  \(padded)\(name)\n"
      + (detail.map { "  \(String(repeating: " ", count: 16))\($0)\n" } ?? "")
  }

  private func ownTestsText() -> String {
    guard !ownTests.isEmpty else { return "" }
    let failing = ownTests.filter { !$0.value.isPassed }.keys.sorted()
    var out = "\nYour own tests: \(ownTests.count) ran"
    out += failing.isEmpty ? ", all green.\n" : ", \(failing.count) not green:\n"
    for test in failing {
      out += "  ✗ \(test): \(FailureSummary.oneLine(ownTests[test]?.message ?? ""))\n"
    }
    return out
  }

  private func nextText(root: String) -> String {
    if let error = compileErrors.first, error.file != "?" {
      return "\nNext: make it compile. Open \(relative(error.file, root)) at line \(error.line).\n"
    }
    if missingResults != nil {
      return "\nNext: let swift test write its results (see above), then run kit check again.\n"
    }
    if !shadows.isEmpty { return "\nNext: " + FrameworkShadows.sentence(shadows) }
    guard let next = focus else {
      return timedOut
        ? "" : "\nGreen: every walkthrough test passes. Refactor now if the code asks for it.\n"
    }
    if next.status == .changed {
      return
        "\nNext: put back the kit's version of \(next.name): kit reset \(exercise.id) --tests\n"
    }
    if next.wentRed { return wentRedText(next, root: root) }
    var out = "\nNext: \(next.name)\n  stage: \(next.stage.title)\n  hint: \(next.stage.hint)\n"
    if let file = next.stage.file {
      out += "  open: \(KitPaths.exercise(exercise.folder))/\(file)\n"
    }
    return out
  }

  /// Next for a test the last change broke: the message that says why, and the file it
  /// names, instead of the hint for making the test green the first time.
  private func wentRedText(_ item: CheckReport.Item, root: String) -> String {
    let (label, message) =
      switch item.status {
      case .crashed(let message): ("crashed", message)
      case .failed(let message): ("failed", message)
      default: ("red", "")
      }
    var out =
      "\nNext: \(item.name) went red after your last change: it passed at the previous check.\n"
    out += "  \(label): \(message)\n"
    if let file = Self.fileNamed(in: message, root: root) { out += "  open: \(file)\n" }
    return out + """
        The cause is in what you changed since that check, not in this test's stage: fix
        what the message says, or undo the change and take a smaller step.

      """
  }

  /// The first Swift file `message` names (`/path/File.swift:12` or `File.swift`), from
  /// `root`; `nil` when it names none.
  static func fileNamed(in message: String, root: String) -> String? {
    let separators = CharacterSet.whitespaces.union(CharacterSet(charactersIn: "'\"()[],"))
    for word in message.components(separatedBy: separators) {
      var token = Substring(word)
      while let last = token.last, last == "." || last == ":" { token.removeLast() }
      guard let swift = token.range(of: ".swift") else { continue }
      let rest = token[swift.upperBound...]
      let line = rest.hasPrefix(":") ? rest.dropFirst().prefix { $0.isNumber } : ""
      let path = String(token[..<swift.upperBound])
      guard path.count > ".swift".count else { continue }
      let file = path.hasPrefix("/") ? relativePath(path, root) : path
      return line.isEmpty ? file : "\(file):\(line)"
    }
    return nil
  }

  private func relative(_ path: String, _ root: String) -> String {
    Self.relativePath(path, root)
  }

  private static func relativePath(_ path: String, _ root: String) -> String {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

}
