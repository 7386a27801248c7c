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
/// The top item's `searchController` puts its `searchBar` in a 52-point row at
/// the bottom of the bar (under the large title); with the item's
/// `hidesSearchBarWhenScrolling` the row collapses first as the content
/// scrolls up, then the large title. A hidden bar leaves the search bar alone.
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
    /// UIKit's search row, at the bottom of the bar.
    static let searchRowHeight: CGFloat = 52
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
    /// The search row: clips the top item's search bar as the row collapses.
    private let searchArea = UIView()
    private weak var shownSearchBar: UISearchBar?
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
        searchArea.clipsToBounds = true
        searchArea.isHidden = true
        addSubview(searchArea)
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

    /// UIKit's sizes: 44 points, 96 with a large title, 52 more with a search row.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: expandedHeight)
    }

    /// Whether the top item's search bar has a row in the bar.
    var showsSearchRow: Bool { !isHidden && topItem?.searchController != nil }
    /// Whether that row collapses as the content scrolls up.
    private var searchRowCollapses: Bool { showsSearchRow && topItem?.hidesSearchBarWhenScrolling != false }
    /// The bar with every row showing: the content at its top edge.
    var expandedHeight: CGFloat {
        Self.height + (showsLargeTitle ? Self.largeTitleHeight : 0) + (showsSearchRow ? Self.searchRowHeight : 0)
    }
    /// The bar once the content has scrolled away every row that collapses.
    var collapsedHeight: CGFloat { Self.height + (showsSearchRow && !searchRowCollapses ? Self.searchRowHeight : 0) }
    /// How far the content scrolls from its top for each row to finish collapsing, in
    /// order (the search row first, then the large title): where a released scroll settles.
    var collapseStops: [CGFloat] {
        var stops: [CGFloat] = [0]
        if searchRowCollapses { stops.append(Self.searchRowHeight) }
        if showsLargeTitle { stops.append((stops.last ?? 0) + Self.largeTitleHeight) }
        return stops
    }
    /// The part of the search row showing at the bar's height: it collapses before the large title.
    private var visibleSearchRowHeight: CGFloat {
        guard showsSearchRow else { return 0 }
        guard searchRowCollapses else { return Self.searchRowHeight }
        let large = showsLargeTitle ? Self.largeTitleHeight : 0
        return min(max(bounds.height - Self.height - large, 0), Self.searchRowHeight)
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

    /// Every collapsing row shown in full: the content is at its top edge.
    private var isAtScrollEdge: Bool {
        (showsLargeTitle || searchRowCollapses) && bounds.height >= expandedHeight - 0.5
    }

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
        showSearchBar()
        if let titleView = topItem?.titleView { add(titleView, left: nil) }
        if let back = backButtonTitle {
            let button = BarButtonItemViews.makeButton(title: backButtonText(back), bold: false) { [weak self] in
                self?.backAction?()
            }
            button.accessibilityLabel = back   // read without the chevron, as UIKit's back button
            add(button, left: true)
        }
        for item in topItem?.leftBarButtonItems ?? [] { add(view(for: item), left: true) }
        for item in (topItem?.rightBarButtonItems ?? []).reversed() { add(view(for: item), left: false) }
        setNeedsLayout()
    }

    /// The top item's search bar moves into the search row (out of it when the item leaves).
    private func showSearchBar() {
        let bar = showsSearchRow ? topItem?.searchController?.searchBar : nil
        if let shown = shownSearchBar, shown !== bar, shown.superview === searchArea { shown.removeFromSuperview() }
        shownSearchBar = bar
        searchArea.isHidden = bar == nil
        guard let bar else { return }
        bar.autoresizingMask = []
        if bar.superview !== searchArea { searchArea.addSubview(bar) }
    }

    /// Called when the bar is shown or hidden: the search row comes and goes with it.
    func visibilityDidChange() { rebuild() }

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
        let rowHeight = showsLargeTitle || showsSearchRow ? min(bounds.height, Self.height) : bounds.height
        layoutSearchRow()
        layoutLargeTitle()
        var left = Self.margin
        var right = bounds.width - Self.margin
        for view in itemViews {
            guard let isLeft = sides[ObjectIdentifier(view)] else { continue }
            let width = view.frame.width
            let y = (rowHeight - view.frame.height) / 2
            if isLeft {
                view.frame.origin = CGPoint(x: mirrored(left, width: width), y: y)
                left += width + Self.margin
            } else {
                right -= width
                view.frame.origin = CGPoint(x: mirrored(right, width: width), y: y)
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

    /// The back button, the left items and the right items are placed on the
    /// leading side and the trailing side: right to left the back button is
    /// at the right edge (UIKit mirrors the bar; `leftBarButtonItems` are then
    /// on the right, as UIKit's).
    private func mirrored(_ x: CGFloat, width: CGFloat) -> CGFloat {
        isRightToLeft ? bounds.width - x - width : x
    }

    /// "‹ Back", whose chevron points to the leading edge: right to left it
    /// is "Back ›" (a right-to-left title, drawn by the text engine, is
    /// already reordered and its chevron mirrored by the bidi algorithm).
    private func backButtonText(_ title: String) -> String {
        guard isRightToLeft, !ScriptResolver.needsTextEngine(title) else { return "‹ " + title }
        return title + " ›"
    }

    /// The back button's chevron follows the new direction.
    override func effectiveLayoutDirectionDidChange() {
        if backButtonTitle != nil { rebuild() }
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
        let height = bounds.height - Self.height - visibleSearchRowHeight
        let area = CGRect(x: 0, y: Self.height, width: bounds.width, height: max(height, 0))
        largeTitleArea.frame = area
        let margin = layoutMargins.left + safeAreaInsets.left
        largeTitleLabel.frame = CGRect(
            x: margin, y: area.height - Self.largeTitleHeight,
            width: max(bounds.width - margin - layoutMargins.right - safeAreaInsets.right, 0),
            height: Self.largeTitleHeight)
        titleLabel.alpha = min(max(1 - area.height / 8, 0), 1)
    }

    /// The search row keeps to the bottom of the bar; as it collapses the bar
    /// stays at its top, clipped, and fades out over the row's lower half.
    private func layoutSearchRow() {
        guard let bar = shownSearchBar else { return }
        let visible = visibleSearchRowHeight
        searchArea.frame = CGRect(x: 0, y: bounds.height - visible, width: bounds.width, height: visible)
        // The field lines up with the large title (the bar insets its field by 8).
        let inset = max(layoutMargins.left + safeAreaInsets.left - 8, 0)
        let trailing = max(layoutMargins.right + safeAreaInsets.right - 8, 0)
        bar.frame = CGRect(
            x: inset, y: 0, width: max(bounds.width - inset - trailing, 0), height: Self.searchRowHeight)
        let half = Self.searchRowHeight / 2
        bar.alpha = min(max((visible - half) / half, 0), 1)
    }
}
