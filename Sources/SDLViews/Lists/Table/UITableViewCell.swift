import Foundation

/// UIKit's `UITableViewCell`: a row's view. Put custom content in
/// `contentView` (with Auto Layout for self-sizing rows), or use the legacy
/// `textLabel`, `detailTextLabel` and `imageView` of the cell styles, or a
/// `contentConfiguration`. The table lays cells out, shows the separator
/// under them, the selection background while highlighted or selected, and
/// the standard `accessoryType` views at the trailing edge.
///
/// Difference from UIKit: a registered class is made through the required
/// `init(_:)`, which subclasses inherit when they override all of
/// `init(style:reuseIdentifier:)` and `init?(coder:)` or none of them.
@MainActor
open class UITableViewCell: UIView {
    /// The content's parent; the cell lays it out beside the accessory. With a
    /// `contentConfiguration` it is the configuration's view, as UIKit's.
    open var contentView: UIView { contentViewStorage }
    var contentViewStorage = UIView()
    public internal(set) var reuseIdentifier: String?
    let cellStyle: CellStyle
    let separatorLine = UIView()
    var accessoryHost: UIView?
    private(set) var standardTextLabel: UILabel?
    private(set) var standardDetailLabel: UILabel?
    private(set) var standardImageView: UIImageView?
    /// Whether the table shows the separator under this row (not under the last row of a grouped section).
    var showsSeparator = true {
        didSet { separatorLine.isHidden = !showsSeparator }
    }

    /// Makes a cell of one of the legacy styles, as UIKit's.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpCell()
    }

    /// Decodes the style and reuse identifier an Interface Builder file gives
    /// (a prototype cell's), then the view's keys.
    public required init?(coder: NSCoder) {
        let coded = coder as? InterfaceBuilderCoder
        cellStyle = coded.flatMap { CellStyle(rawValue: $0.decodeInteger(forKey: "style")) } ?? .default
        reuseIdentifier = coded?.decodeObject(forKey: "reuseIdentifier") as? String
        super.init(coder: coder)
        setUpCell()
    }

    /// A `.default` cell without reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a cell of a registered class (`init(style:reuseIdentifier:)` underneath).
    @_documentation(visibility: internal)
    public required convenience init(_ construction: TableCellConstruction) {
        self.init(style: construction.style, reuseIdentifier: construction.reuseIdentifier)
    }

    // MARK: Legacy content

    /// The main label (created on first use), as UIKit's.
    open var textLabel: UILabel? {
        if let standardTextLabel { return standardTextLabel }
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: cellStyle == .value2 ? 15 : UIFont.labelFontSize)
        if cellStyle == .value2 {
            label.textColor = tintColor
            label.textAlignment = .right
        }
        contentView.addSubview(label)
        standardTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles; nil for `.default`.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let standardDetailLabel { return standardDetailLabel }
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: cellStyle == .value1 ? UIFont.labelFontSize : 15)
        label.textColor = cellStyle == .value2 ? .label : .secondaryLabel
        if cellStyle == .value1 { label.textAlignment = .right }
        contentView.addSubview(label)
        standardDetailLabel = label
        setNeedsLayout()
        return label
    }

    /// The leading image (created on first use); not shown by `.value2`.
    open var imageView: UIImageView? {
        if let standardImageView { return standardImageView }
        let view = UIImageView()
        view.contentMode = .scaleAspectFit
        contentView.addSubview(view)
        standardImageView = view
        setNeedsLayout()
        return view
    }

    // MARK: Content configuration

    /// A list configuration matching the cell's style (value1 → `valueCell()`, subtitle → `subtitleCell()`).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .value1: .valueCell()
        case .subtitle: .subtitleCell()
        case .default, .value2: .cell()
        }
    }

    /// Content described by a configuration. As UIKit's, its view becomes
    /// `contentView` (a `UIContentView` from `makeContentView()`), updated in
    /// place when the next configuration is one the view `supports(_:)`;
    /// nil gives a plain content view back.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { contentViewStorage = CellContentViewSwap.contentView(
            showing: contentConfiguration, replacing: contentViewStorage, in: self) }
    }
    var configuredContentView: (UIView & UIContentView)? {
        contentConfiguration == nil ? nil : contentViewStorage as? UIView & UIContentView
    }

    // MARK: Configuration updates

    /// UIKit's handler type: the cell and its new state.
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewCell, UICellConfigurationState) -> Void

    /// Called with the cell's state whenever it changes (after `updateConfiguration(using:)`), as UIKit's.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether a state change replaces `contentConfiguration` by its `updated(for:)` (UIKit's default: true).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether a state change replaces `backgroundConfiguration` by its `updated(for:)` (UIKit's default: true).
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// UIKit's `backgroundConfiguration`: the background drawn behind the
    /// content; setting it removes `backgroundView` and `selectedBackgroundView`.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { applyBackgroundConfiguration() }
    }

    /// The list cell background of the table's style (`listPlainCell()` or `listGroupedCell()`).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        switch enclosingTableView?.style {
        case .grouped?, .insetGrouped?: .listGroupedCell()
        default: .listPlainCell()
        }
    }

    /// The cell's current state, as UIKit's.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isFocused = isFocused
        state.isSwiped = swipeOffset != 0
        state.isDisabled = !isUserInteractionEnabled
        state.isReordering = isReorderingForState
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the next layout, as UIKit's.
    open func setNeedsUpdateConfiguration() {
        configurationDriver.needsUpdate = true
        setNeedsLayout()
    }

    /// UIKit's: updates the automatically updated configurations for `state`;
    /// override to restyle the cell (call super).
    open func updateConfiguration(using state: UICellConfigurationState) {
        let updated = configurationDriver.automaticUpdate(
            state: state, content: contentConfiguration, updatesContent: automaticallyUpdatesContentConfiguration,
            background: backgroundConfiguration, updatesBackground: automaticallyUpdatesBackgroundConfiguration)
        if let content = updated.content { contentConfiguration = content }
        if let background = updated.background { backgroundConfiguration = background }
    }

    let configurationDriver = CellConfigurationDriver()
    var isReorderingForState = false

    // MARK: Accessory

    /// A standard accessory at the trailing edge (ignored while `accessoryView` is set).
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { refreshAccessory() } }
    }

    /// A custom view in place of the standard accessory (a `UISwitch`, say).
    open var accessoryView: UIView? {
        didSet { if accessoryView !== oldValue { refreshAccessory() } }
    }

    // MARK: Background and selection

    open var backgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: backgroundView, at: 0) }
    }

    /// Shown behind the content while the cell is highlighted or selected (UIKit: `systemGray4`).
    open var selectedBackgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
    }

    open var selectionStyle: SelectionStyle = .default {
        didSet { refreshSelectionBackground(animated: false) }
    }

    // MARK: Accessibility (UIKit's defaults until set; see UIResponder)

    /// A cell reads as one element: its labels' texts joined with ", ",
    /// `.selected` while selected, as UIKit's cells.
    override var isAccessibilityElementByDefault: Bool { true }
    override var defaultAccessibilityLabel: String? { combinedLabelText }
    override var stateAccessibilityTraits: UIAccessibilityTraits { isSelected ? .selected : [] }

    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }

    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    private var selectedState = false
    private var highlightedState = false

    /// Shows or hides the selection background (fading for 0.25 s when animated, as UIKit's deselection).
    open func setSelected(_ selected: Bool, animated: Bool) {
        if selectedState != selected { setNeedsUpdateConfiguration() }
        selectedState = selected
        refreshSelectionBackground(animated: animated)
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if highlightedState != highlighted { setNeedsUpdateConfiguration() }
        highlightedState = highlighted
        refreshSelectionBackground(animated: animated)
    }

    // MARK: Editing

    /// Whether the cell shows its editing controls (the table sets it for its rows in `setEditing(_:animated:)`).
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// UIKit's `setEditing(_:animated:)`: shows or hides the editing control at
    /// the leading edge (indenting the content) and the reorder grip at the
    /// trailing edge, sliding for UIKit's editing duration when animated. The accessory
    /// is hidden while editing (UIKit shows `editingAccessoryType`, `.none` by default).
    open func setEditing(_ editing: Bool, animated: Bool) {
        setEditingImplementation(editing, animated: animated)
    }

    /// The control the row shows while editing: the table's delegate's
    /// `editingStyleForRowAt` (`.none` for rows the data source cannot edit).
    open var editingStyle: EditingStyle { tableEditingStyle }

    /// Whether the content moves right while editing (the delegate's `shouldIndentWhileEditingRowAt`).
    open var shouldIndentWhileEditing = true {
        didSet { setNeedsLayout() }
    }

    /// Whether the cell shows the reorder grip while editing (off by default,
    /// as UIKit); the data source's `canMoveRowAt` must also say yes.
    open var showsReorderControl = false {
        didSet { setNeedsLayout() }
    }

    /// Whether the red "Delete" button of an editing row is showing.
    open var showingDeleteConfirmation: Bool { editingState && swipeOffset != 0 && swipeActionsView?.side == .trailing }

    var editingState = false
    var tableEditingStyle: EditingStyle = .delete
    /// The table's `canMoveRowAt` for the row.
    var tableAllowsMove = true
    /// The delegate's `shouldIndentWhileEditingRowAt` for the row.
    var tableIndents = true
    /// How far the swipe actions have pushed the content (negative: trailing actions show).
    var swipeOffset: CGFloat = 0 {
        didSet { if (oldValue == 0) != (swipeOffset == 0) { setNeedsUpdateConfiguration() } }
    }
    var swipeActionsView: SwipeActionsView?
    lazy var editingControl = TableCellEditingControl()
    lazy var reorderControl = TableCellReorderControl()
    var hasEditingControls = false

    // MARK: Focus

    /// As UIKit's, the cell defers to its table: focusable when the
    /// delegate's `tableView(_:canFocusRowAt:)` (by default the table's
    /// `allowsFocus`) says so.
    open override var canBecomeFocused: Bool {
        guard isUserInteractionEnabled, let table = enclosingTableView, let row = table.indexPath(for: self) else {
            return false
        }
        return table.canFocusRow(at: row)
    }

    /// A `.select` press (Return, Space, gamepad A) on the focused cell
    /// highlights it and, on release, selects its row as a tap would
    /// (`willSelectRowAt`, `didSelectRowAt`), as UIKit does for focused cells.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard selectPress.began(presses, focused: isFocused, highlight: highlightForPress) else {
            return super.pressesBegan(presses, with: event)
        }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard
            selectPress.ended(presses, highlight: highlightForPress, select: { self.enclosingTableView?.selectFromPress(self) })
        else { return super.pressesEnded(presses, with: event) }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard selectPress.ended(presses, highlight: highlightForPress, select: nil) else {
            return super.pressesCancelled(presses, with: event)
        }
    }

    private var selectPress = CellSelectPress()
    private func highlightForPress(_ on: Bool) { setHighlighted(on, animated: false) }

    // MARK: Separator and reuse

    /// Where the separator under the cell starts and ends (left and right are used, as UIKit's).
    /// Until set, the table's `separatorInset`, as UIKit's.
    open var separatorInset: UIEdgeInsets {
        get { customSeparatorInset ?? tableSeparatorInset }
        set {
            customSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    var customSeparatorInset: UIEdgeInsets?
    var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { if tableSeparatorInset != oldValue && customSeparatorInset == nil { setNeedsLayout() } }
    }

    /// Called before the table hands the cell out again; reset state that is not content (UIKit's advice).
    open func prepareForReuse() {}

    // MARK: Layout

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        let accessoryFrame = layoutAccessory()
        let leading = editingLeadingInset
        let contentEnd = editingState ? bounds.width - editingTrailingWidth : accessoryFrame.map { $0.minX - 8 }
        let contentWidth = (contentEnd ?? bounds.width) - leading
        contentView.frame = CGRect(x: leading, y: 0, width: max(0, contentWidth), height: bounds.height)
        layoutEditingControls()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        configurationDriver.backgroundView?.frame = bounds
        layoutStandardContent()
        let scale = window?.screen.scale ?? 1
        let thickness = 1 / max(scale, 1)
        let left = separatorLeft + leading
        separatorLine.frame = CGRect(
            x: left, y: bounds.height - thickness, width: max(0, bounds.width - left - separatorInset.right),
            height: thickness)
        bringSubviewToFront(separatorLine)
        if isRightToLeft { mirrorStandardLayout() }
        applySwipeOffset()
    }

    /// Right to left the cell is laid out left to right and then mirrored, as
    /// UIKit mirrors it: accessory at the left, editing control at the right,
    /// image and text from the right. Only the views this layout placed in
    /// this pass are moved (a custom subview keeps its own layout).
    private func mirrorStandardLayout() {
        var placed: [UIView?] = [contentView, accessoryHost, separatorLine]
        if hasEditingControls { placed += [editingControl, reorderControl] }
        mirrorHorizontally(placed)
        contentView.mirrorHorizontally([shownImage, standardTextLabel, standardDetailLabel])
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: standardContentHeight(width: size.width))
    }

    /// Self-sizing: the content view's constraints, at the cell's width (UIKit measures the cell so).
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let width = accessoryReservedWidth(for: targetSize.width)
        if let configured = configuredContentView {
            let fitted = configured.sizeThatFits(CGSize(width: width, height: targetSize.height))
            return CGSize(width: targetSize.width, height: fitted.height)
        }
        if contentView.constraints.isEmpty {
            return sizeThatFits(targetSize)
        }
        let wrapping = wrapLabelsForMeasuring(width: width, height: targetSize.height)
        defer { for label in wrapping { label.preferredMaxLayoutWidth = 0 } }
        let fitted = contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: targetSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: verticalFittingPriority)
        return CGSize(width: targetSize.width, height: fitted.height)
    }
}

// MARK: - Implementation

extension UITableViewCell {
    static let margin: CGFloat = 16
    static let selectionColor = UIColor.systemGray4

    func setUpCell() {
        backgroundColor = .systemBackground
        clipsToBounds = true
        contentView.frame = bounds
        addSubview(contentView)
        separatorLine.backgroundColor = .separator
        separatorLine.isUserInteractionEnabled = false
        addSubview(separatorLine)
        let selected = UIView()
        selected.backgroundColor = Self.selectionColor
        selectedBackgroundView = selected
    }

    /// Runs a pending configuration update: `updateConfiguration(using:)`, then the handler.
    func updateConfigurationIfNeeded() {
        guard configurationDriver.needsUpdate else { return }
        configurationDriver.needsUpdate = false
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
        configurationDriver.needsUpdate = false
    }

    func applyBackgroundConfiguration() {
        if backgroundConfiguration != nil {
            if backgroundView != nil { backgroundView = nil }
            if selectedBackgroundView != nil { selectedBackgroundView = nil }
        }
        configurationDriver.showBackground(backgroundConfiguration, in: self)
    }

    /// Multi-line labels wrap at the width a first layout at `width` gives
    /// them (UIKit's two-pass measurement); returns the labels given a width.
    func wrapLabelsForMeasuring(width: CGFloat, height: CGFloat) -> [UILabel] {
        contentView.frame = CGRect(x: 0, y: 0, width: width, height: max(height, bounds.height))
        contentView.layoutIfNeeded()
        var labels: [UILabel] = []
        var pending: [UIView] = contentView.subviews
        while let view = pending.popLast() {
            pending += view.subviews
            guard let label = view as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0,
                label.bounds.width > 0
            else { continue }
            label.preferredMaxLayoutWidth = label.bounds.width
            labels.append(label)
        }
        return labels
    }

    /// Called by the table when the cell is handed out again.
    func resetForReuse() {
        clearSwipeActions()
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
        prepareForReuse()
    }

    private var separatorLeft: CGFloat {
        guard let imageView = standardImageView, imageView.image != nil, separatorInset.left == Self.margin else {
            return separatorInset.left
        }
        return imageView.frame.maxX + Self.margin
    }

    private func replaceBackground(_ old: UIView?, with new: UIView?, at index: Int) {
        old?.removeFromSuperview()
        guard let new else { return }
        insertSubview(new, at: index)
        new.frame = bounds
        refreshSelectionBackground(animated: false)
    }

    private func refreshSelectionBackground(animated: Bool) {
        guard let view = selectedBackgroundView else { return }
        let shown: CGFloat = (selectedState || highlightedState) && selectionStyle != .none ? 1 : 0
        if animated && shown == 0 {
            UIView.animate(withDuration: 0.25) { view.alpha = shown }
        } else {
            view.alpha = shown
        }
    }

    private func refreshAccessory() {
        accessoryHost?.removeFromSuperview()
        accessoryHost = nil
        if let accessoryView {
            accessoryHost = accessoryView
        } else if accessoryType != .none {
            accessoryHost = TableCellAccessoryView(type: accessoryType)
        }
        if let accessoryHost { addSubview(accessoryHost) }
        setNeedsLayout()
    }

    private func layoutAccessory() -> CGRect? {
        guard let accessory = accessoryHost else { return nil }
        accessory.alpha = editingState ? 0 : 1
        var size = accessory.bounds.size
        if accessoryView != nil && size == .zero { size = accessory.sizeThatFits(bounds.size) }
        let frame = CGRect(
            x: bounds.width - Self.margin - size.width, y: ((bounds.height - size.height) / 2).rounded(),
            width: size.width, height: size.height)
        accessory.frame = frame
        return frame
    }

    /// The content view's width a cell of `width` has beside its accessory.
    func accessoryReservedWidth(for width: CGFloat) -> CGFloat {
        guard let accessory = accessoryHost else { return width }
        var size = accessory.bounds.size
        if accessoryView != nil && size == .zero { size = accessory.sizeThatFits(CGSize(width: width, height: 44)) }
        return max(0, width - Self.margin - size.width - 8)
    }

    // MARK: Legacy styles

    private var shownImage: UIImageView? {
        guard cellStyle != .value2, let view = standardImageView, view.image != nil else { return nil }
        return view
    }

    private func textStart(height: CGFloat) -> CGFloat {
        guard let image = shownImage?.image else { return Self.margin }
        return Self.margin + min(image.size.width, max(height - 8, 0)) + Self.margin
    }

    private func layoutStandardContent() {
        let bounds = contentView.bounds
        if let imageView = shownImage, let image = imageView.image {
            let side = min(image.size.height, max(bounds.height - 8, 0))
            let width = min(image.size.width, side * max(image.size.width / max(image.size.height, 1), 0))
            imageView.frame = CGRect(
                x: Self.margin, y: ((bounds.height - side) / 2).rounded(), width: width, height: side)
        }
        let start = textStart(height: bounds.height)
        let available = max(0, bounds.width - start - Self.margin)
        switch cellStyle {
        case .default:
            standardTextLabel?.frame = CGRect(x: start, y: 0, width: available, height: bounds.height)
        case .value1:
            layoutSideBySide(start: start, available: available, leadingShare: 1)
        case .value2:
            layoutSideBySide(start: start, available: available, leadingShare: 0)
        case .subtitle:
            layoutStacked(start: start, available: available)
        }
    }

    private func layoutSideBySide(start: CGFloat, available: CGFloat, leadingShare: CGFloat) {
        let height = contentView.bounds.height
        if cellStyle == .value2 {
            let column: CGFloat = 67
            standardTextLabel?.frame = CGRect(x: start, y: 0, width: column, height: height)
            standardDetailLabel?.frame = CGRect(
                x: start + column + 6, y: 0, width: max(0, available - column - 6), height: height)
            return
        }
        let detailWidth = min(
            standardDetailLabel?.sizeThatFits(CGSize(width: available, height: height)).width ?? 0, available)
        let textWidth = max(0, available - detailWidth - (detailWidth > 0 ? 8 : 0))
        standardTextLabel?.frame = CGRect(x: start, y: 0, width: textWidth * leadingShare, height: height)
        standardDetailLabel?.frame = CGRect(
            x: start + available - detailWidth, y: 0, width: detailWidth, height: height)
    }

    private func layoutStacked(start: CGFloat, available: CGFloat) {
        let fit = CGSize(width: available, height: .greatestFiniteMagnitude)
        let textHeight = labelHeight(standardTextLabel, fitting: fit)
        let detailHeight = labelHeight(standardDetailLabel, fitting: fit)
        var y = ((contentView.bounds.height - textHeight - detailHeight) / 2).rounded()
        standardTextLabel?.frame = CGRect(x: start, y: y, width: available, height: textHeight)
        y += textHeight
        standardDetailLabel?.frame = CGRect(x: start, y: y, width: available, height: detailHeight)
    }

    private func labelHeight(_ label: UILabel?, fitting size: CGSize) -> CGFloat {
        guard let label, let text = label.text, !text.isEmpty else { return 0 }
        return label.sizeThatFits(size).height
    }

    /// The height the legacy labels need at `width` (at least UIKit's 44 points), for self-sizing.
    func standardContentHeight(width: CGFloat) -> CGFloat {
        let contentWidth = accessoryReservedWidth(for: width)
        let start = textStart(height: 44)
        let fit = CGSize(width: max(0, contentWidth - start - Self.margin), height: .greatestFiniteMagnitude)
        let text = labelHeight(standardTextLabel, fitting: fit)
        let detail = labelHeight(standardDetailLabel, fitting: fit)
        let stacked = cellStyle == .subtitle ? text + detail : max(text, detail)
        return max(44, (stacked + 22).rounded(.up))
    }
}

extension UITableViewCell {
    /// The table the cell is shown in.
    var enclosingTableView: UITableView? {
        var view = superview
        while let current = view {
            if let table = current as? UITableView { return table }
            view = current.superview
        }
        return nil
    }
}
