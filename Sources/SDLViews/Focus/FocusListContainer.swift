import Foundation

/// A scroll view whose items do not all exist as views: tables and
/// collection views make cells only for what is on screen. The focus engine
/// asks it for the focusable items just outside its visible part, so that
/// moving focus past the last visible row reaches the next one (the list
/// scrolls it into view and makes its cell), and where focus enters it
/// (`remembersLastFocusedIndexPath`, the delegate's preferred index path).
@MainActor
protocol FocusListContainer: UIScrollView {
    /// Focusable items whose frames (content coordinates) meet `rect` and that have no view now.
    func focusItemsWithoutViews(in rect: CGRect) -> [(indexPath: IndexPath, frame: CGRect)]
    /// An item's frame in content coordinates (nil: no such item).
    func focusFrame(at indexPath: IndexPath) -> CGRect?
    /// The cell shown for an item now.
    func displayedFocusCell(at indexPath: IndexPath) -> UIView?
    /// The item a view is the cell of (nil: not one of the list's cells).
    func focusIndexPath(of view: UIView) -> IndexPath?
    var remembersLastFocusedIndexPath: Bool { get }
    /// The item focused last (kept for `remembersLastFocusedIndexPath`).
    var lastFocusedIndexPath: IndexPath? { get set }
    /// The index path focus goes to when the list is asked for its preferred item.
    var preferredFocusIndexPath: IndexPath? { get }
}

extension FocusListContainer {
    /// The index path focus returns to when it comes back into the list (nil: geometric).
    var rememberedFocusIndexPath: IndexPath? {
        guard remembersLastFocusedIndexPath, let path = lastFocusedIndexPath, focusFrame(at: path) != nil else {
            return nil
        }
        return path
    }

    /// The item's cell, made by scrolling it into view at once (nil: no such item).
    func focusCell(at indexPath: IndexPath) -> UIView? {
        if let cell = displayedFocusCell(at: indexPath) { return cell }
        guard let frame = focusFrame(at: indexPath) else { return nil }
        scrollRectToVisible(frame, animated: false)
        layoutIfNeeded()
        return displayedFocusCell(at: indexPath)
    }

    /// The part of the content around the visible bounds searched for items without views:
    /// one screenful further each way.
    var focusSearchRegion: CGRect { bounds.insetBy(dx: -bounds.width, dy: -bounds.height) }

    /// The preferred item's cell while it is shown (what `preferredFocusEnvironments` returns).
    var preferredFocusCells: [UIFocusEnvironment]? {
        preferredFocusIndexPath.flatMap(displayedFocusCell(at:)).map { [$0] }
    }

    /// The remembered item, else the delegate's preferred one (`delegatePreferred`), which must be an item.
    func preferredFocusIndexPath(delegatePreferred: IndexPath?, owner: String) -> IndexPath? {
        if let remembered = rememberedFocusIndexPath { return remembered }
        guard let path = delegatePreferred else { return nil }
        guard focusFrame(at: path) != nil else {
            SDLViewsLog.error("\(owner): indexPathForPreferredFocusedView(in:) returned \(path), which is not an item; ignored")
            return nil
        }
        return path
    }

    /// The index paths of the cells a focus update moves between (nil: not one of the list's cells).
    func focusIndexPaths(of context: UIFocusUpdateContext) -> (previous: IndexPath?, next: IndexPath?) {
        (context.previouslyFocusedView.flatMap(focusIndexPath(of:)), context.nextFocusedView.flatMap(focusIndexPath(of:)))
    }

    /// Remembers the item a focus update moved to, when it is one of the list's cells.
    func recordFocus(_ context: UIFocusUpdateContext) {
        if let next = context.nextFocusedView, let path = focusIndexPath(of: next) { lastFocusedIndexPath = path }
    }
}
