import Foundation

/// UIKit's `UICollectionViewListCell`: a row of a list layout
/// (`UICollectionLayoutListConfiguration`), with `accessories` at its
/// edges, an `indentationLevel` (an outline's depth), the separator of its
/// list and the list's background (`defaultBackgroundConfiguration()`), rounded
/// at the ends of an inset grouped section. Its `defaultContentConfiguration()`
/// matches the list (a header row's style for a `.firstItemInSection` header).
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The views at the cell's edges. System accessories take UIKit's places
    /// (the chevron at the edge, a label inside it) whatever their order here;
    /// custom views follow them inwards in this order.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessories() }
    }

    /// How many indentation widths the content (and, by default, the leading accessories) move inwards.
    open var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }

    /// The width of one indentation level (UIKit's default: 10 points).
    open var indentationWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }

    /// Whether the leading accessories move with the indentation (UIKit's default: true).
    open var indentsAccessories = true {
        didSet { setNeedsLayout() }
    }

    /// A list content configuration in the style of the cell's list (the
    /// appearance's cell, or its header for a header row).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let placement = listPlacement else { return .cell() }
        if placement.isHeader {
            return placement.appearance == .sidebar || placement.appearance == .sidebarPlain
                ? .sidebarHeader() : placement.appearance == .plain ? .plainHeader() : .groupedHeader()
        }
        return placement.appearance == .sidebar || placement.appearance == .sidebarPlain ? .sidebarCell() : .cell()
    }

    /// The background of the cell's list appearance (`listPlainCell()`, `listGroupedCell()`, …).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        guard let placement = listPlacement else { return .listPlainCell() }
        if placement.isHeader {
            return placement.appearance == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
        }
        return placement.cellBackground
    }

    private var accessoryViews: [ListAccessoryView] = []
    private let separator = UIView()
    /// Whether the app set a background (the list's default follows the placement otherwise).
    private var usesDefaultBackground = true
    private var settingDefaultBackground = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpListCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpListCell()
    }

    open override var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { if !settingDefaultBackground && !isUpdatingConfiguration { usesDefaultBackground = false } }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let editing = isListEditing
        let height = bounds.height
        var leading = indentsAccessories ? indentation : 0
        var trailing = bounds.width
        for view in accessoryViews {
            view.isHidden = !view.accessory.isShown(editing: editing)
            guard !view.isHidden else { continue }
            let width = view.width(height: height)
            if view.accessory.isLeading {
                let x = leading + (leading == 0 || view.isOutline ? Self.accessoryMargin : 0)
                view.frame = CGRect(x: x, y: 0, width: width, height: height)
                leading = view.frame.maxX
            } else {
                let x = trailing - Self.accessoryMargin - width
                view.frame = CGRect(x: x, y: 0, width: width, height: height)
                trailing = x
            }
            view.isExpanded = isOutlineExpanded
        }
        leading = max(leading, indentation)
        contentView.frame = CGRect(x: leading, y: 0, width: max(0, trailing - leading), height: height)
        layoutSeparator(start: leading)
        // Right to left: laid out left to right, then mirrored (leading accessories at the right).
        if isRightToLeft {
            let placed: [UIView?] = [contentView, separator] + accessoryViews.map { $0 }
            mirrorHorizontally(placed)
        }
        applySwipeOffset()
        clipForSwipe()
    }

    override var listPlacement: ListRowPlacement? {
        didSet { if listPlacement.map({ !$0.looksLike(oldValue) }) ?? false { applyPlacement() } }
    }

    override func addListState(to state: inout UICellConfigurationState) {
        state.isEditing = isListEditing
        state.isExpanded = isOutlineExpanded
        state.isSwiped = swipeOffset != 0
    }

    /// How far an open swipe has pushed the row (negative: trailing actions show).
    var swipeOffset: CGFloat = 0 {
        didSet { if (oldValue == 0) != (swipeOffset == 0) { setNeedsUpdateConfiguration() } }
    }
    var swipeActionsView: SwipeActionsView?
    /// The cell's own clipping while a swipe clips it to its card.
    private var clippingBeforeSwipe: (clips: Bool, radius: CGFloat, corners: CACornerMask)?

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        if let placement = layoutAttributes.listPlacement { listPlacement = placement }
    }
}

// MARK: - Swipe actions

extension UICollectionViewListCell: SwipeableCell {
    var swipeMovingViews: [UIView] {
        let backgrounds = [backgroundView, selectedBackgroundView, configurationDriver.backgroundView]
        return [contentView, separator] + accessoryViews + backgrounds.compactMap { $0 }
    }

    var swipeActionsAnchor: UIView? { separator }

    /// While swiped, the row clips its content and actions to its card (rounded at an inset
    /// grouped section's ends), as UIKit's rows do; the app's own clipping returns after.
    func clipForSwipe() {
        let swiping = swipeActionsView != nil
        if swiping, clippingBeforeSwipe == nil {
            clippingBeforeSwipe = (clipsToBounds, layer.cornerRadius, layer.maskedCorners)
            clipsToBounds = true
            if let background = configurationDriver.backgroundView, background.configuration.cornerRadius > 0 {
                layer.cornerRadius = background.configuration.cornerRadius
                layer.maskedCorners = background.maskedCorners
            }
        } else if !swiping, let saved = clippingBeforeSwipe {
            clippingBeforeSwipe = nil
            clipsToBounds = saved.clips
            layer.cornerRadius = saved.radius
            layer.maskedCorners = saved.corners
        }
    }
}

// MARK: - Implementation

extension UICollectionViewListCell {
    static let accessoryMargin: CGFloat = 16

    private func setUpListCell() {
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        addSubview(separator)
    }

    var indentation: CGFloat { CGFloat(max(0, indentationLevel)) * max(0, indentationWidth) }

    var enclosingCollectionView: UICollectionView? {
        var view = superview
        while let current = view {
            if let collection = current as? UICollectionView { return collection }
            view = current.superview
        }
        return nil
    }

    var isListEditing: Bool { enclosingCollectionView?.isEditing ?? false }

    /// Whether the row is expanded in its diffable data source's outline.
    var isOutlineExpanded: Bool {
        guard let collection = enclosingCollectionView, let indexPath = collection.displayedIndexPath(of: self),
            let outline = collection.dataSource as? OutlineExpansionSource
        else { return false }
        return outline.isExpanded(at: indexPath)
    }

    private func rebuildAccessories() {
        for view in accessoryViews { view.removeFromSuperview() }
        // A stable sort: custom views keep the app's order among themselves.
        accessoryViews = accessories.enumerated()
            .sorted { ($0.element.edgeRank, $0.offset) < ($1.element.edgeRank, $1.offset) }
            .map { ListAccessoryView(accessory: $0.element) }
        for view in accessoryViews {
            addSubview(view)
            view.onTap = { [weak self, weak view] in
                guard let self, let view else { return }
                self.accessoryTapped(view.accessory)
            }
        }
        setNeedsLayout()
    }

    private func accessoryTapped(_ accessory: UICellAccessory) {
        if let handler = accessory.actionHandler { return handler() }
        if case .delete = accessory.kind, let collection = enclosingCollectionView,
            let indexPath = collection.displayedIndexPath(of: self)
        {
            return collection.revealTrailingSwipeActions(at: indexPath)
        }
        guard case .outlineDisclosure = accessory.kind else { return }
        toggleOutline()
    }

    private func toggleOutline() {
        guard let collection = enclosingCollectionView, let indexPath = collection.displayedIndexPath(of: self),
            let outline = collection.dataSource as? OutlineExpansionSource
        else { return }
        outline.toggleExpansion(at: indexPath)
    }

    /// UIKit's header-style outline disclosure: a tap (or a select press)
    /// anywhere on the row toggles its expansion, and the row is not selected.
    /// `.automatic` is the header style on a list's header row. Returns
    /// whether the row took the selection that way.
    func takesSelectionAsOutlineToggle() -> Bool {
        let header = accessories.contains { accessory in
            guard case .outlineDisclosure(let style) = accessory.kind,
                accessory.isShown(editing: isListEditing)
            else { return false }
            return style == .header || (style == .automatic && listPlacement?.isHeader == true)
        }
        guard header else { return false }
        if let view = accessoryViews.first(where: \.isOutline), let handler = view.accessory.actionHandler {
            handler()
        } else {
            toggleOutline()
        }
        return true
    }

    private func applyPlacement() {
        guard let placement = listPlacement else { return }
        if usesDefaultBackground {
            settingDefaultBackground = true
            backgroundConfiguration = defaultBackgroundConfiguration()
            settingDefaultBackground = false
        }
        let rounded = placement.appearance == .insetGrouped
        var corners: CACornerMask = []
        if rounded && placement.isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if rounded && placement.isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        configurationDriver.backgroundView?.maskedCorners = corners
        if rounded, var background = backgroundConfiguration, usesDefaultBackground, background.cornerRadius == 0 {
            background.cornerRadius = 10
            settingDefaultBackground = true
            backgroundConfiguration = background
            settingDefaultBackground = false
        }
        setNeedsUpdateConfiguration()
    }

    private func layoutSeparator(start: CGFloat) {
        guard let placement = listPlacement else {
            separator.isHidden = true
            return
        }
        let groupedEnd = placement.appearance != .plain && placement.isLast
        separator.isHidden = !placement.showsSeparators || placement.isHeader || groupedEnd
        let thickness = 1 / max(window?.screen.scale ?? 1, 1)
        let left = start + (contentConfiguration is UIListContentConfiguration ? Self.accessoryMargin : 0)
        separator.frame = CGRect(
            x: left, y: bounds.height - thickness, width: max(0, bounds.width - left), height: thickness)
        bringSubviewToFront(separator)
    }
}

/// A data source that knows an outline's expansion (the diffable data source with section snapshots).
@MainActor
protocol OutlineExpansionSource: AnyObject {
    func isExpanded(at indexPath: IndexPath) -> Bool
    func toggleExpansion(at indexPath: IndexPath)
}
