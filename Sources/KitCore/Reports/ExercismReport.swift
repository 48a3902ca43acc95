import Foundation

/// `kit check --report exercism=FILE`: the check as Exercism's `results.json`, version 3:
/// `status` pass, fail, or error (nothing ran: the build failed); `tests` in the order the
/// test files declare them, each with `name`, `status`, `message`, `test_code` and, for a
/// test of a stage, that stage's position as `task_id`. Exercism has no "skipped": a
/// skipped test checked nothing, so it is a `fail` that says so, never a `pass`.
struct ExercismReport: Encodable {
  struct Test: Encodable {
    var name: String
    var status: String
    var message: String?
    var testCode: String?
    var taskID: Int?

    enum CodingKeys: String, CodingKey {
      case name, status, message
      case testCode = "test_code"
      case taskID = "task_id"
    }
  }

  var version = 3
  var status: String
  var message: String?
  var tests: [Test]

  init(_ document: ResultsDocument) {
    let ran = document.compileErrors.isEmpty
    status = !ran ? "error" : document.green ? "pass" : "fail"
    message =
      ran
      ? nil
      : "The code does not compile:\n"
        + document.compileErrors.map(\.description).joined(separator: "\n")
    tests = document.tests.map { test in
      let (status, message): (String, String?) =
        switch test.status {
        case .passed: ("pass", nil)
        case .failed(let text): ("fail", text)
        case .error(let text): ("error", text)
        case .skipped(let reason):
          (
            "fail",
            "skipped" + (reason.isEmpty ? "" : ": \(reason)") + " (a skipped test checks nothing)"
          )
        }
      return Test(
        name: test.id, status: status, message: message, testCode: test.code, taskID: test.task)
    }
  }

  func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self) + "\n"
  }
}
