import Foundation
import SDLViews

/// The launcher's list: a plain `UITableView` with one row per sample (title
/// and summary). The selected row is tinted and kept in view; the keys move
/// the selection, a gamepad moves focus between the rows and the selection
/// follows it, so Return or A always opens the row that is shown as chosen.
@MainActor
final class LauncherListView: UITableView, UITableViewDataSource, UITableViewDelegate {
    static let rowHeight: CGFloat = 56
    private static let margin: CGFloat = 10
    private let samples: [Sample]
    /// A row was clicked, tapped, or chosen with Return or gamepad A.
    var onOpen: ((Int) -> Void)?

    var selectedIndex = 0 {
        didSet {
            selectedIndex = min(max(selectedIndex, 0), max(samples.count - 1, 0))
            guard !samples.isEmpty else { return }
            selectRow(at: IndexPath(row: selectedIndex, section: 0), animated: false, scrollPosition: .none)
        }
    }

    init(frame: CGRect, samples: [Sample]) {
        self.samples = samples
        super.init(frame: frame, style: .plain)
        backgroundColor = SampleTheme.background
        separatorStyle = .none
        rowHeight = Self.rowHeight
        contentInset = UIEdgeInsets(top: Self.margin, left: 0, bottom: Self.margin, right: 0)
        alwaysBounceVertical = true
        // Focus comes back to the selected row (the sample last opened, however it was opened:
        // keys, a click or a pad), not to the row focused last: see `indexPathForPreferredFocusedView`.
        remembersLastFocusedIndexPath = false
        register(LauncherRowView.self, forCellReuseIdentifier: LauncherRowView.reuseIdentifier)
        dataSource = self
        delegate = self
        selectedIndex = 0
    }

    required init?(coder: NSCoder) { nil }

    /// The rectangle of row `index` in the content.
    func rowRect(_ index: Int) -> CGRect { rectForRow(at: IndexPath(row: index, section: 0)) }

    /// The cell showing row `index`, when it is on screen.
    func row(_ index: Int) -> LauncherRowView? { cellForRow(at: IndexPath(row: index, section: 0)) as? LauncherRowView }

    func moveSelection(by offset: Int) {
        let clampedOffset = min(max(offset, -samples.count), samples.count)
        selectedIndex += clampedOffset
        let focusShown = visibleCells.contains { $0.isFocused }
        scrollSelectionIntoView(animated: !focusShown)
        focusSelectedRowIfFocusIsInTheList()
    }

    /// Keeps focus (shown or not) on the selected row while focus is in the list, so the keys, a
    /// click and the pad never disagree about which row is the chosen one.
    func focusSelectedRowIfFocusIsInTheList() {
        guard let focus = UIFocusSystem.focusSystem(for: self), let focused = focus.focusedItem as? UIView,
            focused.isDescendant(of: self), let cell = row(selectedIndex), focused !== cell
        else { return }
        focus.requestFocusUpdate(to: cell)
        focus.updateFocusIfNeeded()
    }

    func moveSelection(byPages pages: Int) {
        let perPage = max(Int(bounds.height / Self.rowHeight) - 1, 1)
        moveSelection(by: pages * perPage)
    }

    /// Shows the selected row with a margin around it.
    func scrollSelectionIntoView(animated: Bool) {
        guard !samples.isEmpty else { return }
        layoutIfNeeded()
        scrollRectToVisible(rowRect(selectedIndex).insetBy(dx: 0, dy: -Self.margin), animated: animated)
        layoutIfNeeded()
    }

    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
        if let cell = context.nextFocusedView as? LauncherRowView, let path = indexPath(for: cell) {
            selectedIndex = path.row
        }
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { samples.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: LauncherRowView.reuseIdentifier, for: indexPath)
        (cell as? LauncherRowView)?.show(samples[indexPath.row])
        return cell
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedIndex = indexPath.row
        focusSelectedRowIfFocusIsInTheList()
        onOpen?(indexPath.row)
    }

    /// Focus entering the list lands on the selected row.
    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        samples.isEmpty ? nil : IndexPath(row: selectedIndex, section: 0)
    }
}
