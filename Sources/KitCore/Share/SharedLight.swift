import Foundation

/// One light as a learner shares it with the room: a ``Light`` whose fingerprints of the
/// files are left empty, since only the learner's own kit can compare them. Its fields are
/// the light's, read through it, so the two never drift apart.
@dynamicMemberLookup
struct SharedLight: Equatable, Sendable {
  private(set) var light: Light

  subscript<Value>(dynamicMember field: KeyPath<Light, Value>) -> Value {
    light[keyPath: field]
  }

  init(
    at: Date, colour: LightColour, changed: ChangedSide, ran: Int, passed: Int,
    stagesGreen: [String] = [], predicted: LightColour? = nil, failure: String? = nil,
    next: String? = nil, verdicts: [String: String]? = nil, survivors: [String]? = nil,
    diagnoses: [String]? = nil
  ) {
    light = Light(
      at: at, colour: colour, changed: changed, ran: ran, passed: passed,
      stagesGreen: stagesGreen, sides: SideDigests(tests: "", code: ""), predicted: predicted,
      failure: failure, next: next, verdicts: verdicts, survivors: survivors,
      diagnoses: diagnoses)
  }
}

extension SharedLight {
  /// The shared part of `light`; an empty list or dictionary is left out (`nil`), as a
  /// light written before those fields existed has them.
  init(_ light: Light) {
    self.init(
      at: light.at, colour: light.colour, changed: light.changed, ran: light.ran,
      passed: light.passed, stagesGreen: light.stagesGreen, predicted: light.predicted,
      failure: light.failure, next: light.next, verdicts: light.verdicts.nonEmpty,
      survivors: light.survivors.nonEmpty, diagnoses: light.diagnoses.nonEmpty)
  }

  /// Whether the light shows something not working yet: anything but green.
  var isGreen: Bool { light.colour == .green }
}

extension Optional where Wrapped: Collection {
  /// `nil` for an empty collection too, so that "none" has one spelling.
  var nonEmpty: Wrapped? {
    guard let self, !self.isEmpty else { return nil }
    return self
  }
}
