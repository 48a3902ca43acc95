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

  @Test("another error, or a type the code does not declare: nothing to add")
  func nothingToAdd() {
    #expect(offer.sentence(for: "missing argument for parameter 'times' in call") == nil)
    #expect(offer.sentence(for: "value of type 'Int' has no member 'title'") == nil)
  }
}
