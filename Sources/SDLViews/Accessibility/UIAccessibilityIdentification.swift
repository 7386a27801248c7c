import Foundation

/// UIKit's `UIAccessibilityIdentification`: a name for an element that tests
/// and tools use to find it and that is never spoken. `UIView` and
/// `UIAccessibilityElement` adopt it.
@MainActor
public protocol UIAccessibilityIdentification: AnyObject {
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}
