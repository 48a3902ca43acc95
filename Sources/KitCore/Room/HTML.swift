import Foundation

/// Text made safe for the room's page. Every string a learner shared goes through one of
/// these before it reaches the page: a name, a failure message or a verdict can hold `<`,
/// `&`, quotes or a whole `<script>`, and must show as text, never run.
enum HTML {
  /// For element content and quoted attribute values alike.
  static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if let entity = MarkupEntity.for(scalar, apostrophe: "&#39;") {
        escaped += entity
      } else if scalar == "\u{0}" {
        escaped += "\u{FFFD}"
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// JSON to put inside `<script type="application/json">`: every `<`, `>` and `&` is
  /// written as a `\u` escape, which JSON reads back as the same character, so that no
  /// string can close the script element or open a comment; and the two line separators
  /// JavaScript once refused in strings are escaped too.
  static func scriptJSON(_ data: Data) -> String {
    var text = ""
    let json = String(decoding: data, as: UTF8.self)
    text.reserveCapacity(json.utf8.count)
    for scalar in json.unicodeScalars {
      switch scalar {
      case "<": text += "\\u003c"
      case ">": text += "\\u003e"
      case "&": text += "\\u0026"
      case "\u{2028}": text += "\\u2028"
      case "\u{2029}": text += "\\u2029"
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text
  }
}
