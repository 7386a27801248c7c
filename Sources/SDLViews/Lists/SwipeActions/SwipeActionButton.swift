import Foundation

/// One `UIContextualAction`'s button: its colour, with its image over its
/// title (or either alone) kept at the edge nearest the row while the button
/// stretches, as UIKit's.
final class SwipeActionButton: UIView {
    let action: UIContextualAction
    private let titleLabel = UILabel()
    private let imageView = UIImageView()

    static let minimumWidth: CGFloat = 74
    static let padding: CGFloat = 15

    init(action: UIContextualAction, height: CGFloat) {
        self.action = action
        super.init(frame: CGRect(x: 0, y: 0, width: Self.minimumWidth, height: height))
        backgroundColor = action.backgroundColor
        clipsToBounds = true
        isUserInteractionEnabled = false
        titleLabel.text = action.title
        titleLabel.textColor = .white
        titleLabel.font = UIFont.systemFont(ofSize: 15)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        imageView.image = action.image
        imageView.tintColor = .white
        imageView.contentMode = .center
        addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        action = UIContextualAction(style: .normal, title: nil) { _, _, done in done(false) }
        super.init(coder: coder)
    }

    /// The width the button opens to: its title or image with padding, at least UIKit's minimum.
    var naturalWidth: CGFloat {
        let title = action.title == nil ? 0 : titleLabel.sizeThatFits(CGSize(width: 1000, height: 100)).width
        let image = action.image?.size.width ?? 0
        return max(Self.minimumWidth, (max(title, image) + 2 * Self.padding).rounded(.up))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = naturalWidth
        let titleHeight: CGFloat = action.title == nil ? 0 : 20
        let imageHeight = action.image?.size.height ?? 0
        let gap: CGFloat = titleHeight > 0 && imageHeight > 0 ? 4 : 0
        var y = ((bounds.height - titleHeight - imageHeight - gap) / 2).rounded()
        // Keep the label beside the row while the button stretches past its natural width.
        let x = isLeading ? max(0, bounds.width - width) : 0
        imageView.frame = CGRect(x: x, y: y, width: width, height: imageHeight)
        y += imageHeight + gap
        titleLabel.frame = CGRect(x: x, y: y, width: width, height: titleHeight)
    }

    private var isLeading: Bool {
        guard let actions = superview as? SwipeActionsView else { return false }
        return !actions.isOnRight
    }
}
