/// The help of the workshop's commands: share, room, doctor.
extension HelpText {
  static let share = """
    kit share [--room URL] [--name NAME] [--with-code | --without-code]
              [--after-every-check | --on-demand]
      Publishes your progress to the workshop's room, for your instructor's kit room: the
      progress report and every check's light (time, colour, what changed, verdicts,
      planted mistakes that got through), as a commit on refs/tddkit/learners/NAME in the
      room's git repository. URL is any git remote: a shared folder, git://…, ssh or https.
      NAME defaults to git's user.name (spaces become -); a pair at one clone shares as one
      learner (--name ana+ben). A name that cannot be a git ref (spaces, ~ ^ : ? * [ \\, ..)
      or has a / is refused. --with-code adds your exercise folders, so your instructor can
      look at the code behind a light and judge it again. --after-every-check shares in the
      background after each kit check and kit watch check (never slowing one; a failure is
      said once, at the next check); --on-demand stops that. Every option is remembered in
      .tddkit/room.json, so later it is just kit share.
      Sharing never touches your branches, index, working tree or objects: the commit is
      built in .tddkit/share.git with a temporary index.
      Exits 0 when shared; 2 without a room or with a name that cannot be used; 4 when
      another clone already shares under that name; 6 when git is missing; 7 when the room
      cannot be reached or refuses the push. Nothing of yours is changed in any case.

    """

  static let room = """
    kit room [URL] [--sort name|progress|activity|stuck] [--json | --csv | --html FILE]
             [--refresh SECONDS] [--no-fetch]
    kit room [URL] --learner NAME [--rejudge NN] [--json]
      Instructors: fetches every learner's ref from the room (URL: default, the room kit
      share uses here) into .build/tddkit/rooms/, and shows one row per learner: the
      exercise and stage they are on (the furthest reached), exercises done, minutes since
      their last green, their red streak, the last failure, test-first verdicts, hint
      level, the newest lights (✓ green, ✗ red, − amber, ! crashed, ◷ timed out), flags.
      A learner is stuck (⚑) after 5 checks in a row that are not green, or after 15
      minutes of checking without a green.
      --sort: name (default), progress (most done first), activity (latest check first),
      stuck (stuck first, longest streak first). --json: an object with version and
      learners (docs/runner.md); --csv: one row per learner for a spreadsheet.
      --html FILE: one self-contained page: the same rows, lights on a shared time axis
      (idle stretches collapsed; time and what changed on hover), sort buttons, a row
      opens the learner's history (#learner=NAME in the address opens it too), and the
      room stage by stage: learners done, median time, the planted mistakes most often let
      through and the misconceptions wrong tests showed most.
      --refresh SECONDS: fetch and show (or rewrite the page, which reloads itself) again
      every SECONDS, until Ctrl-C. --no-fetch: the room as last fetched.
      A ref that holds no kit report (invalid JSON, over 8 MB, another version) is named
      and skipped; every string on the page is escaped.
      --learner NAME: that learner's row and history. --rejudge NN: their shared code of
      NN (kit share --with-code) judged on this machine, in a copy of this kit at its HEAD
      under .build/tddkit/rejudge/kit, by that copy's own kit check NN --json; says whether
      it agrees with what they shared (exit 0) or not (exit 1).
      Exits 2 without a URL, 3 for an unknown learner, 4 for a learner without shared
      code, 6 when git or a file fails, 7 when the room cannot be reached.

    """

  static let doctor = """
    kit doctor [--skip-build]
      The pre-flight to run before a workshop: the Swift toolchain (6.2 or later), git,
      free disk (about 3 GB), a build of the first exercise in the scratch folder every
      check shares (so the first check of the day is quick; --skip-build leaves it out),
      and the room, when kit share has one. Each line is ok, or says what to do.
      Exits 0 when everything is ok, 1 otherwise.

    """
}
