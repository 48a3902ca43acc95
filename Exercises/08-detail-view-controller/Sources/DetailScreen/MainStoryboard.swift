import ListKit

/// The app's Main storyboard: the scenes, and the outlets each one connects.
///
/// In Xcode this is `Main.storyboard`, edited in Interface Builder; here a scene is code.
/// A scene's closure runs when the controller's view loads, before `viewDidLoad`, the
/// moment UIKit connects outlets.
@MainActor
enum MainStoryboard {
  static func make() -> Storyboard {
    let storyboard = Storyboard(name: "Main")
    // TODO: add a scene with the storyboard ID "DetailViewController" that makes a
    // DetailViewController (see `Storyboard.addScene(_:make:connectOutlets:)`). Then,
    // stage by stage, connect its outlets in the scene's closure, for example
    // `controller.titleLabel = place(Label(), in: controller)`.
    return storyboard
  }

  /// Adds `view` to the controller's view, as dropping it on the scene does.
  private static func place<Element: View>(_ view: Element, in controller: ViewController)
    -> Element
  {
    controller.view.addSubview(view)
    return view
  }
}
