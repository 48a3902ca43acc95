import ListKit
import Testing

@MainActor
@Suite("Storyboard")
struct StoryboardTests {
  private let sut: Storyboard

  init() {
    sut = Storyboard(name: "Main")
    sut.addScene("DetailViewController", make: DetailViewController.init) { controller in
      controller.titleLabel = Label(text: "connected")
    }
    sut.addScene("ListViewController", make: TableViewController.init)
  }

  @Test("instantiates the view controller its scene makes")
  func instantiatesByIdentifier() throws {
    let controller = try sut.instantiateViewController(withIdentifier: "DetailViewController")

    #expect(controller is DetailViewController)
  }

  @Test("instantiates with the type asked for, its view not loaded yet")
  func instantiatesTyped() throws {
    let controller = try sut.instantiateViewController(
      withIdentifier: "ListViewController", as: TableViewController.self)

    #expect(!controller.isViewLoaded)
  }

  @Test("gives a fresh view controller every time")
  func freshControllerEachTime() throws {
    let first = try sut.instantiateViewController(withIdentifier: "DetailViewController")
    let second = try sut.instantiateViewController(withIdentifier: "DetailViewController")

    #expect(first !== second)
  }

  @Test("leaves outlets unconnected until the view loads")
  func outletsNotConnectedBeforeLoading() throws {
    let controller = try makeDetail()

    #expect(controller.titleLabel == nil)
  }

  @Test("connects outlets when the view loads")
  func outletsConnectedAfterLoading() throws {
    let controller = try makeDetail()

    controller.loadViewIfNeeded()

    #expect(controller.titleLabel?.text == "connected")
  }

  @Test("connects outlets before viewDidLoad runs")
  func outletsConnectedBeforeViewDidLoad() throws {
    let controller = try makeDetail()

    controller.loadViewIfNeeded()

    #expect(controller.titleSeenInViewDidLoad == "connected")
  }

  @Test("connects outlets once, however often the view is read")
  func outletsConnectedOnce() throws {
    let controller = try makeDetail()
    controller.loadViewIfNeeded()
    let label = controller.titleLabel

    _ = controller.view

    #expect(controller.titleLabel === label)
  }

  @Test("lists its identifiers sorted")
  func identifiersSorted() {
    sut.addScene("InputViewController", make: ViewController.init)

    #expect(
      sut.identifiers == ["DetailViewController", "InputViewController", "ListViewController"])
  }

  @Test("throws for an unknown identifier, naming the storyboard and the known identifiers")
  func unknownIdentifier() {
    #expect(
      throws: StoryboardError.unknownIdentifier(
        "Missing", storyboard: "Main", known: ["DetailViewController", "ListViewController"])
    ) {
      try sut.instantiateViewController(withIdentifier: "Missing")
    }
  }

  @Test("throws when the scene makes another type than the one asked for")
  func wrongType() {
    #expect(
      throws: StoryboardError.wrongType(
        identifier: "ListViewController", expected: "DetailViewController",
        actual: "TableViewController")
    ) {
      try sut.instantiateViewController(
        withIdentifier: "ListViewController", as: DetailViewController.self)
    }
  }

  // MARK: - Helpers

  private func makeDetail() throws -> DetailViewController {
    try sut.instantiateViewController(
      withIdentifier: "DetailViewController", as: DetailViewController.self)
  }
}

/// A view controller with an outlet, recording what the outlet showed in `viewDidLoad`.
private final class DetailViewController: ViewController {
  var titleLabel: Label?
  private(set) var titleSeenInViewDidLoad: String?

  override func viewDidLoad() {
    super.viewDidLoad()
    titleSeenInViewDidLoad = titleLabel?.text
  }
}
