import Foundation

/// Ends what the kit started when the kit itself is told to end.
///
/// Ctrl-C sends SIGINT to the terminal's foreground group, and closing the terminal (or
/// `tmux kill-session`) sends SIGHUP: kit and `swift-test` get it, but not the test
/// binary, which SwiftPM runs in a group of its own. Left alone, it would keep running (an
/// endless loop keeps a core busy) and hold the scratch folder, so the next check would
/// wait on it. So SIGINT, SIGTERM and SIGHUP are blocked in every thread and taken by one
/// thread of their own, which stops every running command's processes
/// (``RunningProcesses``) and then lets the signal do what it would have done: any handler
/// installed for it (the watch's, which gives the terminal its mode back) runs, or the
/// default ends the kit. A SIGHUP ignored from the start (`nohup kit watch`) stays ignored.
/// A `kill -9` no handler sees: the next kit finds what it left (``Leftovers``).
public enum Interruption {
  /// Call first thing in `main`, before any other thread exists: threads started later
  /// inherit the blocked signals.
  public static func install() {
    let taken = signals()
    var blocked = sigset_t()
    sigemptyset(&blocked)
    for number in taken { sigaddset(&blocked, number) }
    pthread_sigmask(SIG_BLOCK, &blocked, nil)
    Thread.detachNewThread {
      var waited = sigset_t()
      sigemptyset(&waited)
      for number in taken { sigaddset(&waited, number) }
      var number: Int32 = 0
      guard sigwait(&waited, &number) == 0 else { return }
      RunningProcesses.stopAll()
      var this = sigset_t()
      sigemptyset(&this)
      sigaddset(&this, number)
      pthread_sigmask(SIG_UNBLOCK, &this, nil)
      raise(number)
      exit(128 + number)
    }
  }

  /// The signals the kit takes: SIGINT, SIGTERM, and SIGHUP unless it was ignored when the
  /// kit started (`nohup`), as a program run that way expects.
  static func signals() -> [Int32] {
    var taken = [SIGINT, SIGTERM]
    if !isIgnored(SIGHUP) { taken.append(SIGHUP) }
    return taken
  }

  /// Whether `number`'s disposition is to be ignored, without changing it.
  static func isIgnored(_ number: Int32) -> Bool {
    let previous = signal(number, SIG_IGN)
    signal(number, previous)
    return unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}
