import Foundation

/// One light as a learner shares it with the room: everything a ``Light`` holds except the
/// fingerprints of the files, which only the learner's own kit can compare.
struct SharedLight: Equatable, Sendable {
  var at: Date
  var colour: LightColour
  var changed: ChangedSide
  var ran: Int
  var passed: Int
  var stagesGreen: [String] = []
  var predicted: LightColour?
  var failure: String?
  var next: String?
  var verdicts: [String: String]?
  var survivors: [String]?
  var diagnoses: [String]?
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
  var isGreen: Bool { colour == .green }
}

extension Optional where Wrapped: Collection {
  /// `nil` for an empty collection too, so that "none" has one spelling.
  var nonEmpty: Wrapped? {
    guard let self, !self.isEmpty else { return nil }
    return self
  }
}
