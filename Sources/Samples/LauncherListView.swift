import Foundation
import SDLViews

/// The launcher's scrolling list: one full-width row per sample, the selected
/// one highlighted and kept in view. The one place that knows how rows are
/// laid out, so a table view can replace it without touching the launcher.
@MainActor
final class LauncherListView: UIScrollView {
    static let rowHeight: CGFloat = 52
    private static let spacing: CGFloat = 4
    private static let margin: CGFloat = 12
    private var rows: [LauncherRowView] = []
    /// A row was clicked, tapped, or chosen with Return.
    var onOpen: ((Int) -> Void)?

    var selectedIndex = 0 {
        didSet {
            selectedIndex = min(max(selectedIndex, 0), max(rows.count - 1, 0))
            for (index, row) in rows.enumerated() { row.isSelected = index == selectedIndex }
        }
    }

    init(frame: CGRect, samples: [Sample]) {
        super.init(frame: frame)
        backgroundColor = SampleTheme.background
        alwaysBounceVertical = true
        rows = samples.enumerated().map { index, sample in
            let row = LauncherRowView(sample: sample)
            row.onTap = { [weak self] in self?.onOpen?(index) }
            addSubview(row)
            return row
        }
        selectedIndex = 0
        setNeedsLayout()
    }

    required init?(coder: NSCoder) { nil }

    /// The rectangle of row `index` in the content.
    func rowRect(_ index: Int) -> CGRect {
        CGRect(
            x: Self.margin, y: Self.margin + CGFloat(index) * (Self.rowHeight + Self.spacing),
            width: max(bounds.width - 2 * Self.margin, 0), height: Self.rowHeight)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (index, row) in rows.enumerated() { row.frame = rowRect(index) }
        let height = rows.isEmpty ? 0 : rowRect(rows.count - 1).maxY + Self.margin
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
    }

    func moveSelection(by offset: Int) {
        let clampedOffset = offset.clamped(to: -rows.count...rows.count)
        selectedIndex = selectedIndex + clampedOffset
        scrollSelectionIntoView(animated: true)
    }

    func moveSelection(byPages pages: Int) {
        let perPage = max(Int(bounds.height / (Self.rowHeight + Self.spacing)) - 1, 1)
        moveSelection(by: pages * perPage)
    }

    /// Shows the selected row with its margin around it.
    func scrollSelectionIntoView(animated: Bool) {
        guard rows.indices.contains(selectedIndex) else { return }
        layoutIfNeeded()
        scrollRectToVisible(rowRect(selectedIndex).insetBy(dx: 0, dy: -Self.margin), animated: animated)
    }
}

extension Comparable {
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
