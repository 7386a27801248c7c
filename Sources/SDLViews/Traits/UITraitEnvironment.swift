/// UIKit's `UITraitEnvironment`: something with a trait collection that is
/// told when it changes. `UIView` (so `UIWindow`) and `UIViewController` conform.
@MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
