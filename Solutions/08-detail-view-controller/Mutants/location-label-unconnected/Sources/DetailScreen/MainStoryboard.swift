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
    // The identifier is the scene's storyboard ID, the string a test asks for; the
    // closure is the control-drag from each view to its outlet.
    storyboard.addScene("DetailViewController", make: DetailViewController.init) { controller in
      controller.titleLabel = place(Label(), in: controller)
      controller.dateLabel = place(Label(), in: controller)
      controller.descriptionLabel = place(Label(), in: controller)
      controller.mapView = place(MapView(), in: controller)
      controller.checkButton = place(Button(title: "Check"), in: controller)
    }
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
