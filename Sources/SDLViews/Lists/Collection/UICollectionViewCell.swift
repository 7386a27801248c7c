import Foundation

/// UIKit's `UICollectionViewCell`: a reusable view whose `contentView` holds the
/// app's subviews, with optional background and selected-background views shown by
/// `isSelected` / `isHighlighted`.
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

    /// The view the app adds its subviews to (sized to the cell).
    public let contentView = UIView(frame: .zero)

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

    open var isSelected = false {
        didSet { updateSelectedBackground() }
    }

    open var isHighlighted = false {
        didSet { updateSelectedBackground() }
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
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
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
