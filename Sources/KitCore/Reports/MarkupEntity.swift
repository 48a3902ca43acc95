/// The characters XML and HTML give a meaning to, as the entities that show them as text:
/// the one rule the JUnit report and the room's page both escape by.
enum MarkupEntity {
  /// The entity for `scalar`, or `nil` for a character that stands for itself.
  /// `apostrophe` is the caller's spelling of `'` (`&apos;` in XML, `&#39;` in HTML).
  static func `for`(_ scalar: Unicode.Scalar, apostrophe: String) -> String? {
    switch scalar {
    case "&": "&amp;"
    case "<": "&lt;"
    case ">": "&gt;"
    case "\"": "&quot;"
    case "'": apostrophe
    default: nil
    }
  }
}
