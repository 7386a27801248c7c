import Foundation

/// UIKit's `UIAccessibilityCustomAction`: an extra action a screen reader
/// offers on an element (its actions menu), beside activating it.
///
/// Only the closure form exists: Swift on Linux has no selectors, so UIKit's
/// `init(name:target:selector:)` cannot be spelled; pass the work as
/// `actionHandler`, which returns whether the action succeeded.
@MainActor
open class UIAccessibilityCustomAction {
    /// What the action is called when offered, e.g. "Delete".
    open var name: String
    /// An image shown beside the name (UIKit's iOS 14 addition).
    open var image: UIImage?
    /// Runs the action; returns whether it succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    /// UIKit's `init(name:actionHandler:)`.
    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// UIKit's `init(name:image:actionHandler:)`.
    public init(name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
    }

    /// What a screen reader calls: the handler's answer, false without one.
    func perform() -> Bool { actionHandler?(self) ?? false }
}
