/// `kit share`'s command line; `nil` keeps what `.tddkit/room.json` remembers.
struct ShareOptions: Equatable, Sendable {
  var room: String?
  var name: String?
  var withCode: Bool?
  var afterEveryCheck: Bool?
  /// The share a check starts on its own (``BackgroundShare``): no words, its outcome kept
  /// for the next check to say.
  var background = false
  /// `--take-back`: replace another clone's commit on this clone's name.
  var takeBack = false

  init(
    room: String? = nil, name: String? = nil, withCode: Bool? = nil,
    afterEveryCheck: Bool? = nil, background: Bool = false
  ) {
    self.room = room
    self.name = name
    self.withCode = withCode
    self.afterEveryCheck = afterEveryCheck
    self.background = background
  }
}

/// `kit room`'s command line.
struct RoomOptions: Equatable, Sendable {
  /// Where the room goes: the terminal, JSON or CSV on standard output, or a page.
  enum Output: Equatable, Sendable {
    case terminal
    case json
    case csv
    case html(file: String)
  }

  /// The room's URL; `nil`: the one `kit share` remembers.
  var url: String?
  var sort: RoomSort = .name
  var output: Output = .terminal
  /// Fetch and write again every so many seconds, until Ctrl-C.
  var refreshSeconds: Int?
  /// `false` (`--no-fetch`): the room as last fetched, without the network.
  var fetch = true
  var learner: String?
  /// With `learner`: the exercise to judge again on this machine.
  var rejudge: String?
  /// `--force`: `--html` may write over a file that is not a room page.
  var force = false
  /// `--trust-code`: `--rejudge` may run the learner's code without a sandbox.
  var trustCode = false

  init(
    url: String? = nil, sort: RoomSort = .name, output: Output = .terminal,
    refreshSeconds: Int? = nil, fetch: Bool = true, learner: String? = nil, rejudge: String? = nil
  ) {
    self.url = url
    self.sort = sort
    self.output = output
    self.refreshSeconds = refreshSeconds
    self.fetch = fetch
    self.learner = learner
    self.rejudge = rejudge
  }
}

/// How `kit room` orders its learners.
enum RoomSort: String, Equatable, Sendable, CaseIterable {
  /// Alphabetically, ignoring case.
  case name
  /// Most exercises done first, then the one furthest on.
  case progress
  /// The most recent check first.
  case activity
  /// Stuck first (``StuckRule``), the longest red streak and the longest wait for green
  /// first among them.
  case stuck
}

/// `kit check --report FORMAT=FILE`: a results file for tools, written after the check.
struct ReportRequest: Equatable, Sendable {
  enum Format: String, Equatable, Sendable, CaseIterable {
    /// JUnit XML, as CI servers and autograders read it.
    case junit
    /// Exercism's `results.json`, version 3.
    case exercism
  }

  var format: Format
  var file: String

}
