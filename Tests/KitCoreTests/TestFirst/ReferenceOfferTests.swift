import Testing

@testable import KitCore

@Suite("What the reference code offers, for a test that does not compile")
struct ReferenceOfferTests {
  let offer = ReferenceOffer(sources: [
    "Sources/Tally/Tally.swift": """
    /// A tally.
    public struct Tally {
      public private(set) var count = 0
      private let step = 1

      public init() {}

      public mutating func add() { count += step }
      public mutating func add(_ amount: Int, times: Int) {}
    }

    extension Tally {
      func item(at index: Int, in section: Section) -> Int { 0 }
    }
    """,
    "Sources/Tally/Section.swift": """
    enum Section: Int {
      case toDo, done
    }
    """,
  ])

  @Test("a member the type lacks: the members it has, extensions too, private ones not")
  func members() {
    #expect(
      offer.sentence(for: "value of type 'Tally' has no member 'increment'")
        == "the reference code's Tally offers: count, init(), add(), add(_:times:), item(at:in:)")
  }

  @Test("a name not in scope: the types the code declares")
  func typesInScope() {
    #expect(
      offer.sentence(for: "cannot find 'Counter' in scope")
        == "the reference code declares: Section, Tally")
  }

  /// A stand-in for the kit's ListKit: a view class with public and internal members, a
  /// label that inherits it, and a public protocol, whose requirements carry no modifier.
  static let listKit = [
    "Sources/ListKit/Views/View.swift": """
    @MainActor
    open class View {
      open var frame: Int
      public private(set) weak var superview: View?
      var hiddenState = 0

      public init(frame: Int = 0) { self.frame = frame }

      public func addSubview(_ view: View) {}
      func layOut() {}
    }
    """,
    "Sources/ListKit/Views/Label.swift": """
    open class Label: View {
      open var text: String?

      public convenience init(text: String?) { self.init() }
    }
    """,
    "Sources/ListKit/Table/DataSource.swift": """
    public protocol DataSource: AnyObject {
      func numberOfRows(in section: Int) -> Int
    }
    """,
  ]

  @Test(
    "a member a kit type lacks: its public members, then what its superclass adds (issue 29)")
  func kitTypeMembers() {
    let offer = ReferenceOffer(sources: [:], library: ["ListKit": Self.listKit])

    #expect(
      offer.sentence(for: "value of type 'Label' has no member 'isDescendant'")
        == "ListKit's Label offers: text, init(text:); from View: frame, superview, "
        + "init(frame:), addSubview(_:)")
    #expect(
      offer.sentence(for: "value of type 'any DataSource' has no member 'rows'")
        == "ListKit's DataSource offers: numberOfRows(in:)")
  }

  @Test("a reference class that subclasses a kit class offers the kit class's members too")
  func inheritedFromTheKit() {
    let offer = ReferenceOffer(
      sources: [
        "Sources/ItemCell/ItemCell.swift": """
        final class ItemCell: Label {
          let dateLabel = Label()
        }
        """
      ], library: ["ListKit": Self.listKit])

    #expect(
      offer.sentence(for: "value of type 'ItemCell' has no member 'titleLabel'")
        == "the reference code's ItemCell offers: dateLabel; from Label: text, init(text:); "
        + "from View: frame, superview, init(frame:), addSubview(_:)")
  }

  @Test("a declaration wrapped over several lines keeps every label; `class func` is a member")
  func wrappedDeclarations() {
    let offer = ReferenceOffer(sources: [
      "Sources/Cells/Cell.swift": """
      final class Cell {
        func configure(
          with item: String,
          at index: Int
        ) {}
        class func make() -> Cell { Cell() }
      }
      """
    ])

    #expect(
      offer.sentence(for: "value of type 'Cell' has no member 'title'")
        == "the reference code's Cell offers: configure(with:at:), make()")
  }

  @Test("another error, or a type the code does not declare: nothing to add")
  func nothingToAdd() {
    #expect(offer.sentence(for: "missing argument for parameter 'times' in call") == nil)
    #expect(offer.sentence(for: "value of type 'Int' has no member 'title'") == nil)
  }
}
