import Testing

@testable import KitCore

@Suite("A trial's run with its test ids as the learner's own run names them")
struct TestRunRenamingTests {
  @Test("every id is renamed: outcomes, the finished, the hung and each zone's failures")
  func renamesEveryID() {
    var run = TestRun(outcomes: [
      "Tests_s1_c5/twoSections()": .failed(messages: ["1 is not 2"]),
      "Suite/kept()": .passed,
    ])
    run.finished = ["Tests_s1_c5/twoSections()"]
    run.hung = ["Tests_s1_c5/hangs()"]
    run.failingByZone = ["UTC": ["Tests_s1_c5/twoSections()"]]
    let rename = { (id: String) in
      id.hasPrefix("Tests_s1_c5/") ? "Tests/" + id.dropFirst("Tests_s1_c5/".count) : id
    }

    let renamed = run.renamingTests(rename)

    #expect(
      renamed.outcomes == [
        "Tests/twoSections()": .failed(messages: ["1 is not 2"]), "Suite/kept()": .passed,
      ])
    #expect(renamed.finished == ["Tests/twoSections()"])
    #expect(renamed.hung == ["Tests/hangs()"])
    #expect(renamed.failingByZone == ["UTC": ["Tests/twoSections()"]])
  }
}
