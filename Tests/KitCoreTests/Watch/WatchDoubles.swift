import Foundation
import Testing

@testable import KitCore

/// A stub of the learner at the keyboard: plays scripted steps, one per wait the watch
/// asks for, lets the time of each wait pass through `pass` (a fake clock, or a real
/// sleep), and records the waits. Once the script is done, or `maximumWaits` is reached,
/// it answers q and notes that it ran out, so a broken loop fails instead of hanging.
final class ScriptedWatchInput: WatchInput {
  enum Step {
    /// A key typed at once.
    case key(WatchKey)
    /// Nothing typed: the whole wait passes.
    case pause
    /// Something done (a file saved), then the whole wait passes.
    case perform(() throws -> Void)
    /// Waits pass, one per call, until `condition` holds.
    case pauseUntil(() -> Bool)
  }

  private var steps: [Step]
  private let pass: (Duration) -> Void
  private let maximumWaits: Int
  private(set) var waits: [Duration] = []
  private(set) var ranOut = false

  init(_ steps: [Step], maximumWaits: Int = 100, pass: @escaping (Duration) -> Void) {
    self.steps = steps
    self.maximumWaits = maximumWaits
    self.pass = pass
  }

  func nextKey(within timeout: Duration) -> WatchKey? {
    waits.append(timeout)
    while case .pauseUntil(let condition)? = steps.first, condition() { steps.removeFirst() }
    guard waits.count <= maximumWaits, let step = steps.first else {
      ranOut = true
      return .quit
    }
    switch step {
    case .key(let key):
      steps.removeFirst()
      return key
    case .perform(let action):
      steps.removeFirst()
      do { try action() } catch { Issue.record(error) }
    case .pause:
      steps.removeFirst()
    case .pauseUntil:
      break
    }
    pass(timeout)
    return nil
  }
}

extension ScriptedWatchInput {
  /// Lets `duration` pass for real, for an end-to-end test.
  static func sleep(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
  }
}

/// A fake clock: its time moves only when told to.
final class FakeClock {
  private(set) var now = ContinuousClock.now

  func advance(by duration: Duration) {
    now += duration
  }
}

/// A stub and spy of `kit check`: each exercise is red (its first test next) until its
/// check number `greenFrom[id]`, green from then on; records the ids it checked.
final class CheckSpy {
  private(set) var checked: [String] = []
  private var state = KitState()
  private let greenFrom: [String: Int]
  private let code: ExitCode?

  /// With `code`, every check answers that code and no state, as when it cannot run.
  init(greenFrom: [String: Int] = [:], code: ExitCode? = nil) {
    self.greenFrom = greenFrom
    self.code = code
  }

  func check(_ exercise: Exercise) -> WatchLoop.CheckResult {
    checked.append(exercise.id)
    if let code { return WatchLoop.CheckResult(code: code, state: nil) }
    let number = checked.filter { $0 == exercise.id }.count
    let green = number >= greenFrom[exercise.id, default: .max]
    state[exercise: exercise.id].lastCheck = CheckSummary(
      at: Date(), green: green, compiled: true, timedOut: false, passed: green ? 2 : 0,
      total: 2, next: green ? nil : exercise.testsInOrder.first)
    return WatchLoop.CheckResult(code: green ? .success : .verificationFailed, state: state)
  }
}
