import Foundation

/// UIKit's `UINavigationBar` as a navigation controller uses it: the top
/// item's title (or title view) centred, its left items or a back button
/// ("‹ " and the previous item's `backButtonTitle`, else its title, else
/// "Back") on the left, its right items on the right.
///
/// With `prefersLargeTitles`, an item whose `largeTitleDisplayMode` resolves
/// to large shows its title in a bold 34-point font, leading-aligned at the
/// bar's layout margin, in a 52-point row under the 44-point bar (96 points
/// in all, as UIKit); the small centred title shows only once that row has
/// collapsed (a navigation controller collapses it as its top controller's
/// scroll view scrolls up).
///
/// Its look is `standardAppearance` (a `UINavigationBarAppearance`, or the top
/// item's), `compactAppearance` in a vertically compact window, and
/// `scrollEdgeAppearance` while a large title shows in full (the content at
/// its top edge). Difference: with no scroll-edge appearance the bar keeps the
/// standard one (iOS 15 makes it transparent), and a bar without a large
/// title is never at the scroll edge (its content's edge is not tracked).
@MainActor
open class UINavigationBar: UIView {
    /// UIKit's compact bar height.
    static let height: CGFloat = 44
    /// UIKit's large title row, under the 44-point bar (96 points in all).
    static let largeTitleHeight: CGFloat = 52
    private static let margin: CGFloat = 8

    /// The items, bottom (root) first. A navigation controller's bar makes this array only
    /// when it is read: a push or pop changes the top two items, so a 10,000-deep stack costs
    /// no more per push than a short one.
    open var items: [UINavigationItem]? { itemsStorage ?? stackItems?() }
    open var topItem: UINavigationItem? { topItemStorage }
    open var backItem: UINavigationItem? { backItemStorage }
    private var itemsStorage: [UINavigationItem]?
    /// The items of the navigation controller's stack, made when `items` is read.
    private var stackItems: (() -> [UINavigationItem])?
    private weak var topItemStorage: UINavigationItem?
    private weak var backItemStorage: UINavigationItem?
    /// The title's attributes: only `.font` and `.foregroundColor` are used (over the appearance's).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { rebuild() } }
    /// The large title's attributes: `.font` and `.foregroundColor` (over the appearance's).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { rebuild() } }
    open var barTintColor: UIColor? { didSet { applyAppearance() } }
    /// UIKit's `standardAppearance` (copied when assigned, as every appearance here).
    open var standardAppearance: UINavigationBarAppearance {
        get { standardAppearanceStorage }
        set {
            standardAppearanceStorage = newValue.copy()
            rebuild()
        }
    }
    private var standardAppearanceStorage = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance? {
        get { appearances.compact }
        set { appearances.compact = newValue?.copy(); rebuild() }
    }
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.scrollEdge }
        set { appearances.scrollEdge = newValue?.copy(); rebuild() }
    }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.compactScrollEdge }
        set { appearances.compactScrollEdge = newValue?.copy(); rebuild() }
    }
    private var appearances = NavigationBarAppearances()
    /// Whether the scroll-edge appearance showed at the last layout.
    private var wasAtScrollEdge = false
    /// UIKit's `isTranslucent` (true by default): the content of the navigation
    /// controller's children runs under the bar (their safe area keeps clear
    /// of it). Difference: the bar draws its colour without UIKit's blur.
    open var isTranslucent = true { didSet { if isTranslucent != oldValue { layoutChange?() } } }
    /// UIKit's `prefersLargeTitles` (false by default): items whose
    /// `largeTitleDisplayMode` resolves to large show their title large
    /// under the bar, which is then 96 points tall until it collapses.
    open var prefersLargeTitles = false {
        didSet {
            guard prefersLargeTitles != oldValue else { return }
            if let itemsStorage { showsLargeTitle = resolvesLargeTitle(itemsStorage) }
            layoutChange?()
        }
    }
    /// Tells the controller that owns the bar to place its content again.
    var layoutChange: (() -> Void)?
    /// Tells the controller that owns the bar that its items changed (a `largeTitleDisplayMode` may have).
    var itemsChange: (() -> Void)?
    /// Whether the large title row shows (the owner decides; a bar alone decides from `items`).
    var showsLargeTitle = false {
        didSet { if showsLargeTitle != oldValue { rebuild() } }
    }

    var backAction: (() -> Void)?
    private let titleLabel = UILabel()
    /// The large title, in `largeTitleArea`: the part of the bar under its 44-point row, which clips it as it collapses.
    private let largeTitleLabel = UILabel()
    private let largeTitleArea = UIView()
    private var itemViews: [UIView] = []
    private let hairline = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.textAlignment = .center
        // UIKit reads the bar's title as a heading.
        titleLabel.accessibilityTraits = [.staticText, .header]
        largeTitleLabel.accessibilityTraits = [.staticText, .header]
        titleLabel.font = UIFont.boldSystemFont(ofSize: 17)
        addSubview(titleLabel)
        largeTitleLabel.font = UIFont.boldSystemFont(ofSize: 34)
        largeTitleArea.clipsToBounds = true
        largeTitleArea.isUserInteractionEnabled = false
        largeTitleArea.isHidden = true
        largeTitleArea.addSubview(largeTitleLabel)
        addSubview(largeTitleArea)
        // UIKit's navigation bar margin on a phone: the large title starts here.
        layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        BarColors.dress(self, hairline: hairline)
    }

    public convenience init() { self.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.height)) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        let count = items?.count ?? 0
        itemsStorage = items
        stackItems = nil
        showsLargeTitle = resolvesLargeTitle(items ?? [])
        show(top: items?.last, back: count > 1 ? items?[count - 2] : nil)
    }

    /// Whether the top of `items` (root first) shows a large title: its own
    /// mode, else the first below it that is not `.automatic`, else large.
    private func resolvesLargeTitle(_ items: [UINavigationItem]) -> Bool {
        prefersLargeTitles && Self.resolvesLarge(items)
    }

    static func resolvesLarge(_ items: some BidirectionalCollection<UINavigationItem>) -> Bool {
        for item in items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// UIKit's sizes: 44 points, 96 with a large title.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height + (showsLargeTitle ? Self.largeTitleHeight : 0))
    }

    /// Shows a navigation controller's stack, without `excluded` (a controller being popped).
    /// `items` then reads the stack when asked (holding no controller: popped ones are released).
    func show(stackOf navigation: UINavigationController, excluding excluded: UIViewController? = nil) {
        var last: [UIViewController] = []
        for controller in navigation.children.reversed() where controller !== excluded {
            last.append(controller)
            if last.count == 2 { break }
        }
        show(top: last.first?.navigationItem, back: last.count > 1 ? last[1].navigationItem : nil)
        itemsStorage = nil
        stackItems = { [weak navigation, weak excluded] in
            navigation?.children.filter { $0 !== excluded }.map(\.navigationItem) ?? []
        }
    }

    /// Only the top and back items are watched (their changes rebuild the bar).
    private func show(top: UINavigationItem?, back: UINavigationItem?) {
        topItemStorage?.onChange = nil
        backItemStorage?.onChange = nil
        topItemStorage = top
        backItemStorage = back
        topItem?.onChange = { [weak self] in self?.itemDidChange() }
        backItem?.onChange = { [weak self] in self?.itemDidChange() }
        rebuild()
    }

    /// The back button's title for the current items, or nil when there is none.
    var backButtonTitle: String? {
        guard let back = backItem, topItem?.hidesBackButton == false, topItem?.leftBarButtonItems == nil else {
            return nil
        }
        return back.backButtonTitle ?? back.title ?? "Back"
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
        if isAtScrollEdge != wasAtScrollEdge { applyAppearance() }
        layoutItems()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyAppearance()
    }

    /// A large title shown in full: the content is at its top edge.
    private var isAtScrollEdge: Bool { showsLargeTitle && bounds.height >= Self.height + Self.largeTitleHeight - 0.5 }

    /// The appearance for the top item, the window's size class and the scroll edge.
    var effectiveAppearance: UINavigationBarAppearance {
        NavigationBarAppearances.resolve(
            item: topItem?.appearances, bar: appearances, standard: standardAppearance,
            compact: traitCollection.verticalSizeClass == .compact, atScrollEdge: isAtScrollEdge)
    }

    /// Background, hairline and the titles' fonts and colours: the legacy attributes over the appearance's.
    private func applyAppearance() {
        wasAtScrollEdge = isAtScrollEdge
        let appearance = effectiveAppearance
        BarColors.apply(appearance, to: self, hairline: hairline, barTintColor: barTintColor)
        let title = appearance.titleTextAttributes.merging(titleTextAttributes ?? [:]) { $1 }
        let large = appearance.largeTitleTextAttributes.merging(largeTitleTextAttributes ?? [:]) { $1 }
        titleLabel.font = title[.font] as? UIFont ?? UIFont.boldSystemFont(ofSize: 17)
        titleLabel.textColor = title[.foregroundColor] as? UIColor ?? .label
        largeTitleLabel.font = large[.font] as? UIFont ?? UIFont.boldSystemFont(ofSize: 34)
        largeTitleLabel.textColor = large[.foregroundColor] as? UIColor ?? titleLabel.textColor
    }

    private func itemDidChange() {
        if let itemsStorage {
            showsLargeTitle = resolvesLargeTitle(itemsStorage)
        }
        rebuild()
        itemsChange?()
    }

    private func rebuild() {
        itemViews.forEach { $0.removeFromSuperview() }
        itemViews = []
        titleLabel.text = topItem?.title
        titleLabel.isHidden = topItem?.titleView != nil
        applyAppearance()
        largeTitleLabel.text = topItem?.title
        largeTitleArea.isHidden = !showsLargeTitle
        if let titleView = topItem?.titleView { add(titleView, left: nil) }
        if let back = backButtonTitle {
            let button = BarButtonItemViews.makeButton(title: "‹ " + back, bold: false) { [weak self] in
                self?.backAction?()
            }
            button.accessibilityLabel = back   // read without the chevron, as UIKit's back button
            add(button, left: true)
        }
        for item in topItem?.leftBarButtonItems ?? [] { add(view(for: item), left: true) }
        for item in (topItem?.rightBarButtonItems ?? []).reversed() { add(view(for: item), left: false) }
        setNeedsLayout()
    }

    private var sides: [ObjectIdentifier: Bool] = [:]

    private func add(_ view: UIView, left: Bool?) {
        itemViews.append(view)
        if let left { sides[ObjectIdentifier(view)] = left } else { sides.removeValue(forKey: ObjectIdentifier(view)) }
        addSubview(view)
    }

    private func view(for item: UIBarButtonItem) -> UIView {
        BarButtonItemViews.view(for: item) { [weak self] in self?.rebuild() }
    }

    /// The items and small title sit in the top 44 points while a large title
    /// shows (else centred in the bar's height); the large title row fills the rest.
    private func layoutItems() {
        let rowHeight = showsLargeTitle ? min(bounds.height, Self.height) : bounds.height
        layoutLargeTitle()
        var left = Self.margin
        var right = bounds.width - Self.margin
        for view in itemViews {
            guard let isLeft = sides[ObjectIdentifier(view)] else { continue }
            let width = view.frame.width
            let y = (rowHeight - view.frame.height) / 2
            if isLeft {
                view.frame.origin = CGPoint(x: left, y: y)
                left += width + Self.margin
            } else {
                right -= width
                view.frame.origin = CGPoint(x: right, y: y)
                right -= Self.margin
            }
        }
        let inset = max(left, bounds.width - right)
        let titleFrame = CGRect(x: inset, y: 0, width: max(bounds.width - 2 * inset, 0), height: rowHeight)
        titleLabel.frame = titleFrame
        if let titleView = topItem?.titleView {
            titleView.center = CGPoint(x: bounds.midX, y: rowHeight / 2)
        }
    }

    /// The large title keeps to the bottom of the bar: as the bar shrinks
    /// to 44 points it slides up under the top row (clipped), and the small
    /// title fades in over the last 8 points, as UIKit's does once the large
    /// one has scrolled away; pulled down, the bar grows and the title follows.
    private func layoutLargeTitle() {
        guard showsLargeTitle else {
            titleLabel.alpha = 1
            return
        }
        let area = CGRect(x: 0, y: Self.height, width: bounds.width, height: max(bounds.height - Self.height, 0))
        largeTitleArea.frame = area
        let margin = layoutMargins.left + safeAreaInsets.left
        largeTitleLabel.frame = CGRect(
            x: margin, y: area.height - Self.largeTitleHeight,
            width: max(bounds.width - margin - layoutMargins.right - safeAreaInsets.right, 0),
            height: Self.largeTitleHeight)
        titleLabel.alpha = min(max(1 - area.height / 8, 0), 1)
    }
}
