import ListKit
import Testing

@MainActor
@Suite("View")
struct ViewTests {
  @Test("keeps the frame it was made with, zero by default")
  func frame() {
    let frame = CGRect(x: 1, y: 2, width: 30, height: 40)

    #expect(View(frame: frame).frame == frame)
    #expect(View().frame == .zero)
  }

  @Test("adding subviews keeps them in order and sets their superview")
  func addSubview() {
    let sut = View()
    let first = Label()
    let second = MapView()

    sut.addSubview(first)
    sut.addSubview(second)

    #expect(sut.subviews.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
    #expect(first.superview === sut)
    #expect(second.superview === sut)
  }

  @Test("adding a view to a new superview takes it out of the old one")
  func addSubviewMovesView() {
    let old = View()
    let new = View()
    let label = Label()
    old.addSubview(label)

    new.addSubview(label)

    #expect(old.subviews.isEmpty)
    #expect(new.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(label)])
    #expect(label.superview === new)
  }

  @Test("a subview does not keep its superview alive")
  func superviewIsWeak() {
    let subview = View()
    var superview: View? = View()
    superview?.addSubview(subview)

    superview = nil

    #expect(subview.superview == nil)
  }
}
