import Foundation

/// UIKit's `UITableView`: a vertically scrolling list of rows in sections,
/// on `UIScrollView`. Only the rows on screen have cells; cells leaving the
/// screen go to a reuse queue per identifier and come back from
/// `dequeueReusableCell(withIdentifier:for:)`. Rows have a fixed
/// `rowHeight` or size themselves (`automaticDimension`); rows not yet on
/// screen count with their estimate, so `reloadData` asks only the counts
/// and the visible rows, whatever the number of rows.
///
/// Differences from UIKit: `delegate` is the scroll view's property (typed
/// `UIScrollViewDelegate?`; the table uses it when it is a
/// `UITableViewDelegate`). See <doc:DifferencesFromUIKit>.
@MainActor
open class UITableView: UIScrollView {
    public let style: Style

    /// Makes a table of `style`; grouped styles get the grouped grey background.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    /// A `.plain` table, as UIKit's `init(frame:)`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Decodes the style an Interface Builder file gives (`plain` otherwise),
    /// then the view's keys; the table's other attributes are applied by the loader.
    public required init?(coder: NSCoder) {
        let coded = (coder as? InterfaceBuilderCoder)?.decodeInteger(forKey: "style")
        style = coded.flatMap(Style.init(rawValue:)) ?? .plain
        super.init(coder: coder)
        setUpTable()
    }

    // MARK: Data

    /// Not retained, as in UIKit. Setting it reloads the table at the next layout.
    open weak var dataSource: UITableViewDataSource? {
        didSet { invalidateData() }
    }

    /// Also the table's `UIScrollViewDelegate` (UIKit's `delegate` is typed `UITableViewDelegate`).
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// Setting it reloads the table at the next layout, as UIKit does (row heights may now come from it).
    open override weak var delegate: UIScrollViewDelegate? {
        didSet { if delegate !== oldValue { invalidateData() } }
    }

    var geometry = TableGeometry()
    var needsDataReload = true
    /// True while the tiler asks the data source for cells (a `reloadData` then waits for it).
    var isTilingRows = false
    /// Set by the delegate protocol's default `heightForRowAt`: the delegate does not size rows.
    var rowHeightCameFromDefault = false
    let reuse = TableReuseQueue()
    /// The cells the reuse queue made (the bench checks the reuse promise with it).
    package var createdCellCount: Int { reuse.created }
    /// The cells on screen, by row.
    var visibleRows: [IndexPath: UITableViewCell] = [:]
    /// The rows `willDisplay` was sent for (cleared with `didEndDisplaying`).
    var displayedRows = Set<IndexPath>()
    /// The section headers and footers on screen.
    var visibleSupplementaries: [SupplementaryKey: UIView] = [:]
    /// The batch being recorded between `beginUpdates` and `endUpdates` (nested calls count in `batchDepth`).
    /// Told about rows about to come on screen (UIKit's `prefetchDataSource`; not retained).
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    /// Whether `prefetchDataSource` is told anything (UIKit's default true).
    open var isPrefetchingEnabled = true
    var prefetchedRows = Set<IndexPath>()
    var prefetchOffset: CGFloat = 0
    var prefetchesUpward = false
    var pendingBatch: TableUpdateBatch?
    var batchDepth = 0
    /// New rows whose cells come in with an animation when the tiler makes them.
    var appearingRows: [IndexPath: RowAnimation] = [:]

    // MARK: Metrics

    /// The height of every row (UIKit's default: 44), or `automaticDimension`
    /// for rows sized by their content. NaN, infinite and negative heights
    /// other than `automaticDimension` are refused (logged).
    open var rowHeight: CGFloat {
        get { rowHeightStorage }
        set { if let value = checkedHeight(newValue, "rowHeight") { rowHeightStorage = value; invalidateData() } }
    }
    var rowHeightStorage: CGFloat = 44

    /// The height assumed for rows not yet on screen (`automaticDimension`: `rowHeight`, or 44 when self-sizing).
    open var estimatedRowHeight: CGFloat {
        get { estimatedRowHeightStorage }
        set {
            if let value = checkedHeight(newValue, "estimatedRowHeight") {
                estimatedRowHeightStorage = value
                invalidateData()
            }
        }
    }
    var estimatedRowHeightStorage: CGFloat = UITableView.automaticDimension

    /// The default header height (`automaticDimension`: the style's height when there is a title or view).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateData() }
    }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateData() }
    }
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension

    /// UIKit's `sectionHeaderTopPadding`: space above each section header
    /// that has a height, inside its section. `automaticDimension` (the
    /// default) adds none here (UIKit adds some to plain tables); negative
    /// or non-finite values other than it are refused (logged).
    open var sectionHeaderTopPadding: CGFloat {
        get { sectionHeaderTopPaddingStorage }
        set {
            guard newValue == UITableView.automaticDimension || (newValue.isFinite && newValue >= 0) else {
                return SDLViewsLog.error(
                    "UITableView.sectionHeaderTopPadding \(newValue) refused (negative or not finite); the old value stays")
            }
            sectionHeaderTopPaddingStorage = newValue
            invalidateData()
        }
    }
    var sectionHeaderTopPaddingStorage = UITableView.automaticDimension

    /// UIKit's `dragInteractionEnabled` (false by default, as on iPhone).
    /// Stored only: there is no drag and drop here; rows reorder by their
    /// editing grip (`showsReorderControl`) whatever its value.
    open var dragInteractionEnabled = false
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    // MARK: Separators

    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { setNeedsLayout() }
    }
    open var separatorColor: UIColor? = .separator {
        didSet { setNeedsLayout() }
    }
    /// The default inset of the cells' separators.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }

    // MARK: Header and footer views

    /// A view above the first section (its frame's height is kept).
    open var tableHeaderView: UIView? {
        didSet { replaceTableAccessory(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section (its frame's height is kept).
    open var tableFooterView: UIView? {
        didSet { replaceTableAccessory(oldValue, with: tableFooterView) }
    }

    // MARK: Selection

    open var allowsSelection = true
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection { trimSelectionToOne() } }
    }
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    var selectedRows = Set<IndexPath>()
    var touchedRow: IndexPath?
    /// The row whose cell was focused last (`remembersLastFocusedIndexPath`).
    var lastFocusedIndexPath: IndexPath?

    /// The selected row (the first in table order when several are), nil when none is.
    open var indexPathForSelectedRow: IndexPath? { selectedRows.min() }
    /// The selected rows in table order, nil when none is (as UIKit).
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects a row without telling the delegate (UIKit's rule), scrolling it to `scrollPosition`.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectRowImplementation(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects a row without telling the delegate; animated, its background fades out.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselectRowImplementation(at: indexPath, animated: animated)
    }

    // MARK: Editing

    /// Whether the rows show their editing controls; setting it is `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingMode }
        set { setEditing(newValue, animated: false) }
    }

    /// UIKit's `setEditing(_:animated:)`: every visible row asks the data
    /// source's `canEditRowAt`, the delegate's `editingStyleForRowAt` and
    /// `shouldIndentWhileEditingRowAt`, and (when its cell `showsReorderControl`)
    /// `canMoveRowAt`, then shows its controls, sliding for UIKit's editing duration when
    /// animated. Open swipe actions close. While editing, a tap on a red
    /// control shows the "Delete" confirmation (the delegate's
    /// `titleForDeleteConfirmationButtonForRowAt`), whose tap calls the data
    /// source's `commit`; a tap on a green control commits `.insert`; dragging a
    /// grip lifts the row (see `UITableViewDataSource`).
    open func setEditing(_ editing: Bool, animated: Bool) {
        setEditingImplementation(editing, animated: animated)
    }

    var editingMode = false
    var editingTouchRow: IndexPath?
    /// The rows' swipe actions (and the editing delete confirmation).
    lazy var swipeActions = SwipeActionsDriver(host: self)
    var reorder: TableReorderState?
    let reorderRecognizer = TableReorderGestureRecognizer()
    /// Set by the data source's default `moveRowAt`: the data source does not implement it.
    var moveReachedDefault = false

    // MARK: Cells

    /// Registers the class made when `identifier` is dequeued and the queue
    /// is empty; nil removes the registration. A class that is not a
    /// `UITableViewCell` is refused (logged).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        reuse.register(cellClass, identifier: identifier)
    }

    /// UIKit's `register(_:forCellReuseIdentifier:)` with a nib: when the queue
    /// is empty, `identifier` is dequeued as a new copy of the nib's cell
    /// (`init?(coder:)`, its outlets, `awakeFromNib()`), as storyboard prototype
    /// cells are; nil removes the registration. Registering a class or a nib
    /// replaces the other, as UIKit. A nib without a `UITableViewCell` top-level
    /// object dequeues a logged plain cell (UIKit raises).
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        reuse.register(nib, identifier: identifier)
    }

    /// A cell from the reuse queue, or a new one of the registered class; an
    /// unregistered identifier logs and gives a `.default` cell (UIKit raises).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        reuse.dequeue(identifier: identifier, registeredOnly: false) ?? UITableViewCell()
    }

    /// Registers the class made by `dequeueReusableHeaderFooterView(withIdentifier:)`; nil removes it.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        reuse.registerHeaderFooter(aClass, identifier: identifier)
    }

    /// UIKit's `register(_:forHeaderFooterViewReuseIdentifier:)` with a nib: a new
    /// copy of the nib's `UITableViewHeaderFooterView` when the queue is empty
    /// (nil, logged, when the nib has none); replaces a class registration.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        reuse.registerHeaderFooter(nib, identifier: identifier)
    }

    /// A header/footer view from the queue or of the registered class; nil when neither exists.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        reuse.dequeueHeaderFooter(identifier: identifier)
    }

    /// The header on screen for `section`, if any.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleSupplementaries[SupplementaryKey(section: section, isHeader: true)] as? UITableViewHeaderFooterView
    }

    /// The footer on screen for `section`, if any.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleSupplementaries[SupplementaryKey(section: section, isHeader: false)] as? UITableViewHeaderFooterView
    }

    /// A section's frame (header, rows and footer) in content coordinates.
    open func rect(forSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard section >= 0 && section < geometry.sections.count else { return .zero }
        return CGRect(
            x: 0, y: geometry.sectionTops[section], width: bounds.width, height: geometry.sections[section].height)
    }

    /// A cell from the reuse queue or of the registered class; nil when neither exists, as UIKit.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        reuse.dequeue(identifier: identifier, registeredOnly: true)
    }

    /// Asks the data source for everything again at the next layout; visible cells go back to the queue.
    open func reloadData() { reloadDataImplementation() }

    // MARK: Updates

    /// Inserts rows (paths after the update); the data source must already count them.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.inserts.formUnion(indexPaths) }
    }

    /// Deletes rows (paths before the update); the data source must no longer count them.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.deletes.formUnion(indexPaths) }
    }

    /// Asks the data source again for these rows' cells and heights.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.reloads.formUnion(indexPaths) }
    }

    /// Moves a row, keeping its cell (animated, as UIKit).
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record(.automatic) { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (indexes after the update); the data source must already count them.
    /// Differs from UIKit: a batch with section changes reloads the table instead of animating.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (indexes before the update); the data source must no longer count them.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source again for these sections' rows, headers and footers.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a section with its rows.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record(.automatic) { $0.sectionMoves.append((section, newSection)) }
    }

    /// Groups the changes made in `updates` into one animated update; `completion` runs when it ends
    /// (false when the counts were inconsistent and the table reloaded instead).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates?()
        endBatch(completion: completion)
    }

    open func beginUpdates() { beginBatch() }

    open func endUpdates() { endBatch(completion: nil) }

    open var numberOfSections: Int {
        loadDataIfNeeded()
        return geometry.sections.count
    }

    open func numberOfRows(inSection section: Int) -> Int {
        loadDataIfNeeded()
        guard section >= 0 && section < geometry.sections.count else { return 0 }
        return geometry.sections[section].rowCount
    }

    /// The cell showing `indexPath`, nil when the row is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleRows[indexPath] }

    /// The cells on screen, in table order.
    open var visibleCells: [UITableViewCell] { visibleRows.sorted { $0.key < $1.key }.map(\.value) }

    /// The rows on screen, in table order (nil never: an empty list when none, as Swift's UIKit overlay).
    open var indexPathsForVisibleRows: [IndexPath]? { visibleRows.keys.sorted() }

    /// The row of a visible cell.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleRows.first { $0.value === cell }?.key
    }

    /// A row's frame in the table's (content) coordinates; `.zero` when there is no such row (UIKit raises).
    open func rectForRow(at indexPath: IndexPath) -> CGRect { rowRect(indexPath) ?? .zero }

    /// UIKit's `rectForHeader(inSection:)`: the header's frame in content
    /// coordinates where it lies in the list (not where a plain table pins
    /// it); `.zero` for a section that does not exist (logged).
    open func rectForHeader(inSection section: Int) -> CGRect { sectionPartRect(section, part: .header) }

    /// UIKit's `rectForFooter(inSection:)`: the footer's frame in content coordinates.
    open func rectForFooter(inSection section: Int) -> CGRect { sectionPartRect(section, part: .footer) }

    /// UIKit's `rectForSection(_:)`: the frame of the header, rows and footer together.
    open func rectForSection(_ section: Int) -> CGRect { sectionPartRect(section, part: .whole) }

    /// The row at `point` (content coordinates), nil when the point is on no row.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadDataIfNeeded()
        guard point.x >= 0 && point.x < bounds.width else { return nil }
        return geometry.row(at: point.y)
    }

    /// The rows whose frames meet `rect`.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { rowsImplementation(in: rect) }

    /// Scrolls so the row is at `scrollPosition`; `.none` scrolls the least distance that shows it.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToRowImplementation(at: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: Focus

    /// UIKit's `allowsFocus`: whether the cells can be focused; the delegate's
    /// `tableView(_:canFocusRowAt:)` has the last word. UIKit derives the
    /// default from the platform (true on tvOS, false on iPadOS outside
    /// sidebars); SDLViews, driven by gamepads as tvOS, takes tvOS's.
    open var allowsFocus = true { didSet { FocusSearchIndex.noteChange() } }

    /// UIKit's `remembersLastFocusedIndexPath`: when focus comes back into the
    /// table (an arrow, the D-pad, Tab, or the table asked for its preferred
    /// item), it goes to the row focused last, scrolled into view; until one
    /// was focused, the delegate's `indexPathForPreferredFocusedView(in:)`.
    open var remembersLastFocusedIndexPath = false

    open override var preferredFocusEnvironments: [UIFocusEnvironment] {
        preferredFocusCells ?? super.preferredFocusEnvironments
    }

    /// Also asks the delegate (`tableView(_:shouldUpdateFocusIn:)`).
    open override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        super.shouldUpdateFocus(in: context) && delegateAllowsFocusUpdate(context)
    }

    /// Remembers the focused row, then tells the delegate (`tableView(_:didUpdateFocusIn:with:)`).
    open override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
        focusDidUpdate(context, with: coordinator)
    }

    // MARK: UIView

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTable()
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !editingTouchBegan(touches) && !rowTouchBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !editingTouchMoved() && !rowTouchMoved(touches) { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !editingTouchEnded(touches) && !rowTouchEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !editingTouchCancelled() && !rowTouchCancelled() { super.touchesCancelled(touches, with: event) }
    }
}
