import Foundation

/// Ends what the kit started when the kit itself is told to end.
///
/// Ctrl-C sends SIGINT to the terminal's foreground group: kit and `swift-test` get it, but
/// not the test binary, which SwiftPM runs in a group of its own. Left alone, it would keep
/// running (an endless loop keeps a core busy) and hold the scratch folder, so the next
/// check would wait on it. So SIGINT and SIGTERM are blocked in every thread and taken by
/// one thread of their own, which stops every running command's processes
/// (``RunningProcesses``) and then lets the signal do what it would have done: any handler
/// installed for it (the watch's, which gives the terminal its mode back) runs, or the
/// default ends the kit.
public enum Interruption {
  /// Call first thing in `main`, before any other thread exists: threads started later
  /// inherit the blocked signals.
  public static func install() {
    var signals = sigset_t()
    sigemptyset(&signals)
    for number in [SIGINT, SIGTERM] { sigaddset(&signals, number) }
    pthread_sigmask(SIG_BLOCK, &signals, nil)
    Thread.detachNewThread {
      var waited = sigset_t()
      sigemptyset(&waited)
      for number in [SIGINT, SIGTERM] { sigaddset(&waited, number) }
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
}
