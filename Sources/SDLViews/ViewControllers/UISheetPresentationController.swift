import Foundation

/// UIKit's `UISheetPresentationController` (iOS 15): the presentation
/// controller of `.pageSheet`, `.formSheet` and `.automatic` presentations,
/// reached through `UIViewController.sheetPresentationController` before and
/// while presenting. The sheet rests at one of its `detents`, keeps its bottom
/// edge and changes its height (the presented view's frame follows the
/// detent); a pan on the sheet (its grabber included) moves it between
/// detents and, below the smallest, dismisses it with the
/// `UIAdaptivePresentationControllerDelegate` calls (or rubber-bands when the
/// presented controller `isModalInPresentation`). Tapping the dimmed
/// background dismisses it the same way. At or below
/// `largestUndimmedDetentIdentifier` the presenter stays in reach: touches
/// outside the sheet go to it, and so do the arrow keys and the D-pad (focus
/// enters the sheet first, then moves to what the sheet leaves uncovered).
///
/// Differences: the large detent is the sheet's frame of
/// `UIPresentationController` (a centred card on windows of at least
/// `sheetMinimumWindowSize`, else the whole window), and detents apply to the
/// card as well (UIKit's regular-width iPad sheets ignore them); the presenter
/// is not scaled down behind the sheet; `prefersScrollingExpandsWhenScrolledToEdge`
/// is kept but a scroll view in the sheet scrolls and never moves the sheet
/// (a drag that starts in a vertically scrolling scroll view is the scroll view's);
/// `presentationControllerWillDismiss(_:)` comes when a drag is released to
/// dismiss, not when it starts.
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet rests at (UIKit's default: large only).
    open var detents: [Detent] = [.large()] { didSet { sheetLayoutDidChange() } }

    /// The detent the sheet rests at; nil (the default) or an identifier that
    /// is not in `detents` means the smallest. Set it inside `animateChanges(_:)` to animate.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { sheetLayoutDidChange() } }

    /// The largest detent with no dimming behind the sheet: at or below it the
    /// presenter stays visible and takes touches. Nil (the default) dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { sheetLayoutDidChange() } }

    /// Whether the grabber shows at the top of the sheet (UIKit's 36 × 5 capsule).
    open var prefersGrabberVisible = false { didSet { sheetLayoutDidChange() } }

    /// The corner radius of the sheet; nil (the default) leaves the presented view's own.
    open var preferredCornerRadius: CGFloat? { didSet { sheetLayoutDidChange() } }

    /// Kept for UIKit source compatibility (default true); see the type's differences.
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// UIKit's `animateChanges(_:)`: changes to the sheet's properties made in
    /// `changes` animate (with UIKit's sheet spring, here a 0.35 s ease-out).
    open func animateChanges(_ changes: () -> Void) {
        UIView.animate(
            withDuration: Self.settleDuration, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
            animations: {
                changes()
                self.layoutSheet()
            }, completion: nil)
    }

    /// UIKit's `invalidateDetents()` (iOS 16): resolves the detents again (a custom resolver's answer changed).
    open func invalidateDetents() { sheetLayoutDidChange() }

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    override init(pendingFor presented: UIViewController) { super.init(pendingFor: presented) }

    static func isSheetStyle(_ style: UIModalPresentationStyle) -> Bool {
        style == .pageSheet || style == .formSheet || style == .automatic
    }

    static let settleDuration: TimeInterval = 0.35
    /// How far a release's velocity carries the sheet: a scroll view's normal deceleration distance, per pt/s.
    static let velocityProjection: CGFloat = 0.998 / (1 - 0.998) / 1000

    let grabber = SheetGrabberView()
    var pan: UIPanGestureRecognizer?
    /// The sheet's height when the drag began.
    var dragStartHeight: CGFloat = 0
    /// The height the sheet shows while dragged (nil when resting at a detent).
    var draggedHeight: CGFloat?
    private var isPresentationShowing = false

    // MARK: Geometry

    /// The frame of the sheet at its large detent (the frame `UIPresentationController` gives sheets).
    var largeFrame: CGRect { super.frameOfPresentedViewInContainerView }

    /// The active detents with their heights, lowest first (large alone when none resolves).
    var resolvedDetents: [(identifier: Detent.Identifier, height: CGFloat)] {
        let maximum = largeFrame.height
        let context = DetentContext(
            containerTraitCollection: containerView?.traitCollection ?? AppTraits.collection, maximumDetentValue: maximum)
        var resolved: [(identifier: Detent.Identifier, height: CGFloat)] = []
        for detent in detents {
            guard let height = detent.resolvedValue(in: context),
                !resolved.contains(where: { $0.identifier == detent.identifier })
            else { continue }
            resolved.append((detent.identifier, height))
        }
        guard !resolved.isEmpty else { return [(.large, maximum)] }
        return resolved.sorted { $0.height < $1.height }
    }

    /// The detent the sheet rests at: the selected one, else the smallest.
    var currentDetent: (identifier: Detent.Identifier, height: CGFloat) {
        let resolved = resolvedDetents
        return resolved.first { $0.identifier == selectedDetentIdentifier } ?? resolved[0]
    }

    /// The sheet at the selected detent: the large frame's bottom edge, the detent's height.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard presentationStyleIsSheet else { return super.frameOfPresentedViewInContainerView }
        return frame(showingHeight: currentDetent.height)
    }

    /// The sheet showing `height` above the large frame's bottom: below the
    /// smallest detent it keeps that detent's height and slides down.
    func frame(showingHeight height: CGFloat) -> CGRect {
        let large = largeFrame
        let smallest = resolvedDetents[0].height
        return CGRect(x: large.minX, y: large.maxY - height, width: large.width, height: max(height, smallest))
    }

    /// Whether the presenter's views go: only when the sheet covers the window at every detent.
    open override var shouldRemovePresentersView: Bool {
        guard super.shouldRemovePresentersView else { return false }
        return resolvedDetents[0].height >= largeFrame.height
    }

    var dimmingTargetAlpha: CGFloat { dimmingAlpha(showingHeight: currentDetent.height) }

    /// Resting at an undimmed detent over a presenter that stays: the keyboard and the
    /// gamepad reach the presenter too, through this scope (see `NavigationScope`).
    var leavesPresenterInteractive: Bool { isSheet && !shouldRemovePresentersView && dimmingTargetAlpha == 0 }
    private(set) lazy var undimmedScope = UndimmedSheetScope(sheet: self)

    /// Dimmed above the largest undimmed detent, fading in up to the next one while dragged.
    func dimmingAlpha(showingHeight height: CGFloat) -> CGFloat {
        let resolved = resolvedDetents
        guard let undimmed = largestUndimmedDetentIdentifier,
            let index = resolved.firstIndex(where: { $0.identifier == undimmed })
        else {
            let smallest = resolved[0].height
            return smallest > 0 ? Self.dimmingAlpha * min(max(height / smallest, 0), 1) : Self.dimmingAlpha
        }
        guard index + 1 < resolved.count else { return 0 }
        let low = resolved[index].height
        let high = resolved[index + 1].height
        return high > low ? Self.dimmingAlpha * min(max((height - low) / (high - low), 0), 1) : Self.dimmingAlpha
    }

    // MARK: Transitions

    /// Adds the dimming view (whenever the presenter stays visible), the grabber and the drag.
    open override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        if !shouldRemovePresentersView {
            let dimming = UIView(frame: containerView.bounds)
            dimming.backgroundColor = .black
            dimming.alpha = 0
            dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            dimming.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.dimmingViewTapped() })
            containerView.insertSubview(dimming, at: 0)
            dimmingView = dimming
            let target = dimmingTargetAlpha
            UIView.animate(withDuration: presentedViewController.transitionDurationForStyle) { dimming.alpha = target }
        }
        let pan = UIPanGestureRecognizer { [weak self] recognizer in self?.handlePan(recognizer) }
        pan.delegate = sheetGestureDelegate
        containerView.addGestureRecognizer(pan)
        self.pan = pan
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        isPresentationShowing = completed
        layoutSheet()
    }

    open override func dismissalTransitionWillBegin() {
        isPresentationShowing = false
        grabber.removeFromSuperview()
        super.dismissalTransitionWillBegin()
    }

    open override func containerViewDidLayoutSubviews() {
        guard draggedHeight == nil else { return }
        layoutSheet()
    }

    /// Places the sheet, its grabber, corners and dimming for the resting detent.
    func layoutSheet() {
        guard isPresentationShowing, let containerView, let view = presentedView, view.superview === containerView
        else { return }
        let frame = frameOfPresentedViewInContainerView
        if view.frame != frame { view.frame = frame }
        dimmingView?.alpha = dimmingTargetAlpha
        dimmingView?.isUserInteractionEnabled = dimmingTargetAlpha > 0
        applyCornerRadius(to: view)
        placeGrabber(onSheetFrame: frame)
    }

    func placeGrabber(onSheetFrame frame: CGRect) {
        guard prefersGrabberVisible, isPresentationShowing, let containerView else {
            grabber.removeFromSuperview()
            return
        }
        if grabber.superview !== containerView { containerView.addSubview(grabber) }
        grabber.frame = CGRect(
            x: frame.midX - SheetGrabberView.size.width / 2, y: frame.minY + 5, width: SheetGrabberView.size.width,
            height: SheetGrabberView.size.height)
    }

    private func applyCornerRadius(to view: UIView) {
        guard let radius = preferredCornerRadius else { return }
        view.layer.cornerRadius = radius
        view.clipsToBounds = true
        // A sheet that runs to the window's bottom edge rounds only its top corners, as on iPhone.
        let attached = largeFrame.maxY >= (containerView?.bounds.maxY ?? 0)
        view.layer.maskedCorners =
            attached ? [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    }

    private func sheetLayoutDidChange() {
        guard draggedHeight == nil else { return }
        layoutSheet()
    }

    private func dimmingViewTapped() {
        guard draggedHeight == nil else { return }
        presentedViewController.presentation?.userAttemptsDismissal()
    }

    private var presentationStyleIsSheet: Bool { isSheet }

    private lazy var sheetGestureDelegate = SheetPanDelegate(sheet: self)
}
