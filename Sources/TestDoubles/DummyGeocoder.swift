import ToDo

/// A dummy geocoder: it fills the geocoder slot and fails the running test if it is asked
/// for a coordinate.
///
/// If it is asked anyway, it records "unexpected use of DummyGeocoder.coordinate(for:)"
/// as a failure of the running test, at the line that made it, and answers 0°, 0° instead
/// of trapping. It has no state at all, so it needs no lock to be `Sendable`, and the
/// failure reaches the right test from any task, because Swift Testing finds the running
/// test through a task-local. Stands in for ``Geocoder``.
///
/// Used in: exercise 09.
public final class DummyGeocoder: Geocoder {
  private let createdAt: CallSite

  /// Makes a dummy whose failures point at the line that created it.
  public init(
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    createdAt = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public func coordinate(for address: String) async throws -> Coordinate {
    createdAt.recordUnexpectedUse(of: "DummyGeocoder.coordinate(for:)")
    return Coordinate(latitude: 0, longitude: 0)
  }
}
