/// The help of the learner's commands and of `checkpoint`.
extension HelpText {
  static let check = """
    kit check [NN] [--timeout SECONDS] [--predict COLOUR] [--json]
              [--report junit=FILE] [--report exercism=FILE]
      --report: also writes the results for tools: JUnit XML (CI servers, autograders) or
      Exercism's results.json (version 3, the stage's number as task_id), every test in
      the order its file declares it; a skipped test is never reported as passed.
      In test-first mode (kit start NN --test-first), each stage's test of yours is
      judged instead: right on the reference solution, red on the code before the stage,
      catching the stage's planted mistakes; then your code meets the kit's hidden tests
      (docs/test-first.md). --json: the verdict as JSON on standard output, the report on
      standard error.
      Builds and tests your own Exercises/NN-slug (the current exercise when NN is left
      out: the one you last checked or moved to with kit next, even once it is green, so
      that your refactoring is checked too) and reports every walkthrough test in walkthrough order:
      passed, failed with its assertion message, crashed, not compiled, or missing (deleted
      or renamed). A compile error is red too: the first errors are shown with file and line.
      Then the next test to make green, with its stage's hint and the file to open.
      Write-the-test stages ask for at least one passing test of yours in the stage's file;
      once they pass, your tests also run against the reference solution and against the
      mistakes planted for that stage (mutants): the stage is green when they catch every
      one (docs/tests-for-your-tests.md). Until your tests change, that result is reused.
      kit remembers which tests it saw red and green (.tddkit/state.json) and flags a test
      that went green without ever being seen red: did you watch it fail? Each check
      leaves a light (red, amber, green, crashed, timed out) for kit history; with
      --predict red|amber|green|crashed|timed-out you say first which light you expect,
      and kit history keeps score.
      SECONDS bounds the test run (default 120): a test stuck in an endless loop is stopped
      and named. The build shares .build/tddkit/scratch, so no .build appears in your folder.
      Exits 0 when every walkthrough test passes, 1 when not yet, 5 when another kit is
      running (it waits up to 30 s first; TDDKIT_LOCK_WAIT=SECONDS changes that).

    """

  static let watch = """
    kit watch [NN] [--timeout SECONDS] [--interval MS] [--share]
      --share: after every check, share with the room in the background (kit share; the
      room must be set once with kit share --room URL).
      Checks your Exercises/NN-slug as kit check does, then again each time you save one of
      its files (under Sources or Tests, or Package.swift). Without NN it watches the current
      exercise. Green, it stays on the exercise, so you can refactor with the tests
      watching, until you press n. The screen is never cleared.
      Keys: r or Enter checks now, h shows the hint of your next failing test,
      n moves on to the next exercise, as kit next does, and checks it, q quits.
      When standard input is not a terminal (a pipe, a file), it takes the same keys one
      per line, and at the end of that input it goes on watching until Ctrl-C.
      It looks at the files every MS milliseconds (default 500) rather than waiting for
      file events, which WSL, network drives and virtual machines' shared folders miss, and
      checks once nothing has changed for 300 ms, so one save is one check. Hidden files
      and editors' swap and backup files do not count.
      SECONDS bounds each test run, as for kit check (default 120).
      Exits when you press q with the last check's code: 0 green, 1 not yet (5 or 6 when
      it could not run). 3 for an unknown NN. Ctrl-C puts the terminal back as it was and
      ends the kit as an interrupted command (130 in the shell).

    """

  static let reset = """
    kit reset NN
      Saves your Exercises/NN-slug/Sources and Tests to .tddkit/backups/NN-slug/<time>/,
      then puts the starter back. The starter comes from git: the commit recorded in
      .tddkit/state.json as "pristineCommit" (when kit first wrote its state in this clone:
      where HEAD meets the branch it was cloned from, or the newest commit not made by your
      git user), or, when that commit lacks the exercise, the first commit that has it. Without git, or outside a git clone, kit says so and changes nothing
      (exit 6). kit restore NN undoes it.

    kit reset NN --tests
      Puts back the kit's version of each given test you changed (kit check marks one
      "changed from the kit's version"), and nothing else: your code and the tests you
      write yourself stay. What it replaces is backed up first.

    """

  static let restore = """
    kit restore NN [NAME] [--list]
      Brings back the newest backup of NN that is not the starter, or the backup NAME,
      after backing up what is there now (unless it is the starter, which git keeps).
      --list shows every backup, newest first. Exits 4 when NN has no backup.

    """

  static let solution = """
    kit solution NN [--force]
      Prints the kit's solution as a diff from your Sources (and, for write-the-test stages,
      from your test files): lines with - are yours, + the solution's. Uses git diff
      --no-index, or diff -ru without git. It waits until your last kit check NN was green
      (exit 4 before that); --force shows it anyway.

    """

  static let progress = """
    kit progress [--json]
      Prints, for every exercise, its state (done, in progress, not started), how many
      walkthrough tests were green at its last check, and the gentle flags of its history
      (kit history NN shows them run by run). With --json, the same as JSON for an
      instructor collecting a room; the fields are documented in docs/runner.md. It only
      reads .tddkit/state.json.

    """

  static let history = """
    kit history [NN] [--json]
      Replays the checks of exercise NN (default: the current one), oldest first: each
      kit check, and each check of kit watch, leaves a light: red (a test failed), amber
      (it did not build, or no test ran), green, crashed or timed out, with its time in UTC,
      which side you changed since the check before (tests, code, both, no change) and how
      many of the tests that ran passed. A plain swift test in the exercise folder is not
      seen: kit check and kit watch are the loop. The newest 500 lights are kept.

      Then gentle flags read from the whole history: the code changed before the kit saw
      anything fail; tests seen green but never red; one step that turned several stages
      green at once. They are questions, not faults. --json prints the lights and flags
      as documented in docs/runner.md. It only reads .tddkit/state.json.

    """

  static let checkpoint = """
    kit checkpoint NN        (for instructors)
      Lets a learner start exercise NN with everything before it solved: each earlier
      exercise's Sources is replaced by its solution (and its Tests files by the solution's,
      where the solution has Tests), and NN goes back to its starter, read from git as kit
      reset does. Every replaced tree is backed up first under .tddkit/backups/; kit restore
      brings a learner's own work back, exercise by exercise. Without git nothing changes.

    """
}
