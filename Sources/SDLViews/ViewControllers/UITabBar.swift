import Foundation

/// UIKit's `UITabBar`: a row of equal-width tabs at the bottom of a tab bar
/// controller, each its item's image above its title, the selected one in
/// `tintColor`, the others in `unselectedItemTintColor` (UIKit's default: a
/// grey). Images are drawn as templates (their alpha in the tab's colour),
/// `selectedImage` while selected. A click or tap on a tab selects it and
/// tells the delegate (or, inside a `UITabBarController`, the controller).
@MainActor
open class UITabBar: UIView {
    /// UIKit's tab bar height (without a home indicator's safe area).
    static let height: CGFloat = 49
    private static let defaultUnselected = UIColor(white: 0.56, alpha: 1)

    open weak var delegate: UITabBarDelegate?
    /// The items, left to right.
    open private(set) var items: [UITabBarItem]?
    /// The highlighted item; setting it from code tells no delegate (nil or an item not in `items`: none).
    open var selectedItem: UITabBarItem? {
        didSet {
            if let item = selectedItem, items?.contains(where: { $0 === item }) != true { selectedItem = nil }
            refreshStates()
        }
    }
    /// The colour of the tabs not selected (nil: UIKit's grey).
    open var unselectedItemTintColor: UIColor? { didSet { refreshStates() } }
    open var barTintColor: UIColor? { didSet { applyAppearance() } }
    /// UIKit's `standardAppearance` (copied when assigned). Difference: a tab bar
    /// shows it always; `scrollEdgeAppearance` is kept, not applied (SDLViews
    /// does not track the content's edge under a tab bar).
    open var standardAppearance: UITabBarAppearance {
        get { standardAppearanceStorage }
        set {
            standardAppearanceStorage = newValue.copy()
            applyAppearance()
        }
    }
    private var standardAppearanceStorage = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set { scrollEdgeAppearanceStorage = newValue?.copy() }
    }
    private var scrollEdgeAppearanceStorage: UITabBarAppearance?

    private func applyAppearance() {
        BarColors.apply(standardAppearance, to: self, hairline: hairline, barTintColor: barTintColor)
    }
    /// UIKit's `isTranslucent` (true by default): the content of the tab bar
    /// controller's children runs under the bar (their safe area keeps clear
    /// of it). Difference: the bar draws its colour without UIKit's blur.
    open var isTranslucent = true { didSet { if isTranslucent != oldValue { layoutChange?() } } }
    /// Tells the controller that owns the bar to place its content again.
    var layoutChange: (() -> Void)?

    /// Called when the user picks an item, before the delegate (the tab bar controller's hook).
    var userSelection: ((UITabBarItem) -> Void)?
    private var buttons: [TabBarButton] = []
    private let hairline = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        BarColors.dress(self, hairline: hairline)
    }

    public convenience init() { self.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.height)) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `.tabBar`, as UIKit: the bar is the container of its tabs.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .tabBar }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in self.items ?? [] { item.onChange = nil }
        self.items = items
        buttons.forEach { $0.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            let button = TabBarButton(item: item)
            button.addAction(
                UIAction { [weak self, weak item] _ in
                    guard let self, let item else { return }
                    self.userDidSelect(item)
                }, for: .touchUpInside)
            item.onChange = { [weak self, weak button] in
                button?.refresh()
                self?.setNeedsLayout()
            }
            addSubview(button)
            return button
        }
        if let selected = selectedItem, items?.contains(where: { $0 === selected }) != true { selectedItem = nil }
        refreshStates()
        setNeedsLayout()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height + safeAreaInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1)
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        // Right to left the first tab is at the right, as UIKit's.
        let rightToLeft = isRightToLeft
        for (index, button) in buttons.enumerated() {
            let slot = rightToLeft ? buttons.count - 1 - index : index
            button.frame = CGRect(x: CGFloat(slot) * width, y: 1, width: width, height: Self.height - 1)
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshStates()
    }

    private func userDidSelect(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        if let userSelection {
            userSelection(item)
        } else {
            selectedItem = item
        }
        delegate?.tabBar(self, didSelect: item)
    }

    private func refreshStates() {
        let unselected = unselectedItemTintColor ?? Self.defaultUnselected
        for button in buttons {
            button.isSelected = button.item === selectedItem
            button.color = button.isSelected ? tintColor : unselected
        }
    }
}
