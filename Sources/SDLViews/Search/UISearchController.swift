import Foundation

/// UIKit's `UISearchController`: owns a `searchBar` and, while active, shows
/// over the content below that bar the `searchResultsController`'s view
/// (once there is text, or always with `showsSearchResultsController`) over a
/// dimmed background (`obscuresBackgroundDuringPresentation`). Editing the
/// bar activates it; Cancel (or Escape while editing, or a tap on the dimmed
/// background) clears the text and deactivates it. The `searchResultsUpdater`
/// hears `updateSearchResults(for:)` on activation, on every edit and on deactivation.
///
/// Differences: the controller is not presented modally (`presentingViewController`
/// stays nil): its view is added to the view of the controller showing the
/// bar (the nearest one that `definesPresentationContext`, else the root),
/// covering it below the bar, so the bar stays where the app put it (in a
/// table header, or the navigation bar's search row through
/// `UINavigationItem.searchController`); `hidesNavigationBarDuringPresentation`
/// is kept but the navigation bar keeps its title rows while the search is active.
@MainActor
open class UISearchController: UIViewController {
    /// The controller showing the results (nil: the content below is the results, as UIKit).
    public let searchResultsController: UIViewController?
    /// The bar the user types in.
    public let searchBar: UISearchBar
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open weak var delegate: UISearchControllerDelegate?
    /// Dims the content below the bar while active (UIKit's default: true).
    open var obscuresBackgroundDuringPresentation = true { didSet { updateOverlay() } }
    /// Kept for UIKit source compatibility (default true): the navigation bar stays here.
    open var hidesNavigationBarDuringPresentation = true
    /// Shows the bar's Cancel button while active (UIKit's default: true).
    open var automaticallyShowsCancelButton = true
    /// Shows the results controller as soon as the search is active, not only once there is text.
    open var showsSearchResultsController = false { didSet { updateOverlay() } }

    /// UIKit's `init(searchResultsController:)`.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar.standardHeight))
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
        if let results = searchResultsController { addChild(results) }
        results?.didMove(toParent: self)
    }

    public convenience init() { self.init(searchResultsController: nil) }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar.standardHeight))
        super.init(coder: coder)
        searchBar.searchController = self
    }

    private var results: UIViewController? { searchResultsController }
    private var activeStorage = false
    private let dimming = UIView()
    /// The controller whose view shows this controller's while active.
    private weak var host: UIViewController?

    /// Whether the search shows: setting it shows or hides this controller's view
    /// (the bar keeps or loses the keyboard as the user leaves it), as UIKit.
    open var isActive: Bool {
        get { activeStorage }
        set {
            guard newValue != activeStorage else { return }
            if newValue { activate() } else { deactivate() }
        }
    }

    open override func loadView() {
        let view = SearchOverlayView()
        view.backgroundColor = .clear
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.25)
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.searchBarCancelled() })
        view.addSubview(dimming)
        self.view = view
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        dimming.frame = view.bounds
        results?.viewIfLoaded?.frame = view.bounds
    }

    /// Dismissing the search controller deactivates it, as UIKit.
    open override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard activeStorage, presentedViewController == nil else {
            return super.dismiss(animated: flag, completion: completion)
        }
        isActive = false
        completion?()
    }

    private func activate() {
        guard let host = Self.host(showing: searchBar), let hostView = host.viewIfLoaded else {
            return SDLViewsLog.error("UISearchController.isActive: the search bar is not in a controller's view; ignored")
        }
        delegate?.willPresentSearchController(self)
        activeStorage = true
        self.host = host
        beginAppearanceTransition(true, animated: false)
        let barBottom = searchBar.convert(CGPoint(x: 0, y: searchBar.bounds.maxY), to: hostView).y
        view.frame = CGRect(
            x: 0, y: barBottom, width: hostView.bounds.width, height: max(hostView.bounds.height - barBottom, 0))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        hostView.addSubview(view)
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        updateOverlay()
        view.layoutIfNeeded()
        endAppearanceTransition()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
    }

    private func deactivate() {
        delegate?.willDismissSearchController(self)
        activeStorage = false
        beginAppearanceTransition(false, animated: false)
        searchBar.resignFirstResponder()
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        viewIfLoaded?.removeFromSuperview()
        host = nil
        endAppearanceTransition()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
    }

    /// The results show once there is text (or always, with `showsSearchResultsController`); the dimming otherwise.
    private func updateOverlay() {
        guard activeStorage, isViewLoaded else { return }
        let showsResults = showsSearchResultsController || !(searchBar.text ?? "").isEmpty
        if let results {
            if showsResults, results.view.superview !== view {
                results.view.frame = view.bounds
                results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.addSubview(results.view)
            } else if !showsResults {
                results.viewIfLoaded?.removeFromSuperview()
            }
        }
        dimming.isHidden = !obscuresBackgroundDuringPresentation || (showsResults && results != nil)
    }

    /// The controller whose view holds the bar: the nearest that defines a presentation context, else the root.
    private static func host(showing bar: UIView) -> UIViewController? {
        var responder: UIResponder? = bar.next
        var owner: UIViewController?
        var steps = 0
        while let step = responder, steps < FocusTree.depthLimit {
            if let controller = step as? UIViewController {
                owner = controller
                break
            }
            responder = step.next
            steps += 1
        }
        var current = owner
        steps = 0
        while let controller = current, let parent = controller.parent, !controller.definesPresentationContext,
            steps < FocusTree.depthLimit
        {
            current = parent
            steps += 1
        }
        return current
    }

    // MARK: The bar's events

    func searchBarDidBeginEditing() {
        if !activeStorage { isActive = true }
    }

    func searchBarTextDidChange() {
        updateOverlay()
        if activeStorage { searchResultsUpdater?.updateSearchResults(for: self) }
    }

    /// Cancel: the text is cleared and the search ends, as UIKit.
    func searchBarCancelled() {
        searchBar.text = ""
        updateOverlay()
        isActive = false
    }
}
