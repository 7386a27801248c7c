import Foundation

/// UIKit's `UINavigationItem`: what a navigation bar shows while its controller
/// is on top (title or title view, left and right bar button items) and the back
/// button the next controller shows (`backButtonTitle`, else this title, else "Back").
@MainActor
open class UINavigationItem {
    /// Called when something a bar draws changes.
    var onChange: (() -> Void)?

    open var title: String? { didSet { onChange?() } }
    open var titleView: UIView? { didSet { onChange?() } }
    open var backButtonTitle: String? { didSet { onChange?() } }
    open var hidesBackButton = false { didSet { onChange?() } }
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { onChange?() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { onChange?() } }

    /// UIKit's `UINavigationItem.LargeTitleDisplayMode`, with UIKit's raw values.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it in the stack (the root: large), as UIKit.
        case automatic
        /// Large, when the bar's `prefersLargeTitles` is on.
        case always
        /// Always the small title in the 44-point bar.
        case never
    }

    /// UIKit's `largeTitleDisplayMode` (`.automatic` by default): whether the
    /// bar shows this item's title large under the bar while it is on top.
    /// Only used when the bar's `prefersLargeTitles` is true.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { onChange?() } }

    /// UIKit's `searchController` (iOS 11): while this item is on top, a
    /// navigation controller's bar shows the controller's `searchBar` in a
    /// 52-point row under the title (under the large title, when it shows).
    open var searchController: UISearchController? { didSet { onChange?() } }

    /// UIKit's `hidesSearchBarWhenScrolling` (true by default): the search row
    /// collapses as the content scrolls up, before the large title does, and
    /// shows again once the content is back at its top; false keeps it in the bar.
    open var hidesSearchBarWhenScrolling = true { didSet { onChange?() } }

    /// UIKit's per-item bar appearances: while this item is on top they replace
    /// the bar's (nil: the bar's own). Copied when assigned, as UIKit's.
    open var standardAppearance: UINavigationBarAppearance? {
        get { appearances.standard }
        set { appearances.standard = newValue?.copy(); onChange?() }
    }
    open var compactAppearance: UINavigationBarAppearance? {
        get { appearances.compact }
        set { appearances.compact = newValue?.copy(); onChange?() }
    }
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.scrollEdge }
        set { appearances.scrollEdge = newValue?.copy(); onChange?() }
    }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.compactScrollEdge }
        set { appearances.compactScrollEdge = newValue?.copy(); onChange?() }
    }
    var appearances = NavigationBarAppearances()

    /// The first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of `rightBarButtonItems`.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    public init(title: String) { self.title = title }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
}
