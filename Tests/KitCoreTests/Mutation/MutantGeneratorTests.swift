import Testing

@testable import KitCore

/// Each operator on small snippets: the lines it makes, and the code it must leave alone.
@Suite("Mechanical mutants of Swift source")
struct MutantGeneratorTests {
  /// The mutated lines `operator` makes of `source`, trimmed.
  func mutated(_ source: String, _ mutation: MutationOperator) -> [String] {
    MutantGenerator.mutants(of: source, file: "Sources/M/F.swift")
      .filter { $0.mutation == mutation }
      .map { $0.mutated.trimmingCharacters(in: .whitespaces) }
  }

  @Test("== and != swap, one occurrence at a time")
  func equality() {
    #expect(
      mutated("  if a == b && c != d {", .equality) == [
        "if a != b && c != d {", "if a == b && c == d {",
      ])
  }

  @Test("a relational operator moves its boundary; generics, arrows and ranges are left alone")
  func relational() {
    #expect(mutated("  return a < b", .relational) == ["return a <= b"])
    #expect(mutated("  return a >= b", .relational) == ["return a > b"])
    #expect(mutated("  func f(_ x: Array<Int>) -> Int { 0..<x.count }", .relational) == [])
  }

  @Test("true and false swap as whole words only")
  func boolean() {
    #expect(mutated("  isDone = true", .boolean) == ["isDone = false"])
    #expect(mutated("  isTrue = falsehood", .boolean) == [])
  }

  @Test("&& and || swap")
  func logical() {
    #expect(mutated("  return a || b", .logical) == ["return a && b"])
  }

  @Test("nothing changes inside comments or string literals")
  func commentsAndStrings() {
    let source = """
      let text = "a == b, true, 1 && 2 \\(x == y)" // a < b, true, 0
      /* c == d
         false */
      let more = \"\"\"
        x != y 3
        \"\"\"
      """
    #expect(MutantGenerator.mutants(of: source, file: "F.swift").isEmpty)
  }

  @Test("code after a closed block comment or string is still code")
  func codeAfterComment() {
    #expect(
      mutated(#"  /* note */ if name == "a" { return }"#, .equality) == [
        #"/* note */ if name != "a" { return }"#
      ])
  }

  @Test("an integer literal goes one up, .count one down; decimals and names are left alone")
  func offByOne() {
    #expect(
      mutated("  return items[0] + items.count + v15 + 1.5", .offByOne) == [
        "return items[1] + items.count + v15 + 1.5",
        "return items[0] + items.count - 1 + v15 + 1.5",
      ])
  }

  @Test("a row or section goes one up, a name ending in Count one down; calls are left alone")
  func offByOneIndexes() {
    #expect(
      mutated("  item(at: indexPath.row, in: indexPath.section, of: toDoCount)", .offByOne) == [
        "item(at: indexPath.row + 1, in: indexPath.section, of: toDoCount)",
        "item(at: indexPath.row, in: indexPath.section + 1, of: toDoCount)",
        "item(at: indexPath.row, in: indexPath.section, of: toDoCount - 1)",
      ])
    #expect(mutated("  rows.count(where: isDone) + countOf(x)", .offByOne) == [])
  }

  @Test(
    "a call or assignment alone on its line is removed; declarations and continued lines are not")
  func statementRemoved() {
    let source = """
      func f() {
        label.text = item.title
        addSubview(label)
        let cell = make()
        return
        manager
          .add(item)
      }
      """
    let removed = MutantGenerator.mutants(of: source, file: "F.swift")
      .filter { $0.mutation == .statementRemoved }
    #expect(removed.map(\.line) == [2, 3])
    #expect(removed.allSatisfy { $0.mutated.isEmpty })
  }

  @Test("a returned expression becomes a constant of the declared type")
  func constantReturn() {
    let source = """
      func count() -> Int {
        return items.count
      }
      var isEmpty: Bool {
        items.isEmpty
      }
      func name(at index: Int) -> String? {
        guard index > 0 else { return nil }
        return names[index]
      }
      func view() -> Label {
        return label
      }
      """
    #expect(mutated(source, .constantReturn) == ["return 0", "false", "return nil"])
  }

  @Test(
    "the id names file, operator and line text, numbered when they repeat, never the line number")
  func stableIDs() {
    let source = "  a = 1\n  b = x == y == z\n"
    let ids = MutantGenerator.mutants(of: source, file: "Sources/M/F.swift")
      .filter { $0.mutation == .equality }.map(\.id)
    #expect(
      ids == [
        "Sources/M/F.swift: equality: b = x == y == z",
        "Sources/M/F.swift: equality: b = x == y == z #2",
      ])
    let shifted = MutantGenerator.mutants(of: "\n\n" + source, file: "Sources/M/F.swift")
      .filter { $0.mutation == .equality }.map(\.id)
    #expect(shifted == ids)
  }

  @Test("applying a mutant changes exactly its line")
  func applied() {
    let source = "let a = 1\nlet b = a == 2\n"
    let mutant = MutantGenerator.mutants(of: source, file: "F.swift")
      .first { $0.mutation == .equality }
    #expect(mutant?.applied(to: source) == "let a = 1\nlet b = a != 2\n")
  }
}
