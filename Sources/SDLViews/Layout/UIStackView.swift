import Foundation

/// UIKit's `UIStackView`: lays out its arranged subviews in a row or column
/// with constraints, as UIKit does (its constraints are rebuilt in
/// `updateConstraints()` whenever a property or the arranged set changes).
///
/// Along the axis, the first and last visible views are pinned to the stack's
/// edges (or its margins with `isLayoutMarginsRelativeArrangement`) and
/// neighbours are separated by `spacing` (or the custom spacing after a view).
/// Distributions: `.fill` lets content priorities decide who stretches or
/// shrinks (ties are broken by the solver's deterministic pivot order, where
/// UIKit uses the index); `.fillEqually` makes sizes equal; `.fillProportionally`
/// makes them proportional to intrinsic sizes (priority 999, as UIKit);
/// `.equalSpacing` and `.equalCentering` keep intrinsic sizes and make the gaps
/// (or the distances between centres, priority 999) equal, never below
/// `spacing`. Across the axis, `alignment` pins edges, centres or (horizontal
/// stacks) first/last baselines; a weak fitting constraint sizes the stack to
/// its largest view where nothing else does. Hidden arranged views take no
/// room and no spacing (zero size along the axis, "UISV-hiding"); inside an
/// animation block the hiding view shrinks while the others move, and its
/// layer hides when the block ends (see UIStackView+Hiding.swift).
@MainActor
open class UIStackView: UIView {
    /// UIKit's `UIStackView.Distribution`: how arranged views share the stack's length along its axis.
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// UIKit's `UIStackView.Alignment`: how arranged views are placed across the stack's axis.
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// UIKit's marker for "no custom spacing after this view".
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    /// UIKit's marker for the system spacing (8 points here).
    public static let spacingUseSystem: CGFloat = .leastNormalMagnitude

    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsUpdateConstraints() } }
    open var distribution: Distribution = .fill { didSet { setNeedsUpdateConstraints() } }
    open var alignment: Alignment = .fill { didSet { setNeedsUpdateConstraints() } }
    open var spacing: CGFloat = 0 {
        didSet { if !spacing.isFinite { spacing = 0 }; setNeedsUpdateConstraints() }
    }
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsUpdateConstraints() } }
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var stackConstraints: [NSLayoutConstraint] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setNeedsUpdateConstraints()
    }

    /// UIKit's designated coder initializer (nothing is decoded: see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setNeedsUpdateConstraints()
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    open override class var requiresConstraintBasedLayout: Bool { true }

    // MARK: Arranged subviews

    /// Appends to the arranged views (and adds as a subview if needed).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts into the arranged views at `stackIndex` (clamped); the view
    /// becomes a subview if it is not one.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return SDLViewsLog.error("a stack view cannot arrange itself") }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        view.layoutStateOrCreate.arrangingStackView = self
        setNeedsUpdateConstraints()
    }

    /// Stops arranging the view; it stays a subview, as UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        view.layoutState?.arrangingStackView = nil
        UIStackView.finishHiding(view, serial: view.layoutState?.stackHidingSerial)
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsUpdateConstraints()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing.isNaN ? nil : spacing
        setNeedsUpdateConstraints()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    open override var forFirstBaselineLayout: UIView {
        arrangedSubviews.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
    }

    open override var forLastBaselineLayout: UIView {
        arrangedSubviews.last { !$0.isHidden }?.forLastBaselineLayout ?? self
    }

    // MARK: Constraints

    open override func updateConstraints() {
        NSLayoutConstraint.deactivate(stackConstraints)
        stackConstraints = makeConstraints()
        NSLayoutConstraint.activate(stackConstraints)
        super.updateConstraints()
    }

    struct Edges {
        let lead, trail, crossLead, crossTrail, center, crossCenter: NSLayoutConstraint.Attribute
        let size, crossSize: NSLayoutConstraint.Attribute
    }

    var edges: Edges {
        axis == .horizontal
            ? Edges(
                lead: .leading, trail: .trailing, crossLead: .top, crossTrail: .bottom, center: .centerX,
                crossCenter: .centerY, size: .width, crossSize: .height)
            : Edges(
                lead: .top, trail: .bottom, crossLead: .leading, crossTrail: .trailing, center: .centerY,
                crossCenter: .centerX, size: .height, crossSize: .width)
    }

    var canvas: AnyObject { isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self }

    func constraint(
        _ a: AnyObject, _ attrA: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        _ b: AnyObject?, _ attrB: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
        constant: CGFloat = 0, priority: UILayoutPriority = .required,
        _ identifier: String
    ) -> NSLayoutConstraint {
        let c = NSLayoutConstraint(
            item: a, attribute: attrA, relatedBy: relation, toItem: b,
            attribute: b == nil ? .notAnAttribute : attrB, multiplier: multiplier, constant: constant)
        c.priority = priority
        c.identifier = identifier
        return c
    }

    private func spacing(after view: UIView) -> CGFloat {
        guard let custom = customSpacings[ObjectIdentifier(view)], custom != UIStackView.spacingUseDefault else {
            return spacing
        }
        return custom == UIStackView.spacingUseSystem ? 8 : custom
    }

    private func makeConstraints() -> [NSLayoutConstraint] {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let e = edges
        let hiding = hidingConstraints(e, firstVisible: visible.first)
        guard let first = visible.first, let last = visible.last else { return hiding }
        var result =
            hiding + [
                constraint(first, e.lead, .equal, canvas, e.lead, "UISV-canvas-connection"),
                constraint(last, e.trail, .equal, canvas, e.trail, "UISV-canvas-connection")
            ]
        result += spacingConstraints(visible, e)
        result += sizeConstraints(visible, e)
        for view in visible { result += alignmentConstraints(view, first: first, e) }
        return result
    }

    private func spacingConstraints(_ views: [UIView], _ e: Edges) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var gaps: [UILayoutGuide] = []
        for (previous, next) in zip(views, views.dropFirst()) {
            let space = spacing(after: previous)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                result.append(constraint(next, e.lead, .equal, previous, e.trail, constant: space, "UISV-spacing"))
            case .equalSpacing:
                result.append(
                    constraint(next, e.lead, .greaterThanOrEqual, previous, e.trail, constant: space, "UISV-spacing"))
                let gap = spacerGuide(gaps.count)
                gaps.append(gap)
                result += [
                    constraint(gap, e.lead, .equal, previous, e.trail, "UISV-distributing-edge"),
                    constraint(gap, e.trail, .equal, next, e.lead, "UISV-distributing-edge")
                ]
            case .equalCentering:
                result.append(
                    constraint(next, e.lead, .greaterThanOrEqual, previous, e.trail, constant: space, "UISV-spacing"))
                let gap = spacerGuide(gaps.count)
                gaps.append(gap)
                result += [
                    constraint(gap, e.lead, .equal, previous, e.center, "UISV-distributing-edge"),
                    constraint(gap, e.trail, .equal, next, e.center, "UISV-distributing-edge")
                ]
            }
        }
        let equalPriority: UILayoutPriority = distribution == .equalCentering ? 999 : .required
        for gap in gaps.dropFirst() {
            result.append(
                constraint(gap, e.size, .equal, gaps[0], e.size, priority: equalPriority, "UISV-fill-equally"))
        }
        return result
    }

    /// Spacer guides for the equal distributions, reused between rebuilds.
    private func spacerGuide(_ index: Int) -> UILayoutGuide {
        let spacers = layoutGuides.filter { $0.identifier == "UISV-distributing" }
        if index < spacers.count { return spacers[index] }
        let guide = UILayoutGuide()
        guide.identifier = "UISV-distributing"
        addLayoutGuide(guide)
        return guide
    }

    private func sizeConstraints(_ views: [UIView], _ e: Edges) -> [NSLayoutConstraint] {
        guard let first = views.first else { return [] }
        switch distribution {
        case .fillEqually:
            return views.dropFirst().map { constraint($0, e.size, .equal, first, e.size, "UISV-fill-equally") }
        case .fillProportionally:
            let sizes = views.map {
                axis == .horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height
            }
            guard let reference = sizes.firstIndex(where: { $0 > 0 }) else { return [] }
            return views.indices.filter { $0 != reference && sizes[$0] >= 0 }.map {
                constraint(
                    views[$0], e.size, .equal, views[reference], e.size, multiplier: sizes[$0] / sizes[reference],
                    priority: 999, "UISV-fill-proportionally")
            }
        default:
            return []
        }
    }

    private func alignmentConstraints(_ view: UIView, first: UIView, _ e: Edges) -> [NSLayoutConstraint] {
        var alignment = self.alignment
        if axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
        let fit = constraint(
            canvas, e.crossSize, .equal, nil, .notAnAttribute, priority: .fittingSizeLevel, "UISV-canvas-fit")
        switch alignment {
        case .fill:
            return [
                constraint(view, e.crossLead, .equal, canvas, e.crossLead, "UISV-alignment"),
                constraint(view, e.crossTrail, .equal, canvas, e.crossTrail, "UISV-alignment")
            ]
        case .leading:
            return [
                constraint(view, e.crossLead, .equal, canvas, e.crossLead, "UISV-alignment"),
                constraint(view, e.crossTrail, .lessThanOrEqual, canvas, e.crossTrail, "UISV-spanning-boundary"), fit
            ]
        case .trailing:
            return [
                constraint(view, e.crossTrail, .equal, canvas, e.crossTrail, "UISV-alignment"),
                constraint(view, e.crossLead, .greaterThanOrEqual, canvas, e.crossLead, "UISV-spanning-boundary"), fit
            ]
        case .center:
            return [
                constraint(view, e.crossCenter, .equal, canvas, e.crossCenter, "UISV-alignment"),
                constraint(view, e.crossLead, .greaterThanOrEqual, canvas, e.crossLead, "UISV-spanning-boundary"), fit
            ]
        case .firstBaseline, .lastBaseline:
            let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            var result = [
                constraint(view, .top, .greaterThanOrEqual, canvas, .top, "UISV-spanning-boundary"),
                constraint(view, .bottom, .lessThanOrEqual, canvas, .bottom, "UISV-spanning-boundary"), fit
            ]
            if view === first {
                // Pull the shared baseline up until the tallest view touches the top.
                result.append(constraint(view, baseline, .equal, canvas, .top, priority: 1, "UISV-baseline-fit"))
            } else {
                result.append(constraint(view, baseline, .equal, first, baseline, "UISV-alignment"))
            }
            return result
        }
    }
}
