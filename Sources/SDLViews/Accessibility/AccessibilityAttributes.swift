import Foundation

/// What an app set of a responder's accessibility properties, allocated on
/// the first set, so the many views that never use accessibility carry one
/// nil reference. A nil field means "not set": the getter then answers the
/// class's default (a button's title for its label, say), as UIKit's
/// controls do.
@MainActor
final class AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var language: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var path: UIBezierPath?
    var activationPoint: CGPoint?
    var elements: [Any]?
    var containerType: UIAccessibilityContainerType?
    var groupsChildren: Bool?
    var viewIsModal: Bool?
    var elementsHidden: Bool?
    var customActions: [UIAccessibilityCustomAction]?
    var respondsToUserInteraction: Bool?
}
