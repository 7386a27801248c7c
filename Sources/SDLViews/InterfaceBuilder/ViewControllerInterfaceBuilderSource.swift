import Foundation

/// Where a view controller's view comes from when it was made from an
/// Interface Builder file: its storyboard and scene element (the scene's
/// `<view key="view">` is built by `loadView()`, its `<segue>`s run by
/// `performSegue(withIdentifier:sender:)`).
struct ViewControllerInterfaceBuilderSource {
    var storyboard: UIStoryboard?
    var scene: InterfaceBuilderElement?
}
