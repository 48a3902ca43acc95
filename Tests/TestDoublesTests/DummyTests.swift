import ListKit
import TestDoubles
import Testing
import ToDo

@MainActor
@Suite("Dummies report any use as a test failure, without trapping")
struct DummyTests {
  /// The check is Swift Testing's own: any issue recorded while a test runs fails it. A
  /// dummy that complained when made, or when released, would fail here; the tests below
  /// prove the recording itself works, so this silence is not a recorder that never fires.
  @Test("an unused dummy records nothing")
  func unusedDummy() {
    let presenter = DummyListPresenter()
    let geocoder = DummyGeocoder()

    withExtendedLifetime((presenter, geocoder)) {}
  }

  @Test("viewCreated is reported as an unexpected use")
  func viewCreated() {
    let sut = DummyListPresenter()

    withKnownIssue {
      sut.viewCreated()
    } matching: { issue in
      Self.says("unexpected use of DummyListPresenter.viewCreated()", issue)
    }
  }

  @Test("numberOfRows is reported, and answers zero")
  func numberOfRows() {
    let sut = DummyListPresenter()
    var rows = -1

    withKnownIssue {
      rows = sut.numberOfRows()
    } matching: { issue in
      Self.says("unexpected use of DummyListPresenter.numberOfRows()", issue)
    }

    #expect(rows == 0)
  }

  @Test("configure(cell:forRow:) is reported")
  func configure() {
    let sut = DummyListPresenter()

    withKnownIssue {
      sut.configure(cell: MockCell(), forRow: 0)
    } matching: { issue in
      Self.says("unexpected use of DummyListPresenter.configure(cell:forRow:)", issue)
    }
  }

  @Test("the report points at the line that made the dummy")
  func pointsAtCreation() {
    let (sut, line) = (DummyListPresenter(), #line)

    withKnownIssue {
      sut.viewCreated()
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "DummyTests.swift"
    }
  }

  @Test("the geocoder dummy reports from an async call, and answers 0°, 0°")
  func geocoder() async throws {
    let sut = DummyGeocoder()
    var coordinate: Coordinate?

    try await withKnownIssue {
      coordinate = try await sut.coordinate(for: "Anywhere")
    } matching: { issue in
      Self.says("unexpected use of DummyGeocoder.coordinate(for:)", issue)
    }

    #expect(coordinate == Coordinate(latitude: 0, longitude: 0))
  }

  // MARK: - Helpers

  private nonisolated static func says(_ message: String, _ issue: Issue) -> Bool {
    issue.comments.map(\.rawValue) == [message]
  }
}
