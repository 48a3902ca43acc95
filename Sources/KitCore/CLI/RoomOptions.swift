/// `kit share`'s command line; `nil` keeps what `.tddkit/room.json` remembers.
public struct ShareOptions: Equatable, Sendable {
  public var room: String?
  public var name: String?
  public var withCode: Bool?
  public var afterEveryCheck: Bool?
  /// The share a check starts on its own (``BackgroundShare``): no words, its outcome kept
  /// for the next check to say.
  public var background = false

  public init(
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
public struct RoomOptions: Equatable, Sendable {
  /// Where the room goes: the terminal, JSON or CSV on standard output, or a page.
  public enum Output: Equatable, Sendable {
    case terminal
    case json
    case csv
    case html(file: String)
  }

  /// The room's URL; `nil`: the one `kit share` remembers.
  public var url: String?
  public var sort: RoomSort = .name
  public var output: Output = .terminal
  /// Fetch and write again every so many seconds, until Ctrl-C.
  public var refreshSeconds: Int?
  /// `false` (`--no-fetch`): the room as last fetched, without the network.
  public var fetch = true
  public var learner: String?
  /// With `learner`: the exercise to judge again on this machine.
  public var rejudge: String?

  public init(
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
public enum RoomSort: String, Equatable, Sendable, CaseIterable {
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
public struct ReportRequest: Equatable, Sendable {
  public enum Format: String, Equatable, Sendable, CaseIterable {
    /// JUnit XML, as CI servers and autograders read it.
    case junit
    /// Exercism's `results.json`, version 3.
    case exercism
  }

  public var format: Format
  public var file: String

  public init(format: Format, file: String) {
    self.format = format
    self.file = file
  }
}
