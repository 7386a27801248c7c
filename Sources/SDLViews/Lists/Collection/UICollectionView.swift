import Foundation

/// UIKit's `UICollectionView`: a scroll view showing items in sections where its
/// `collectionViewLayout` puts them. Only the elements meeting the visible bounds
/// exist as views; the rest are asked for as they scroll in, through the data
/// source's dequeue calls, which hand out views queued for reuse by identifier.
///
/// Updates (`insertItems`, `deleteItems`, `moveItem`, `reloadItems`, the section
/// forms, `performBatchUpdates`) animate frame changes over UIKit's 0.3 s; counts
/// that do not add up log UIKit's "Invalid update" message and reload everything.
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
@MainActor
open class UICollectionView: UIScrollView {
    /// A collection view showing its items with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayoutStorage = layout
        super.init(frame: frame)
        attach(layout)
    }

    /// Decoding is not supported; the view gets a flow layout, as a storyboard's default.
    public required init?(coder: NSCoder) {
        collectionViewLayoutStorage = UICollectionViewFlowLayout()
        super.init(coder: coder)
        attach(collectionViewLayoutStorage)
    }

    // MARK: Layout and data

    var collectionViewLayoutStorage: UICollectionViewLayout

    /// The layout placing the elements. Setting it lays the view out again at once.
    open var collectionViewLayout: UICollectionViewLayout {
        get { collectionViewLayoutStorage }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Replaces the layout (animated: the elements move to their new frames over 0.3 s).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setLayoutImplementation(layout, animated: animated)
    }

    /// Not retained, as in UIKit.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// Section item counts as last read from the data source (nil: read them before the next layout).
    var itemCounts: [Int]?
    /// The elements on screen, by element.
    var displayed: [CollectionElementKey: UICollectionReusableView] = [:]
    let reusePool = CollectionReusePool()
    var updateRecorder: CollectionUpdateRecorder?
    /// The cell a reconfigure hands back from the next dequeue of its identifier.
    var reconfiguringCell: UICollectionViewCell?
    /// The scroll views of the orthogonally scrolling sections near the visible bounds, by section.
    var orthogonalScrollers: [Int: CollectionOrthogonalScrollView] = [:]
    /// The offsets of orthogonal sections whose scroll views were let go, by section.
    var orthogonalOffsets: [Int: CGPoint] = [:]
    /// Whether the layout's horizontally scrolling frames were mirrored when last prepared.
    var showsContentMirrored = false

    /// Asks the data source for everything again, at the next layout pass (UIKit's timing).
    /// Selection is cleared.
    open func reloadData() { reloadDataImplementation() }

    /// Sections, as last read from the data source.
    open var numberOfSections: Int { currentItemCounts.count }

    /// Items in a section, as last read from the data source (0, logged, for a section out of range).
    open func numberOfItems(inSection section: Int) -> Int { numberOfItemsImplementation(section) }

    // MARK: Registration and dequeuing

    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    /// Nibs registered for a cell identifier (a storyboard's prototype cells are nibs too).
    var cellNibs: [String: UINib] = [:]
    var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    /// Nibs registered for a supplementary kind and identifier (`CollectionReusePool.supplementaryKey`).
    var supplementaryNibs: [String: UINib] = [:]

    /// Registers the class made for a reuse identifier (a `UICollectionViewCell` subclass; nil unregisters).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registerCellImplementation(cellClass, identifier: identifier)
    }

    /// UIKit's `register(_:forCellWithReuseIdentifier:)` with a nib: when the
    /// queue is empty, `identifier` is dequeued as a new copy of the nib's cell
    /// (`init?(coder:)`, its outlets, `awakeFromNib()`), as storyboard prototype
    /// cells are; nil removes the registration. Registering a class or a nib
    /// replaces the other, as UIKit. A nib without a `UICollectionViewCell`
    /// top-level object dequeues a logged plain cell (UIKit raises).
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = nil
        cellNibs[identifier] = nib
    }

    /// Registers the class made for supplementary views of a kind and identifier.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        registerSupplementaryImplementation(viewClass, kind: elementKind, identifier: identifier)
    }

    /// UIKit's `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with a
    /// nib: a new copy of its `UICollectionReusableView` when the queue is empty
    /// (a plain view, logged, when it has none); replaces a class registration.
    open func register(
        _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        let key = CollectionReusePool.supplementaryKey(kind: kind, identifier: identifier)
        supplementaryClasses[key] = nil
        supplementaryNibs[key] = nib
    }

    /// A cell queued for reuse under the identifier (after `prepareForReuse()`), or a new one of
    /// the registered class. An unregistered identifier logs and returns a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = dequeueCellImplementation(identifier)
        // As UIKit's, a list cell knows its list's appearance before it is configured.
        cell.listPlacement = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.listPlacement
        return cell
    }

    /// The supplementary-view counterpart of `dequeueReusableCell(withReuseIdentifier:for:)`.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        dequeueSupplementaryImplementation(kind: elementKind, identifier: identifier)
    }

    // MARK: Selection

    var selectedPaths: [IndexPath] = []
    var highlightedPath: IndexPath?
    /// List rows' swipe actions, made once a list section offers them.
    var swipeActions: SwipeActionsDriver?

    /// UIKit's `isEditing`: list cells show the accessories displayed
    /// `.whenEditing` (delete, reorder) and hide those `.whenNotEditing`; each
    /// visible cell's configuration state follows.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for cell in visibleCells { cell.setNeedsUpdateConfiguration() }
        }
    }

    /// UIKit's `dragInteractionEnabled` (false by default, as on iPhone).
    /// Stored only: there is no drag and drop here.
    open var dragInteractionEnabled = false

    /// Whether a tap selects an item.
    open var allowsSelection = true
    /// Whether taps toggle several selected items.
    open var allowsMultipleSelection = false

    /// The selected items in the order they were selected (nil when none, as UIKit).
    open var indexPathsForSelectedItems: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths }

    /// Selects an item without telling the delegate, scrolling it to `scrollPosition`.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectItemImplementation(indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects an item without telling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
    }

    // MARK: Queries

    /// The cell on screen at an index path (nil when it is not displayed).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        displayed[.cell(indexPath)] as? UICollectionViewCell
    }

    /// The cells on screen.
    open var visibleCells: [UICollectionViewCell] { displayedCells.map(\.cell) }

    /// The index paths of the cells on screen, in index-path order.
    open var indexPathsForVisibleItems: [IndexPath] { displayedCells.map(\.indexPath) }

    /// The index path of a displayed cell (nil for a cell not on screen).
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        displayedCells.first { $0.cell === cell }?.indexPath
    }

    /// The item whose frame contains a point of the content (nil between items).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { indexPathForItemImplementation(point) }

    /// The layout's attributes of an item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of a supplementary view.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        preparedLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The supplementary view on screen of a kind at an index path.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        displayed[.supplementary(elementKind, indexPath)]
    }

    /// UIKit's `visibleSupplementaryViews(ofKind:)`: the views of a kind on screen, in index path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementaries(ofKind: elementKind).map(\.view)
    }

    /// UIKit's `indexPathsForVisibleSupplementaryElements(ofKind:)`: where the views of a kind on screen are.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaries(ofKind: elementKind).map(\.indexPath)
    }

    /// Scrolls so the item sits at `scrollPosition` (clamped to the content).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToItemImplementation(indexPath, position: scrollPosition, animated: animated)
    }

    // MARK: Updates

    /// Runs `updates` (which change the data source and call the insert/delete/move/reload
    /// methods) as one update, animated; `completion` runs when the animation ends (true),
    /// or at once after an invalid update's full reload (false).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatch({ updates?() }, completion: completion)
    }

    open func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems += indexPaths } }
    open func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems += indexPaths } }
    open func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems += indexPaths } }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append(.init(from: indexPath, to: newIndexPath)) }
    }
    /// Asks the data source again for displayed cells, whose dequeue call hands back the cell
    /// already there (no `prepareForReuse()`), so it is updated in place, as UIKit's.
    open func reconfigureItems(at indexPaths: [IndexPath]) { reconfigureImplementation(indexPaths) }

    open func insertSections(_ sections: IndexSet) { record { $0.insertedSections += sections } }
    open func deleteSections(_ sections: IndexSet) { record { $0.deletedSections += sections } }
    open func reloadSections(_ sections: IndexSet) {
        record {
            $0.deletedSections += sections
            $0.insertedSections += sections
        }
    }
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append(.init(from: section, to: newSection)) }
    }

    // MARK: Focus

    /// UIKit's `allowsFocus`: whether the cells can be focused; the delegate's
    /// `collectionView(_:canFocusItemAt:)` has the last word. UIKit derives the
    /// default from the platform (true on tvOS, false on iPadOS outside
    /// sidebars); SDLViews, driven by gamepads as tvOS, takes tvOS's, as its
    /// `UITableView` does.
    open var allowsFocus = true { didSet { FocusSearchIndex.noteChange() } }

    /// UIKit's `remembersLastFocusedIndexPath`: when focus comes back into the
    /// collection view (an arrow, the D-pad, Tab, or the view asked for its
    /// preferred item), it goes to the item focused last, scrolled into view;
    /// until one was focused, the delegate's `indexPathForPreferredFocusedView(in:)`.
    open var remembersLastFocusedIndexPath = false

    /// UIKit's `selectionFollowsFocus`: focus moving to a cell selects its item
    /// as a tap would (`shouldSelectItemAt`, `didSelectItemAt`). Off by default
    /// (UIKit's default outside sidebars).
    open var selectionFollowsFocus = false

    /// The item whose cell was focused last.
    var lastFocusedIndexPath: IndexPath?

    /// The remembered item's cell, else the delegate's preferred item's, while shown.
    open override var preferredFocusEnvironments: [UIFocusEnvironment] {
        preferredFocusCells ?? super.preferredFocusEnvironments
    }

    /// Also asks the delegate (`collectionView(_:shouldUpdateFocusIn:)`).
    open override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        super.shouldUpdateFocus(in: context) && delegateAllowsFocusUpdate(context)
    }

    /// Remembers the focused item, selects it when selection follows focus,
    /// then tells the delegate (`collectionView(_:didUpdateFocusIn:with:)`).
    open override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
        focusDidUpdate(context, with: coordinator)
    }

    // MARK: UIView

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            if newValue != super.bounds, collectionViewLayoutStorage.shouldInvalidateLayout(forBoundsChange: newValue) {
                collectionViewLayoutStorage.invalidateLayout()
            }
            super.bounds = newValue
        }
    }

    /// A layout that flips for the direction places everything again.
    override func effectiveLayoutDirectionDidChange() {
        if collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection { collectionViewLayout.invalidateLayout() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateDisplayedElements()
        updateSwipeActions()
    }

    /// A touch while a list row's swipe actions are open is theirs (a button, or closing the row).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if swipeActions?.touchBegan() == true { return }
        highlightTouch(touches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let point = touches.first?.location(in: self), swipeActions?.touchEnded(at: point) == true { return }
        selectTouch(touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        _ = swipeActions?.touchCancelled()
        unhighlight()
    }
}

extension UICollectionView {
    /// The supplementary views of a kind on screen with their index paths, in index path order.
    func visibleSupplementaries(ofKind kind: String) -> [(indexPath: IndexPath, view: UICollectionReusableView)] {
        displayed.compactMap { key, view -> (IndexPath, UICollectionReusableView)? in
            guard case .supplementary(let shownKind, let indexPath) = key, shownKind == kind else { return nil }
            return (indexPath, view)
        }.sorted { $0.0 < $1.0 }.map { (indexPath: $0.0, view: $0.1) }
    }
}
