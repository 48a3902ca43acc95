import Foundation
import Testing

@testable import KitCore

/// A fresh learner's thirteenth try, 11 rows 44 to 47, 76 and 77: one Swift Testing test
/// called `exit(0)` while six others ran beside it. Each was "the test process ended while
/// this test ran", held its stage back as a failure of its own, and counted as the red
/// the learner watched, though none of them failed.
@Suite("An exit while several tests ran blames none of them alone, and is no red")
struct ExitBesideTests {
  @Test("several tests running when the process ended did not finish, and none is a failure")
  func severalDidNotFinish() {
    var run = TestRun(outcomes: ["S/other()": .passed])
    run.hung = ["rows", "configure"]

    let attributed = run.attributingUnfinished(among: ["S/rows()", "S/configure()", "S/other()"])

    for test in ["S/rows()", "S/configure()"] {
      let message = attributed.outcome(of: test).message
      #expect(message.hasPrefix(SwiftTestingCrash.besideACrash), "\(message)")
      #expect(message.contains("exit()"), "\(message)")
    }
    #expect(
      TestFirstCheck.ownFailures(attributed, sections: StageSections("")).isEmpty)
    #expect(
      TestFirstCheck.endedIn(attributedWithUnrun(attributed))
        == "one of S/configure(), S/rows() (exit() in a test or in the code?)")
  }

  @Test("one test running when the process ended is the one it ended in, as before")
  func oneIsTheCulprit() {
    var run = TestRun()
    run.hung = ["rows"]

    let attributed = run.attributingUnfinished(among: ["S/rows()"])

    #expect(attributed.outcome(of: "S/rows()") == .crashed(message: SwiftTestRunner.endedMidTest))
  }

  @Test("a test that did not finish beside a crash or an exit is not seen red")
  func notARed() {
    var state = ExerciseState()
    let run = TestRun(outcomes: [
      "S/rows()": .crashed(message: "\(SwiftTestingCrash.besideACrash): the process ended"),
      "S/traps()": .crashed(message: "crashed (signal 4)"),
    ])

    state.record(run, at: Date())

    #expect(state.tests["S/rows()"]?.firstRed == nil)
    #expect(state.tests["S/traps()"]?.firstRed != nil)
  }

  private func attributedWithUnrun(_ run: TestRun) -> TestRun {
    var run = run
    run.neverStarted = ["S/later()"]
    return run
  }
}
