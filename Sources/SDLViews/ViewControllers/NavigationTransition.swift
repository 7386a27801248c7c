import Foundation

/// One push or pop between two controllers of a navigation controller:
/// UIKit's slide (the incoming screen from the right over the outgoing one,
/// which moves a third of the way left under a dimming shadow; pop reverses
/// it; mirrored when the navigation controller's view is right to left), driven by an animation or by the interactive pop's finger. With
/// `UIAccessibility.isReduceMotionEnabled` (read when the transition starts)
/// nothing slides: the views stay in place and the front one fades, as iOS.
@MainActor
final class NavigationTransition {
    /// UIKit's push and pop duration.
    static let duration: TimeInterval = 0.35
    /// How dark the covered screen gets (black at this alpha).
    static let dimmingAlpha: CGFloat = 0.1

    let from: UIViewController
    let to: UIViewController
    let operation: UINavigationController.Operation
    /// The incoming view's frame; the outgoing one keeps `fromFrame` (they differ
    /// when one runs under the bar and the other does not).
    let frame: CGRect
    let fromFrame: CGRect
    let dimming = UIView()
    let dissolves = UIAccessibility.isReduceMotionEnabled
    /// Right to left the slide is mirrored: the incoming screen comes from the
    /// left and the outgoing one moves right (read when the transition starts).
    let mirrored: Bool

    init(
        from: UIViewController, to: UIViewController, operation: UINavigationController.Operation, frame: CGRect,
        fromFrame: CGRect? = nil, mirrored: Bool = false
    ) {
        self.mirrored = mirrored
        self.from = from
        self.to = to
        self.operation = operation
        self.frame = frame
        self.fromFrame = fromFrame ?? frame
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
    }

    /// Puts both views in `container` at progress 0.
    func install(in container: UIView, below bar: UIView) {
        to.view.frame = frame
        to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if operation == .push {
            container.insertSubview(dimming, aboveSubview: from.view)
            container.insertSubview(to.view, aboveSubview: dimming)
        } else {
            container.insertSubview(to.view, belowSubview: from.view)
            container.insertSubview(dimming, aboveSubview: to.view)
        }
        to.view.layoutIfNeeded()
        apply(progress: 0)
    }

    /// Places the views `progress` (0…1) of the way through the transition.
    func apply(progress: CGFloat) {
        let width = frame.width
        let (front, back) = operation == .push ? (to.view!, from.view!) : (from.view!, to.view!)
        // Push: front comes in (1 → 0 widths), back leaves (0 → -1/3). Pop runs it backwards.
        let coverage = operation == .push ? progress : 1 - progress
        if dissolves {
            front.alpha = coverage
            return
        }
        let direction: CGFloat = mirrored ? -1 : 1
        front.frame.origin.x = frame.minX + direction * width * (1 - coverage)
        back.frame.origin.x = frame.minX - direction * width / 3 * coverage
        dimming.frame = back.frame
        dimming.alpha = Self.dimmingAlpha * coverage
    }

    /// Back to plain frames: the dimming goes and the outgoing view leaves.
    func cleanUp(keep visible: UIViewController) {
        dimming.removeFromSuperview()
        let gone = visible === to ? from : to
        if dissolves { (to.view.alpha, from.view.alpha) = (1, 1) }
        gone.view.removeFromSuperview()
        gone.view.frame = gone === from ? fromFrame : frame
        visible.view.frame = visible === from ? fromFrame : frame
    }
}
