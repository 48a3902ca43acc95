import Foundation

/// The `constant-return` operator: a returned expression replaced by a constant of the
/// declared type, the mistake of a function that "works" for the one case a test tried.
///
/// It applies to `return <expression>` on one line, and to the lone expression that is the
/// whole body of a function or computed property (`{`, the expression, `}` on three lines).
/// The type comes from the nearest declaration above (`-> T {` or `var name: T {`); types
/// without an obvious constant are left alone.
enum ReturnedConstant {
  /// The mutated line for line `line` of `mask`, or `nil` when the operator does not apply.
  static func replacement(at line: Int, in mask: SwiftCodeMask) -> String? {
    let code = mask.trimmedCode(line: line)
    let text = String(mask.lines[line])
    let indentation = String(text.prefix { $0 == " " || $0 == "\t" })
    let source = text.trimmingCharacters(in: .whitespaces)
    if code.hasPrefix("return ") {
      let expression = String(code.dropFirst("return ".count))
      guard StatementShape.isWholeExpression(expression),
        let type = declaredType(above: line, in: mask),
        let constant = constant(of: type, replacing: String(source.dropFirst("return ".count)))
      else { return nil }
      return indentation + "return " + constant
    }
    guard StatementShape.isWholeExpression(code),
      StatementShape.neighbour(of: line, step: 1, in: mask) == "}",
      let previous = StatementShape.neighbour(of: line, step: -1, in: mask),
      let type = declaredType(of: previous),
      let constant = constant(of: type, replacing: source)
    else { return nil }
    return indentation + constant
  }

  /// The return type of the nearest declaration above `line` that opens a body.
  static func declaredType(above line: Int, in mask: SwiftCodeMask) -> String? {
    for index in stride(from: line - 1, through: 0, by: -1) {
      if let type = declaredType(of: mask.trimmedCode(line: index)) { return type }
    }
    return nil
  }

  /// `T` of `func f(…) -> T {` or `var name: T {`; `nil` for any other line.
  static func declaredType(of code: String) -> String? {
    guard code.hasSuffix("{") else { return nil }
    let head = code.dropLast()
    let words = Set(head.split(separator: " ").map(String.init))
    if words.contains("func") || words.contains("subscript") {
      guard let arrow = head.range(of: "->", options: .backwards) else { return nil }
      let type = head[arrow.upperBound...].split(separator: " where ").first ?? ""
      return type.trimmingCharacters(in: .whitespaces)
    }
    guard words.contains("var"), !head.contains("="), let colon = head.firstIndex(of: ":") else {
      return nil
    }
    return head[head.index(after: colon)...].trimmingCharacters(in: .whitespaces)
  }

  /// A constant of `type` that differs from `expression`; `nil` when the type has none.
  static func constant(of type: String, replacing expression: String) -> String? {
    let candidates: [String]
    switch type {
    case "Int", "Double", "Float", "CGFloat", "TimeInterval", "UInt": candidates = ["0", "1"]
    case "Bool": candidates = ["false", "true"]
    case "String": candidates = ["\"\"", "\"?\""]
    case _ where type.hasSuffix("?"): candidates = ["nil"]
    case _ where type.hasPrefix("[") && type.hasSuffix("]"):
      candidates = [type.contains(":") ? "[:]" : "[]"]
    default: candidates = []
    }
    return candidates.first { $0 != expression }
  }
}
