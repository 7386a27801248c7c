import Foundation

/// Auto Layout on `UIView`: anchors, constraints, translated autoresizing
/// masks, content priorities, the update-constraints pass and fitting sizes.
/// The engine is `LayoutEngine`; frames it solves are applied when the
/// superview lays out (after autoresizing, before `layoutSubviews`), as UIKit.
extension UIView {
    /// A sizing target: the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// A sizing target: the largest size (UIKit uses a large finite number too).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    var layoutStateOrCreate: ViewLayoutState {
        if let layoutState { return layoutState }
        let state = ViewLayoutState(view: self)
        layoutState = state
        return state
    }

    // MARK: Anchors

    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Constraints

    var translatesAutoresizingMaskIntoConstraintsImplementation: Bool {
        get { layoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            let state = layoutStateOrCreate
            guard state.translatesAutoresizingMaskIntoConstraints != newValue else { return }
            state.translatesAutoresizingMaskIntoConstraints = newValue
            if let item = state.existingItem { item.engine?.translationDidChange(item) }
            superview?.setNeedsLayout()
        }
    }

    var constraintsImplementation: [NSLayoutConstraint] { layoutState?.installed.elements ?? [] }

    func addConstraintImplementation(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    func addConstraintsImplementation(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    func removeConstraintImplementation(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    func removeConstraintsImplementation(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints)
    }

    // MARK: Content priorities

    func contentHuggingPriorityImplementation(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let hugging = layoutState?.hugging ?? (.defaultLow, .defaultLow)
        return axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    func setContentHuggingPriorityImplementation(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = layoutStateOrCreate
        if axis == .horizontal { state.hugging.horizontal = priority } else { state.hugging.vertical = priority }
        contentPrioritiesDidChange()
    }

    func contentCompressionResistancePriorityImplementation(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let compression = layoutState?.compression ?? (.defaultHigh, .defaultHigh)
        return axis == .horizontal ? compression.horizontal : compression.vertical
    }

    func setContentCompressionResistancePriorityImplementation(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        let state = layoutStateOrCreate
        if axis == .horizontal {
            state.compression.horizontal = priority
        } else {
            state.compression.vertical = priority
        }
        contentPrioritiesDidChange()
    }

    private func contentPrioritiesDidChange() {
        guard let item = layoutState?.existingItem else { return }
        item.engine?.intrinsicContentSizeDidChange(item, prioritiesChanged: true)
    }

    /// Hook from `invalidateIntrinsicContentSize()`: the engine edits the
    /// content-size constraints' constants in place.
    func intrinsicContentSizeDidChangeForLayout() {
        guard let item = layoutState?.existingItem else { return }
        item.engine?.intrinsicContentSizeDidChange(item)
    }

    // MARK: Update-constraints pass

    func setNeedsUpdateConstraintsImplementation() { LayoutEngine.setNeedsUpdateConstraints(self) }

    func needsUpdateConstraintsImplementation() -> Bool { layoutState?.needsUpdateConstraints ?? false }

    func updateConstraintsIfNeededImplementation() { LayoutEngine.updateConstraintsPass(under: self) }

    /// Hook from `layoutIfNeeded()` and the frame pipeline: constraints are
    /// updated, activated and solved before the layout pass, as UIKit, then
    /// the superviews of the views the solve moved are marked for layout.
    func prepareConstraintLayout() {
        guard runtime.layoutActivation.isInUse else { return }
        let root = LayoutEngine.hierarchyRoot(of: self)
        LayoutEngine.updateConstraintsPass(under: root)
        root.layoutState?.engine?.markChangedViewsForLayout()
    }

    /// The frame's layout of a window: constraints solved, then the layout
    /// pass; once more when a wrapping label's new width changed its height
    /// in that pass (see `LayoutActivation.wrapWidthChanged`).
    func runFrameLayout() {
        prepareConstraintLayout()
        layer.layoutIfNeeded()
        guard runtime.layoutActivation.wrapWidthChanged else { return }
        runtime.layoutActivation.wrapWidthChanged = false
        prepareConstraintLayout()
        layer.layoutIfNeeded()
    }

    /// Hook from `layoutSublayers(of:)`: the solved frames of constraint-driven
    /// subviews are applied (rounded to pixels, as UIKit) before `layoutSubviews`.
    func applyConstraintFramesToSubviews() {
        guard runtime.layoutActivation.isInUse else { return }
        var solved = false
        for subview in subviews {
            guard let state = subview.layoutState, !state.translatesAutoresizingMaskIntoConstraints,
                let item = state.existingItem, let engine = item.engine
            else { continue }
            if !solved { engine.solveIfNeeded(); solved = true }
            subview.applySolvedFrame(item.solvedFrame)
        }
    }

    /// Sets center and bounds size (UIKit's engine leaves transforms alone).
    private func applySolvedFrame(_ frame: CGRect) {
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { return }
        let scale = max(contentScaleFactor, 1)
        func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let minX = snap(frame.minX), maxX = snap(frame.maxX), minY = snap(frame.minY), maxY = snap(frame.maxY)
        let size = CGSize(width: max(maxX - minX, 0), height: max(maxY - minY, 0))
        if bounds.size != size { bounds = CGRect(origin: bounds.origin, size: size) }
        let newCenter = CGPoint(x: (minX + maxX) / 2, y: (minY + maxY) / 2)
        if center != newCenter { center = newCenter }
    }

    // MARK: Diagnostics and fitting

    var hasAmbiguousLayoutImplementation: Bool {
        LayoutEngine.flushPending()
        guard let item = layoutState?.existingItem, let engine = item.engine else { return false }
        return engine.isAmbiguous(item)
    }

    func systemLayoutSizeFittingImplementation(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
    }

    func systemLayoutSizeFittingImplementation(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        LayoutEngine.fittingSize(
            of: self, target: targetSize, horizontal: horizontalFittingPriority,
            vertical: verticalFittingPriority)
    }

    // MARK: Layout guides

    var layoutGuidesImplementation: [UILayoutGuide] { layoutState?.guides ?? [] }

    func addLayoutGuideImplementation(_ guide: UILayoutGuide) {
        if let owner = guide.owningView, owner !== self { owner.removeLayoutGuide(guide) }
        guard guide.owningView !== self else { return }
        guide.owningView = self
        layoutStateOrCreate.guides.append(guide)
    }

    func removeLayoutGuideImplementation(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        NSLayoutConstraint.deactivate(guide.itemState.constraints)
        layoutState?.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }
}

extension NSLayoutConstraint {
    /// UIKit's `NSLayoutConstraint.Axis` (content priorities, stack views).
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }
}
