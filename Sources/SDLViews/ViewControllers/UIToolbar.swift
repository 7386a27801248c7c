import Foundation

/// UIKit's `UIToolbar`: a bar of `UIBarButtonItem`s, left to right, 44
/// points tall plus the bottom safe area (the items sit in the top 44
/// points; the bar's colour runs on to the bottom edge). A
/// `.flexibleSpace` item shares the free width with the other flexible
/// spaces, a `.fixedSpace` item leaves its `width` empty; without flexible
/// spaces the items are packed to the left, as UIKit. A navigation
/// controller shows one at the bottom (`UINavigationController.toolbar`)
/// with its top controller's `toolbarItems`.
///
/// Differences from UIKit: the bar draws its colour without UIKit's blur;
/// 8-point margins and spacing (as this runtime's navigation bar); no
/// `barStyle`, `delegate` (bar position) or background images; item
/// changes are not animated.
@MainActor
open class UIToolbar: UIView {
    /// UIKit's toolbar height (without a home indicator's safe area).
    static let height: CGFloat = 44
    private static let margin: CGFloat = 8

    /// The items, left to right.
    open var items: [UIBarButtonItem]? {
        get { itemsStorage }
        set { setItems(newValue, animated: false) }
    }
    private var itemsStorage: [UIBarButtonItem]?
    open var barTintColor: UIColor? { didSet { applyAppearance() } }
    /// UIKit's `standardAppearance` (copied when assigned); `compactAppearance` in a
    /// vertically compact window. Difference: the scroll-edge ones are kept, not
    /// applied (SDLViews does not track the content's edge under a toolbar).
    open var standardAppearance: UIToolbarAppearance {
        get { standardAppearanceStorage }
        set {
            standardAppearanceStorage = newValue.copy()
            applyAppearance()
        }
    }
    private var standardAppearanceStorage = UIToolbarAppearance()
    open var compactAppearance: UIToolbarAppearance? {
        get { compactAppearanceStorage }
        set {
            compactAppearanceStorage = newValue?.copy()
            applyAppearance()
        }
    }
    private var compactAppearanceStorage: UIToolbarAppearance?
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set { scrollEdgeAppearanceStorage = newValue?.copy() }
    }
    private var scrollEdgeAppearanceStorage: UIToolbarAppearance?
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { compactScrollEdgeAppearanceStorage }
        set { compactScrollEdgeAppearanceStorage = newValue?.copy() }
    }
    private var compactScrollEdgeAppearanceStorage: UIToolbarAppearance?

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyAppearance()
    }

    private func applyAppearance() {
        let compact = traitCollection.verticalSizeClass == .compact
        let appearance = compact ? compactAppearance ?? standardAppearance : standardAppearance
        BarColors.apply(appearance, to: self, hairline: hairline, barTintColor: barTintColor)
    }
    /// UIKit's `isTranslucent` (true by default): a navigation controller's
    /// children run under the toolbar (their safe area keeps clear of it).
    /// Difference: the bar draws its colour without UIKit's blur.
    open var isTranslucent = true { didSet { if isTranslucent != oldValue { layoutChange?() } } }
    /// Tells the controller that owns the bar to place its content again.
    var layoutChange: (() -> Void)?

    /// One view per item (nil for spaces), in item order.
    private var itemViews: [UIView?] = []
    private let hairline = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        BarColors.dress(self, hairline: hairline)
    }

    public convenience init() { self.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.height)) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// UIKit's `setItems(_:animated:)`. Difference: never animated.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        for item in itemsStorage ?? [] where !(items ?? []).contains(where: { $0 === item }) { item.onChange = nil }
        itemsStorage = items
        rebuild()
    }

    /// 44 points plus the bottom safe area, as UIKit.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height + safeAreaInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1)
        layoutItems()
    }

    private func rebuild() {
        for view in itemViews { view?.removeFromSuperview() }
        itemViews = (itemsStorage ?? []).map { item in
            guard !Self.isSpace(item) else {
                item.onChange = { [weak self] in self?.setNeedsLayout() }
                return nil
            }
            let view = BarButtonItemViews.view(for: item) { [weak self] in self?.rebuild() }
            addSubview(view)
            return view
        }
        setNeedsLayout()
    }

    private static func isSpace(_ item: UIBarButtonItem) -> Bool {
        item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace
    }

    /// Left to right with `margin` around and between the items; flexible spaces share what is left.
    private func layoutItems() {
        let items = itemsStorage ?? []
        guard !items.isEmpty else { return }
        let rowHeight = min(bounds.height, Self.height)
        var used = 2 * Self.margin
        var flexibleCount = 0
        var placed = 0
        for (item, view) in zip(items, itemViews) {
            if item.systemItem == .flexibleSpace {
                flexibleCount += 1
                continue
            }
            used += view?.frame.width ?? item.width
            placed += 1
        }
        used += Self.margin * CGFloat(max(placed - 1, 0))
        let flexibleWidth = flexibleCount > 0 ? max(bounds.width - used, 0) / CGFloat(flexibleCount) : 0
        var x = Self.margin
        for (item, view) in zip(items, itemViews) {
            if item.systemItem == .flexibleSpace {
                x += flexibleWidth
                continue
            }
            let width = view?.frame.width ?? item.width
            if let view {
                // Right to left the items run from the right edge, as UIKit's.
                let left = isRightToLeft ? bounds.width - x - width : x
                view.frame.origin = CGPoint(x: left, y: ((rowHeight - view.frame.height) / 2).rounded())
            }
            x += width + Self.margin
        }
    }
}
