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

    /// True for views made in code (UIKit's default): the frame set by code and
    /// autoresizing becomes required constraints when the view takes part in
    /// a constraint system. Set false to let constraints decide the frame.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            let state = layoutStateOrCreate
            guard state.translatesAutoresizingMaskIntoConstraints != newValue else { return }
            state.translatesAutoresizingMaskIntoConstraints = newValue
            if let item = state.existingItem { item.engine?.translationDidChange(item) }
            superview?.setNeedsLayout()
        }
    }

    /// The constraints installed on this view (those whose items' nearest
    /// common ancestor is this view), as UIKit.
    public var constraints: [NSLayoutConstraint] { layoutState?.installed.elements ?? [] }

    /// UIKit's older API: activates the constraint.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    // MARK: Content priorities

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let hugging = layoutState?.hugging ?? (.defaultLow, .defaultLow)
        return axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = layoutStateOrCreate
        if axis == .horizontal { state.hugging.horizontal = priority } else { state.hugging.vertical = priority }
        contentPrioritiesDidChange()
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let compression = layoutState?.compression ?? (.defaultHigh, .defaultHigh)
        return axis == .horizontal ? compression.horizontal : compression.vertical
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = layoutStateOrCreate
        if axis == .horizontal { state.compression.horizontal = priority } else { state.compression.vertical = priority }
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

    /// Schedules `updateConstraints()` for the next update-constraints pass,
    /// which runs before layout, deepest views first.
    public func setNeedsUpdateConstraints() { LayoutEngine.setNeedsUpdateConstraints(self) }

    public func needsUpdateConstraints() -> Bool { layoutState?.needsUpdateConstraints ?? false }

    /// Runs the update-constraints pass for this view and its subviews now.
    public func updateConstraintsIfNeeded() { LayoutEngine.updateConstraintsPass(under: self) }

    /// Hook from `layoutIfNeeded()` and the frame pipeline: constraints are
    /// updated, activated and solved before the layout pass, as UIKit, then
    /// the superviews of the views the solve moved are marked for layout.
    func prepareConstraintLayout() {
        guard LayoutEngine.isInUse else { return }
        let root = LayoutEngine.hierarchyRoot(of: self)
        LayoutEngine.updateConstraintsPass(under: root)
        root.layoutState?.engine?.markChangedViewsForLayout()
    }

    /// Hook from `layoutSublayers(of:)`: the solved frames of constraint-driven
    /// subviews are applied (rounded to pixels, as UIKit) before `layoutSubviews`.
    func applyConstraintFramesToSubviews() {
        guard LayoutEngine.isInUse else { return }
        var solved = false
        for subview in subviews {
            guard let state = subview.layoutState, !state.translatesAutoresizingMaskIntoConstraints,
                  let item = state.existingItem, let engine = item.engine else { continue }
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

    /// Whether the constraints leave this view's frame undetermined (false
    /// for views outside any constraint system).
    public var hasAmbiguousLayout: Bool {
        LayoutEngine.flushPending()
        guard let item = layoutState?.existingItem, let engine = item.engine else { return false }
        return engine.isAmbiguous(item)
    }

    /// The size the view's constraints give it closest to `targetSize`
    /// (`layoutFittingCompressedSize` / `layoutFittingExpandedSize`), each
    /// dimension pulled at `.fittingSizeLevel`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// As UIKit: `.required` fixes that dimension at the target.
    public func systemLayoutSizeFitting(_ targetSize: CGSize,
                                        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        LayoutEngine.fittingSize(of: self, target: targetSize, horizontal: horizontalFittingPriority,
                                 vertical: verticalFittingPriority)
    }

    // MARK: Layout guides

    public var layoutGuides: [UILayoutGuide] { layoutState?.guides ?? [] }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        if let owner = guide.owningView, owner !== self { owner.removeLayoutGuide(guide) }
        guard guide.owningView !== self else { return }
        guide.owningView = self
        layoutStateOrCreate.guides.append(guide)
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
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
