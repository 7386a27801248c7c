import Foundation

/// Layout margins and the safe area, as UIKit computes them for the engine's
/// `layoutMarginsGuide` and `safeAreaLayoutGuide` (leading and trailing resolved by the view's layout direction).
extension UIView {
    var layoutMarginsImplementation: UIEdgeInsets {
        get { layoutState?.layoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        set {
            guard newValue.isFinite else { return SDLViewsLog.error("layoutMargins \(newValue) refused: not finite") }
            let state = layoutStateOrCreate
            state.layoutMargins = newValue
            state.directionalMargins = nil
            marginsDidChange()
        }
    }

    /// Leading and trailing are right and left in a right-to-left view. Set
    /// directionally, the margins are kept directional (`layoutMargins`
    /// follows the direction when it changes), as in UIKit.
    var directionalLayoutMarginsImplementation: NSDirectionalEdgeInsets {
        get {
            if let directional = layoutState?.directionalMargins { return directional }
            return NSDirectionalEdgeInsets(layoutMargins, in: effectiveUserInterfaceLayoutDirection)
        }
        set {
            let physical = UIEdgeInsets(newValue, in: effectiveUserInterfaceLayoutDirection)
            guard physical.isFinite else {
                return SDLViewsLog.error("directionalLayoutMargins \(newValue) refused: not finite")
            }
            let state = layoutStateOrCreate
            state.layoutMargins = physical
            state.directionalMargins = newValue
            marginsDidChange()
        }
    }

    /// The direction changed: directional margins land on the other sides.
    func flipDirectionalMarginsIfNeeded() {
        guard let state = layoutState, let directional = state.directionalMargins else { return }
        let physical = UIEdgeInsets(directional, in: effectiveUserInterfaceLayoutDirection)
        guard physical != state.layoutMargins else { return }
        state.layoutMargins = physical
        marginsDidChange()
    }

    var preservesSuperviewLayoutMarginsImplementation: Bool {
        get { layoutState?.preservesSuperviewLayoutMargins ?? false }
        set { layoutStateOrCreate.preservesSuperviewLayoutMargins = newValue; marginsDidChange() }
    }

    var insetsLayoutMarginsFromSafeAreaImplementation: Bool {
        get { layoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set { layoutStateOrCreate.insetsLayoutMarginsFromSafeArea = newValue; marginsDidChange() }
    }

    private func marginsDidChange() {
        layoutMarginsDidChange()
        setNeedsLayout()
        if let item = layoutState?.marginsGuide?.itemState { item.engine?.solveIfNeeded() }
    }

    /// The margins the margins guide uses: own margins, raised by the
    /// superview's where preserved, plus the safe area where inset from it.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if preservesSuperviewLayoutMargins, let superview {
            let parent = superview.effectiveLayoutMargins
            let f = frame, b = superview.bounds
            margins.left = max(margins.left, parent.left - (f.minX - b.minX))
            margins.top = max(margins.top, parent.top - (f.minY - b.minY))
            margins.right = max(margins.right, parent.right - (b.maxX - f.maxX))
            margins.bottom = max(margins.bottom, parent.bottom - (b.maxY - f.maxY))
        }
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(
                top: margins.top + safe.top, left: margins.left + safe.left,
                bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        return margins
    }

    var layoutMarginsGuideImplementation: UILayoutGuide {
        ownGuide(\.marginsGuide, role: .margins, identifier: "UIViewLayoutMarginsGuide")
    }

    var safeAreaLayoutGuideImplementation: UILayoutGuide {
        ownGuide(\.safeAreaGuide, role: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
    }

    var safeAreaInsetsImplementation: UIEdgeInsets {
        if let window = self as? UIWindow { return window.layoutState?.windowSafeAreaInsets ?? .zero }
        guard let superview else { return additionalInsetsFromController }
        let parent = superview.safeAreaInsets
        let b = superview.bounds, f = frame
        var insets = UIEdgeInsets(
            top: max(0, parent.top - (f.minY - b.minY)),
            left: max(0, parent.left - (f.minX - b.minX)),
            bottom: max(0, parent.bottom - (b.maxY - f.maxY)),
            right: max(0, parent.right - (b.maxX - f.maxX)))
        let bars = barInsetsFromContainer
        insets.top = max(insets.top, bars.top)
        insets.bottom = max(insets.bottom, bars.bottom)
        let extra = additionalInsetsFromController
        insets.top += extra.top; insets.left += extra.left; insets.bottom += extra.bottom; insets.right += extra.right
        return insets
    }

    /// The bars of the container this controller's view is in (content under a translucent bar).
    private var barInsetsFromContainer: UIEdgeInsets {
        guard let controller = viewControllerStorage, let parent = controller.parentStorage else { return .zero }
        return parent.barInsets(forChild: controller)
    }

    private var additionalInsetsFromController: UIEdgeInsets {
        viewControllerStorage?.additionalSafeAreaInsets ?? .zero
    }

    /// Calls `safeAreaInsetsDidChange()` when the insets moved since last time.
    func reportSafeAreaChangeIfNeeded() {
        let state = layoutStateOrCreate
        let insets = safeAreaInsets
        guard insets != state.lastSafeAreaInsets else { return }
        state.lastSafeAreaInsets = insets
        safeAreaInsetsDidChange()
    }
}

extension UIWindow {
    /// SDLViews addition (UIKit's window gets these from the device): the
    /// window's safe area insets, e.g. an overscan margin on a TV or the
    /// space a game's HUD covers. Views' `safeAreaInsets` and
    /// `safeAreaLayoutGuide` follow.
    public var windowSafeAreaInsets: UIEdgeInsets {
        get { layoutState?.windowSafeAreaInsets ?? .zero }
        set {
            layoutStateOrCreate.windowSafeAreaInsets = newValue
            setNeedsLayout()
            layoutState?.engine?.solveIfNeeded()
            for subview in subviews { subview.setNeedsLayout() }
        }
    }
}

extension UIView {
    /// One of the view's own guides, made on first use and owned by the view.
    func ownGuide(
        _ slot: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>, role: UILayoutGuide.Role,
        identifier: String
    ) -> UILayoutGuide {
        let state = layoutStateOrCreate
        if let guide = state[keyPath: slot] { return guide }
        let guide = UILayoutGuide(role: role, identifier: identifier)
        guide.owningView = self
        state[keyPath: slot] = guide
        state.guides.append(guide)
        return guide
    }
}
