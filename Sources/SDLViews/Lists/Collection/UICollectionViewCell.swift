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
