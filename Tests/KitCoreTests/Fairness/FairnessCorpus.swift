import Foundation

@testable import KitCore

/// The fairness corpus, `Tests/Fairness/<exercise folder>/<stage>--<name>.swift`: test
/// files written the many ways learners write them, each with the verdict a fair judge
/// gives its stage, in a header:
///
///     // fairness: <stage id>
///     // expect: proven | weak | cannot fail | wrong | over-specified | does not compile | not proven
///     // form: <the form of the test>
///     // why: <why that verdict is the fair one>
///     // failing: <for `wrong`, optional: the only tests it names, by function, comma separated>
///
/// Written by people who had not read the judge, from the docs alone, so the corpus
/// stands for learners, not for the judge's idea of them.
struct FairnessCase: CustomStringConvertible, Sendable {
  var file: URL
  var exercise: String
  var stage: String
  var expected: String
  var form: String
  var source: String
  /// The tests a wrong verdict names, and no other, when the case says (`// failing:`).
  var failing: Set<String>?

  var description: String { "\(exercise)/\(file.lastPathComponent)" }

  /// Whether `verdict` is the one this case expects.
  func accepts(_ verdict: TestVerdict) -> Bool {
    if let failing, case .wrong(let named) = verdict {
      return Set(named.keys.map(WrittenTests.functionName(of:))) == failing
    }
    return expected == "not proven"
      ? verdict == .weak || verdict == .cannotFail : verdict.name == expected
  }

  static let root = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every case, by exercise folder, in path order.
  static func all() throws -> [String: [FairnessCase]] {
    let corpus = root.appending(path: "Tests/Fairness")
    var cases: [String: [FairnessCase]] = [:]
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
    for folder in folders.sorted() {
      let files =
        (try? FileManager.default.contentsOfDirectory(
          atPath: corpus.appending(path: folder).path)) ?? []
      for name in files.sorted() where name.hasSuffix(".swift") {
        let file = corpus.appending(path: "\(folder)/\(name)")
        let source = try String(contentsOf: file, encoding: .utf8)
        let header = Dictionary(
          source.split(separator: "\n").prefix(9).compactMap { line -> (String, String)? in
            guard line.hasPrefix("// "), let colon = line.firstIndex(of: ":") else { return nil }
            return (
              String(line.dropFirst(3)[..<colon]).trimmingCharacters(in: .whitespaces),
              line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            )
          }, uniquingKeysWith: { first, _ in first })
        guard let stage = header["fairness"], let expected = header["expect"] else { continue }
        cases[folder, default: []].append(
          FairnessCase(
            file: file, exercise: folder, stage: stage, expected: expected,
            form: header["form"] ?? "", source: source,
            failing: header["failing"].map {
              Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            }))
      }
    }
    return cases
  }
}
