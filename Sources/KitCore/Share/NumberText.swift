/// Whole numbers written as one string, separated by spaces: `"3 0 12"`.
///
/// A list of 7,000 numbers as a JSON array is 7,000 values for a JSON decoder to take one by
/// one through `Decodable`, which was most of the time a room of 40 learners took to read;
/// as one string it is one value, read here byte by byte. With `deltas`, each number after
/// the first is the difference from the one before: times a minute apart are two or three
/// digits instead of ten.
enum NumberText {
  static func write(_ numbers: [Int], deltas: Bool = false) -> String {
    var text = ""
    text.reserveCapacity(numbers.count * 4)
    var previous = 0
    for (index, number) in numbers.enumerated() {
      if index > 0 { text += " " }
      text += String(deltas && index > 0 ? number - previous : number)
      previous = number
    }
    return text
  }

  /// The numbers of `text`; `nil` when it holds anything but numbers and single spaces.
  ///
  /// Plain comparisons and no nested functions: the kit runs as a debug build, where a
  /// range pattern or a captured function per byte made this loop the room's slowest part.
  static func read(_ text: String, deltas: Bool = false) -> [Int]? {
    var copy = text
    return copy.withUTF8 { bytes -> [Int]? in
      var numbers: [Int] = []
      numbers.reserveCapacity(bytes.count / 2 + 1)
      var current = 0
      var negative = false
      var digits = 0
      var previous = 0
      var index = 0
      let count = bytes.count
      while index <= count {
        let byte: UInt8 = index < count ? bytes[index] : 32
        index += 1
        if byte >= 48 && byte <= 57 {
          if digits == 18 { return nil }
          current = current &* 10 &+ Int(byte &- 48)
          digits += 1
        } else if byte == 45 && digits == 0 && !negative {
          negative = true
        } else if byte == 32 {
          if digits == 0 { return count == 0 ? numbers : nil }
          var number = negative ? -current : current
          if deltas && !numbers.isEmpty { number += previous }
          numbers.append(number)
          previous = number
          current = 0
          negative = false
          digits = 0
        } else {
          return nil
        }
      }
      return numbers
    }
  }
}

extension KeyedDecodingContainer {
  /// A ``NumberText`` string at `key`, as numbers; a string that is not one is a
  /// `DecodingError`, so the document is "not a kit report".
  func decodeNumbers(forKey key: Key, deltas: Bool = false) throws -> [Int] {
    let text = try decode(String.self, forKey: key)
    guard let numbers = NumberText.read(text, deltas: deltas) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "not whole numbers separated by spaces")
    }
    return numbers
  }
}
