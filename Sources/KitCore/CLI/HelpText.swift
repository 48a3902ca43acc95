/// The words `kit --help` and `kit <command> --help` print.
enum HelpText {
  static let general = """
    kit — your guide through the TDDKit exercises

    Usage:
      kit                     where you are: every exercise with its state, the current one,
                              and its next failing test
      kit check [NN]          build and test your exercise NN (default: the current one) and
                              report every walkthrough test, then the next one to make green
      kit watch [NN]          check NN again each time you save one of its files; keys:
                              r check now, h hint, n next exercise, q quit
      kit next                move on to the next exercise: a green one stays current
                              until you say so, so that your refactoring is checked too
      kit start NN --test-first   write every test yourself: NN's test file becomes a
                              skeleton and kit check judges each test (--guided: back)
      kit hint NN             the hints of exercise NN, stage by stage (test-first: one
                              level more each time, up to the kit's own test)
      kit list [--json]       every exercise, in order, with its stages (--json: with chaffs)
      kit progress [--json]   your progress: per exercise its state, tests green, flags
      kit history [NN]        every check of NN, one line each: its light, time, what you
                              changed, tests passed; then gentle flags (--json too)
      kit reset NN            exercise NN back to its starter (your files are backed up first)
      kit reset NN --tests    only the given tests you changed back to the kit's version
      kit restore NN          your latest work on NN back from its backups (--list: all of them)
      kit solution NN         the kit's solution as a diff from your code, once NN is green
      kit checkpoint NN       instructors: earlier exercises solved, NN at its starter
      kit share               publish your progress to the workshop's room (--room URL the
                              first time; --with-code; --after-every-check)
      kit room [URL]          instructors: every learner's row, from the room (--html FILE
                              for a page, --json, --csv, --sort stuck, --refresh SECONDS)
      kit doctor              before the workshop: is this machine ready?
      kit verify [NN…]        maintainers: prove the curriculum (root tests pass, starters
                              red for the manifest's reasons, solutions green, mutants killed)
      kit materialise NN V    maintainers: a state (starter, solution, stage:ID, mutant:ID)
      kit author mutant|stage NN ID --from FOLDER   maintainers: an edited copy as a patch
      kit help [command]      this text, or one command's (also: kit <command> --help)

    Files: kit keeps its state in .tddkit/state.json and your backups in .tddkit/backups/;
    it never deletes a file of yours without a copy there. On a terminal the report's
    marks are coloured; NO_COLOR=1, a pipe or a file give plain text.

    Exit codes:
      0  success; for check: every walkthrough test passes
      1  check: not green yet (the report says what) · verify: problems found
      2  usage error
      3  bad manifest or unknown exercise
      4  refused: solution before the exercise is green, or nothing to restore
      5  another kit is running (it holds .tddkit/lock)
      6  git missing or unable to read the starter, or a file could not be written
      7  share, room: the room could not be reached, or refused the share

    """

  static func topic(_ name: String) -> String? {
    switch name {
    case "list":
      """
      kit list [--json]
        Prints every exercise in order with its title, framework and stages. --json: the
        same for tools, each stage with its chaffs (id and misconception) and each
        exercise with whether it can be worked test-first (docs/runner.md).

      """
    case "hint":
      """
      kit hint NN
        Prints each stage of exercise NN with its hint and the file to open. In test-first
        mode: a graded hint for the first stage not done, one level more each time (the
        behaviour to pin, the assertion's shape, the kit's own test); the level is recorded.

      """
    case "start":
      """
      kit start NN [--test-first | --guided]
        How to work NN. Test-first replaces its test file with a skeleton: the set-up and
        one `// stage:` line per stage to write a test under; kit check then judges each
        test (passes on the reference solution, fails on the code before the stage,
        catches the stage's planted mistakes) and your code against the kit's hidden
        tests. Guided puts the kit's tests back. Your code stays; what the switch replaces
        is backed up first (kit restore NN). Without a flag: TDDKIT_MODE (the room's
        default, test-first or guided), else guided. See docs/test-first.md.

      """
    case "progress": progress
    case "history": history
    case "next":
      """
      kit next
        Moves on to the exercise after the current one, which becomes the one kit, kit check
        and kit watch mean without NN. A green exercise stays current until then, so that
        the refactoring after green is checked too. Moving on from an exercise that is not
        green yet is allowed (kit says so); kit check NN takes you back to it.

      """
    case "check": check
    case "watch": watch
    case "reset": reset
    case "restore": restore
    case "solution": solution
    case "checkpoint": checkpoint
    case "share": share
    case "room": room
    case "doctor": doctor
    case "materialise", "materialize": materialise
    case "author": author
    case "verify":
      """
      kit verify [NN…] [--timeout SECONDS] [--skip-root-tests] [--jobs N] [--fresh] [--record]
        Without NN, first runs swift test at the root (the libraries' tests and every
        solution; --skip-root-tests leaves that out). Then builds every exercise (or each
        NN) in a scratch copy under .build/tddkit/work (your own folders are never touched)
        and checks its starter, solution, stage snapshots and mutants against the
        manifest (CONTRIBUTING.md), mutants aimed at a write-the-test stage by that stage's
        tests. Prints a mutation table; which test killed which mutant goes to
        .build/tddkit/mutation-report.txt. SECONDS bounds each build or test run (default
        300). N exercises are built at once (default: one per core, at most 4), each
        worker in a scratch folder of its own (.build/tddkit/scratch, scratch-2, …) that
        builds the kit's libraries once. A verdict that was clean is kept in
        .build/tddkit/verify-cache.json with a digest of its inputs (toolchain, the kit's
        sources and manifest, the exercise, its solutions and mutants); while they stay
        the same, the exercise (or the root tests) is not built again and shows as
        "unchanged". --fresh builds everything. Exits 1 and prints what is off when
        anything differs; a problem is always from a fresh run. The reds each starter and
        stage snapshot gives must be those in Solutions/NN/reds.json, word for word.
        --record writes them there instead (every exercise or NN afresh, without the root
        tests) and prints what changed: that file is never edited by hand.

      kit verify --mutate [NN…] [--timeout SECONDS] [--jobs N] [--min-score PERCENT]
        The mechanical mutation pass: small mistakes made by rule in every solution
        source (== and !=, < and <=, true and false, && and ||, a call or assignment
        removed, a returned value replaced by a constant, a number or count off by one),
        comments and strings left alone. Each mistake is built in the scratch copy and
        run against the exercise's tests and reference tests (SECONDS per run, default
        60). Prints per exercise: killed, survived, did not compile, timed out, listed
        as equivalent (Solutions/NN/equivalent-mutants.json, each with why) and the
        score, caught / mutants that compile and are not equivalent. Every survivor,
        with the line it changed, goes to .build/tddkit/mechanical-mutation-report.txt.
        Exits 1 when an exercise cannot be measured, an equivalent is stale, or a score
        is below PERCENT.

      """
    default: nil
    }
  }
}
