import Foundation

/// UIKit's `UICollectionViewCell`: a reusable view whose `contentView` holds the
/// app's subviews, with optional background and selected-background views shown by
/// `isSelected` / `isHighlighted`, or content and background configurations
/// updated for the cell's state (`configurationUpdateHandler`).
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpCell()
    }

    /// The view the app adds its subviews to (sized to the cell). With a
    /// `contentConfiguration` it is the configuration's view, as UIKit's.
    open var contentView: UIView { contentViewStorage }
    var contentViewStorage = UIView(frame: .zero)

    /// Content described by a configuration. As UIKit's, its view becomes
    /// `contentView` (a `UIContentView` from `makeContentView()`), updated in
    /// place when the next configuration is one the view `supports(_:)`;
    /// nil gives a plain content view back.
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            contentViewStorage = CellContentViewSwap.contentView(
                showing: contentConfiguration, replacing: contentViewStorage, in: self)
            setNeedsLayout()
        }
    }

    /// UIKit's `backgroundConfiguration`: the background drawn behind the
    /// content; setting it removes `backgroundView` and `selectedBackgroundView`.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { applyBackgroundConfiguration() }
    }

    /// UIKit's handler type: the cell and its new state.
    public typealias ConfigurationUpdateHandler = @MainActor (UICollectionViewCell, UICellConfigurationState) -> Void

    /// Called with the cell's state whenever it changes (after `updateConfiguration(using:)`), as UIKit's.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether a state change replaces `contentConfiguration` by its `updated(for:)` (UIKit's default: true).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether a state change replaces `backgroundConfiguration` by its `updated(for:)` (UIKit's default: true).
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// The cell's current state, as UIKit's.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isFocused = isFocused
        state.isDisabled = !isUserInteractionEnabled
        addListState(to: &state)
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
        isUpdatingConfiguration = true
        if let content = updated.content { contentConfiguration = content }
        if let background = updated.background { backgroundConfiguration = background }
        isUpdatingConfiguration = false
    }

    /// Set while `updateConfiguration(using:)` replaces the configurations by their updates.
    var isUpdatingConfiguration = false
    let configurationDriver = CellConfigurationDriver()

    /// The list cell's part of the state (editing, expanded, swiped).
    func addListState(to state: inout UICellConfigurationState) {}

    /// The list row the cell shows (set when dequeued and when laid out; a list cell styles itself by it).
    var listPlacement: ListRowPlacement?

    /// Shown behind the content.
    open var backgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: backgroundView, at: 0) }
    }

    /// Shown behind the content while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            replaceBackground(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
            updateSelectedBackground()
        }
    }

    // MARK: Accessibility (UIKit's defaults until set; see UIResponder)

    /// A cell reads as one element: its labels' texts joined with ", ",
    /// `.selected` while selected, as UIKit's cells.
    override var isAccessibilityElementByDefault: Bool { true }
    override var defaultAccessibilityLabel: String? { combinedLabelText }
    override var stateAccessibilityTraits: UIAccessibilityTraits { isSelected ? .selected : [] }

    open var isSelected = false {
        didSet {
            updateSelectedBackground()
            if isSelected != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    open var isHighlighted = false {
        didSet {
            updateSelectedBackground()
            if isHighlighted != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    // MARK: Focus

    /// As UIKit's, the cell defers to its collection view: focusable when the
    /// delegate's `collectionView(_:canFocusItemAt:)` (by default the view's
    /// `allowsFocus`) says so.
    open override var canBecomeFocused: Bool {
        guard isUserInteractionEnabled, let collection = superview as? UICollectionView,
            let indexPath = collection.displayedIndexPath(of: self)
        else { return false }
        return collection.canFocusItem(at: indexPath)
    }

    /// A `.select` press (Return, Space, gamepad A) on the focused cell
    /// highlights it and, on release, selects its item as a tap would
    /// (`shouldSelectItemAt`, `didSelectItemAt`), as UIKit does for focused cells.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard selectPress.began(presses, focused: isFocused, highlight: highlightForPress) else {
            return super.pressesBegan(presses, with: event)
        }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let select: () -> Void = { (self.superview as? UICollectionView)?.selectFromPress(self) }
        guard selectPress.ended(presses, highlight: highlightForPress, select: select) else {
            return super.pressesEnded(presses, with: event)
        }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard selectPress.ended(presses, highlight: highlightForPress, select: nil) else {
            return super.pressesCancelled(presses, with: event)
        }
    }

    private var selectPress = CellSelectPress()
    private func highlightForPress(_ on: Bool) { isHighlighted = on }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        contentView.frame = contentFrame
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        configurationDriver.backgroundView?.frame = bounds
    }

    /// Where the content view goes (a list cell leaves room for its accessories).
    var contentFrame: CGRect { bounds }

    /// Runs a pending configuration update: `updateConfiguration(using:)`, then the handler.
    func updateConfigurationIfNeeded() {
        guard configurationDriver.needsUpdate else { return }
        configurationDriver.needsUpdate = false
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
        configurationDriver.needsUpdate = false
    }

    private func applyBackgroundConfiguration() {
        if backgroundConfiguration != nil {
            if backgroundView != nil { backgroundView = nil }
            if selectedBackgroundView != nil { selectedBackgroundView = nil }
        }
        configurationDriver.showBackground(backgroundConfiguration, in: self)
    }

    private func setUpCell() {
        contentView.frame = bounds
        addSubview(contentView)
    }

    private func replaceBackground(_ old: UIView?, with new: UIView?, at index: Int) {
        old?.removeFromSuperview()
        guard let new else { return }
        new.frame = bounds
        insertSubview(new, at: index)
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
