import Foundation

/// UIKit's `UINavigationBar` as a navigation controller uses it: the top
/// item's title (or title view) centred, its left items or a back button
/// ("‹ " and the previous item's `backButtonTitle`, else its title, else
/// "Back") on the left, its right items on the right.
@MainActor
open class UINavigationBar: UIView {
    /// UIKit's compact bar height.
    static let height: CGFloat = 44
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
    /// The title's attributes: only `.font` and `.foregroundColor` are used.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { rebuild() } }
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? Self.defaultBackground } }
    /// UIKit's `isTranslucent` (true by default): the content of the navigation
    /// controller's children runs under the bar (their safe area keeps clear
    /// of it). Difference: the bar draws its colour without UIKit's blur.
    open var isTranslucent = true { didSet { if isTranslucent != oldValue { layoutChange?() } } }
    /// Tells the controller that owns the bar to place its content again.
    var layoutChange: (() -> Void)?

    var backAction: (() -> Void)?
    private let titleLabel = UILabel()
    private var itemViews: [UIView] = []
    private let hairline = UIView()
    private static let defaultBackground = UIColor(white: 0.97, alpha: 1)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.defaultBackground
        titleLabel.textAlignment = .center
        titleLabel.font = UIFont.boldSystemFont(ofSize: 17)
        addSubview(titleLabel)
        hairline.backgroundColor = UIColor(white: 0.7, alpha: 1)
        addSubview(hairline)
    }

    public convenience init() { self.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.height)) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        let count = items?.count ?? 0
        show(top: items?.last, back: count > 1 ? items?[count - 2] : nil)
        itemsStorage = items
        stackItems = nil
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
        topItem?.onChange = { [weak self] in self?.rebuild() }
        backItem?.onChange = { [weak self] in self?.rebuild() }
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
        layoutItems()
    }

    private func rebuild() {
        itemViews.forEach { $0.removeFromSuperview() }
        itemViews = []
        titleLabel.text = topItem?.title
        titleLabel.isHidden = topItem?.titleView != nil
        if let color = titleTextAttributes?[.foregroundColor] as? UIColor { titleLabel.textColor = color }
        if let font = titleTextAttributes?[.font] as? UIFont { titleLabel.font = font }
        if let titleView = topItem?.titleView { add(titleView, left: nil) }
        if let back = backButtonTitle {
            add(makeButton(title: "‹ " + back, bold: false) { [weak self] in self?.backAction?() }, left: true)
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
        item.onChange = { [weak self] in self?.rebuild() }
        if let custom = item.customView { return custom }
        let button = makeButton(title: item.title ?? "", bold: item.style == .done) { [weak item] in item?.trigger() }
        if let image = item.image { button.setImage(image, for: .normal) }
        button.menu = item.menu
        button.showsMenuAsPrimaryAction = item.menu != nil && item.primaryAction == nil
        button.isEnabled = item.isEnabled
        if item.width > 0 { button.frame.size.width = item.width }
        return button
    }

    private func makeButton(title: String, bold: Bool, action: @escaping () -> Void) -> UIButton {
        let button = UIButton(type: .system, primaryAction: UIAction { _ in action() })
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = bold ? UIFont.boldSystemFont(ofSize: 17) : UIFont.systemFont(ofSize: 17)
        button.sizeToFit()
        return button
    }

    private func layoutItems() {
        var left = Self.margin
        var right = bounds.width - Self.margin
        for view in itemViews {
            guard let isLeft = sides[ObjectIdentifier(view)] else { continue }
            let width = view.frame.width
            let y = (bounds.height - view.frame.height) / 2
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
        let titleFrame = CGRect(x: inset, y: 0, width: max(bounds.width - 2 * inset, 0), height: bounds.height)
        titleLabel.frame = titleFrame
        if let titleView = topItem?.titleView {
            titleView.center = CGPoint(x: bounds.midX, y: bounds.midY)
        }
    }
}
