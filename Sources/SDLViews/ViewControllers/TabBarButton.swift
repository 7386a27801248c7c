import Foundation

/// One tab: the item's template image above its title, in `color`.
@MainActor
final class TabBarButton: UIControl {
    let item: UITabBarItem
    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let badge = UILabel()
    var color: UIColor = .gray { didSet { applyColor() } }

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        titleLabel.font = UIFont.systemFont(ofSize: 10)
        titleLabel.textAlignment = .center
        badge.font = UIFont.systemFont(ofSize: 11)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 9
        badge.clipsToBounds = true
        for view in [imageView, titleLabel, badge] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        refresh()
    }

    required init?(coder: NSCoder) { nil }

    // A tab reads as UIKit's: its title, a button, selected or dimmed, "2 of 4".
    override var isAccessibilityElementByDefault: Bool { true }
    override var defaultAccessibilityLabel: String? { item.title ?? item.image?.accessibilityName }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .button }
    override var defaultAccessibilityValue: String? {
        guard let items = (superview as? UITabBar)?.items, let index = items.firstIndex(where: { $0 === item })
        else { return nil }
        return "\(index + 1) of \(items.count)"
    }

    override var isSelected: Bool { didSet { refresh() } }
    override var isEnabled: Bool { didSet { alpha = isEnabled ? 1 : 0.4 } }

    func refresh() {
        let image = (isSelected ? item.selectedImage ?? item.image : item.image)
        imageView.image = image?.withRenderingMode(.alwaysTemplate)
        titleLabel.text = item.title
        badge.text = item.badgeValue
        badge.isHidden = item.badgeValue == nil
        isEnabled = item.isEnabled
        setNeedsLayout()
    }

    private func applyColor() {
        imageView.tintColor = color
        titleLabel.textColor = color
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let imageSide: CGFloat = 25
        imageView.frame = CGRect(x: (bounds.width - imageSide) / 2, y: 5, width: imageSide, height: imageSide)
        titleLabel.frame = CGRect(x: 2, y: 31, width: max(bounds.width - 4, 0), height: 13)
        let badgeWidth = max(18, badge.intrinsicContentSize.width + 10)
        badge.frame = CGRect(x: imageView.frame.maxX - 6, y: 2, width: badgeWidth, height: 18)
    }
}
