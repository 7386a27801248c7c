import Foundation

/// UIKit's `UIContextMenuInteractionDelegate`: gives the configuration for a
/// location in the view (nil shows nothing) and hears when the menu shows and ends.
@MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
}

/// The optional methods do nothing unless implemented, as in UIKit.
extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
}

/// UIKit's `UIContextMenuInteractionAnimating`: animations and completions
/// that run with the menu's appearance or dismissal (at once here: the card
/// shows and goes without animation).
@MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// Runs what is added once the menu has shown or gone.
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionAnimating {
    var previewViewController: UIViewController? { nil }
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    func finish() {
        let (run, done) = (animations, completions)
        animations = []
        completions = []
        run.forEach { $0() }
        done.forEach { $0() }
    }
}
