import Foundation

/// UIKit's `UIStoryboardSegue`: a transition from one storyboard scene's
/// controller to another's, made by `performSegue(withIdentifier:sender:)` or
/// a control in the scene, handed to `prepare(for:sender:)` before it runs.
/// Subclasses override `perform()`.
@MainActor
open class UIStoryboardSegue {
    open var identifier: String? { identifierStorage }
    open var source: UIViewController { sourceStorage }
    open var destination: UIViewController { destinationStorage }

    private let identifierStorage: String?
    private let sourceStorage: UIViewController
    private let destinationStorage: UIViewController
    private let performHandler: (() -> Void)?

    /// UIKit's designated initializer; `perform()` does nothing until overridden.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        identifierStorage = identifier
        sourceStorage = source
        destinationStorage = destination
        performHandler = nil
    }

    /// UIKit's `init(identifier:source:destination:performHandler:)`: `perform()` runs `performHandler`.
    public init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping () -> Void
    ) {
        identifierStorage = identifier
        sourceStorage = source
        destinationStorage = destination
        self.performHandler = performHandler
    }

    /// Runs the transition.
    open func perform() { performHandler?() }
}
