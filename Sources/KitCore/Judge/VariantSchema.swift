import Foundation

/// Several versions of an exercise's code that declare the same things and differ only in
/// what their functions do, as one module that runs any of them: each body that differs
/// becomes a branch on the version the process was started with (`TDDKIT_VARIANT`, an index
/// into the versions). The field calls it a *mutant schema*.
///
/// The judge tries a learner's test on the reference, its chaffs and the examples that fake
/// the test's literals. Compiled one module per version, the same test file is compiled
/// once per version too, which is most of a check's time. In a schema the test compiles
/// once and each version is one run. The interface is the same by construction: everything
/// outside the bodies (``DeclarationBodies``) is the same text in every version, or the
/// version stays out and gets a module of its own. A process started with no version, or
/// one the schema does not hold, stops at the first body that differs instead of running the
/// first version in its place.
struct VariantSchema {
  /// The merged code, with ``variantFile``.
  let files: FileTree
  /// How many versions it holds, in the order given.
  let count: Int

  static let variantFile = "TDDKitVariant.swift"
  static let environmentKey = "TDDKIT_VARIANT"

  /// The schema of `versions`, the first the base, or `nil` when one of them declares
  /// something the base does not (see ``fits(_:with:)``) or there are fewer than two.
  init?(_ versions: [FileTree]) {
    guard versions.count > 1, let base = versions.first,
      versions.dropFirst().allSatisfy({ Self.fits($0, with: base) })
    else { return nil }
    var files = base
    for path in base.keys where path.hasSuffix(".swift") {
      let texts = versions.map { String(decoding: $0[path]!, as: UTF8.self) }
      guard texts.contains(where: { $0 != texts[0] }) else { continue }
      files[path] = Data(Self.merged(texts).utf8)
    }
    files[Self.variantFile] = Data(Self.selector(count: versions.count).utf8)
    self.files = files
    count = versions.count
  }

  /// Whether `version` can share a schema with `base`: the same files, the same bytes in
  /// each that is not Swift, and each Swift file the same text outside its bodies.
  static func fits(_ version: FileTree, with base: FileTree) -> Bool {
    guard Set(version.keys) == Set(base.keys), base[variantFile] == nil else { return false }
    for (path, data) in base where version[path] != data {
      guard path.hasSuffix(".swift") else { return false }
      let ours = Characters(String(decoding: data, as: UTF8.self))
      let theirs = Characters(String(decoding: version[path]!, as: UTF8.self))
      guard ours.skeleton == theirs.skeleton else { return false }
    }
    return true
  }

  /// What two versions that fit each other (``fits(_:with:)``) have alike: each file's
  /// path, and its skeleton (a Swift file's text outside its bodies) or its bytes.
  static func signature(of files: FileTree) -> String {
    var digest = ContentDigest()
    for path in files.keys.sorted() {
      digest.add(path)
      let data = files[path]!
      guard path.hasSuffix(".swift") else {
        digest.add(files: ["": data])
        continue
      }
      let pieces = Characters(String(decoding: data, as: UTF8.self)).skeleton
      digest.add("\(pieces.count)")
      for piece in pieces { digest.add(piece) }
    }
    return digest.hex
  }

  /// One file's versions, the first the base, each body that differs as branches.
  private static func merged(_ texts: [String]) -> String {
    let versions = texts.map(Characters.init)
    let base = versions[0]
    var result = ""
    var position = 0
    for (index, body) in base.bodies.enumerated() {
      result += String(base.characters[position...body.open])
      let raw = versions.map { $0.inside(index, returning: false) }
      if raw.allSatisfy({ $0 == raw[0] }) {
        result += raw[0]
      } else {
        result += branches(versions.map { $0.inside(index, returning: true) })
      }
      position = body.close
    }
    return result + String(base.characters[position...])
  }

  /// One body's versions as an `if` on the running version: each distinct body once, the
  /// base's last.
  private static func branches(_ insides: [String]) -> String {
    var distinct: [(inside: String, versions: [Int])] = []
    for (version, inside) in insides.enumerated() where version > 0 && inside != insides[0] {
      if let at = distinct.firstIndex(where: { $0.inside == inside }) {
        distinct[at].versions.append(version)
      } else {
        distinct.append((inside, [version]))
      }
    }
    var text = " // kit: a branch for each version of this body (VariantSchema)\n"
    for (inside, versions) in distinct {
      let test = versions.map { "TDDKitVariant.current == \($0)" }.joined(separator: " || ")
      text += "if \(test) {\(inside)} else "
    }
    return text + "{ _ = TDDKitVariant.current\n\(insides[0])}\n"
  }

  /// The generated file that reads the running version.
  private static func selector(count: Int) -> String {
    """
    // Generated by kit: which of this module's \(count) versions runs (VariantSchema).
    import Foundation

    enum TDDKitVariant {
      static let current: Int = {
        guard let text = ProcessInfo.processInfo.environment["\(environmentKey)"],
          let version = Int(text), (0..<\(count)).contains(version)
        else {
          fatalError("kit: this module holds \(count) versions of the code and \(environmentKey) names none of them")
        }
        return version
      }()
    }

    """
  }

  /// A file as characters, with its bodies.
  private struct Characters {
    let characters: [Character]
    let bodies: [DeclarationBodies.Body]

    init(_ text: String) {
      characters = Array(text)
      bodies = DeclarationBodies(text).bodies
    }

    /// The text outside the bodies, a piece between each two.
    var skeleton: [String] {
      var pieces: [String] = []
      var position = 0
      for body in bodies {
        pieces.append(String(characters[position...body.open]))
        position = body.close
      }
      return pieces + [String(characters[position...])]
    }

    /// What body `index` holds between its braces, with `return` before a bare expression
    /// that gives the body's value, so it can stand as one branch among others.
    func inside(_ index: Int, returning: Bool) -> String {
      let body = bodies[index]
      var text = String(characters[(body.open + 1)..<body.close])
      if returning, body.givesValue, !body.saysReturn, let first = body.firstToken {
        let at = text.index(text.startIndex, offsetBy: first - body.open - 1)
        text.insert(contentsOf: "return ", at: at)
      }
      return text
    }
  }
}
