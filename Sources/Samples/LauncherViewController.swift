import Foundation
import SDLViews

/// The launcher's list of samples: click a row, or move with the arrow keys and open
/// with Return; Escape in a sample comes back here.
@MainActor
final class LauncherViewController: UIViewController {
    private let samples: [Sample]
    private var rows: [LauncherRowView] = []
    private var selectedIndex = 0 { didSet { updateSelection() } }
    /// Shows a sample in place of the launcher (the window's root view controller changes).
    var present: ((Sample) -> Void)?

    init(samples: [Sample]) {
        self.samples = samples
        super.init(nibName: nil, bundle: nil)
        title = "SDLViews samples"
    }

    required init?(coder: NSCoder) { nil }

    private var summaryLabel: UILabel?
    private var rowsPerColumn = 1

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = SampleTheme.background
        root.addSubview(makeHeader(width: root.bounds.width))
        addRows(to: root)
        addFooter(to: root)
        view = root
        updateSelection()
    }

    /// Compact rows fill a column, then the next: every sample stays visible
    /// without scrolling; the selected one's summary shows in the footer.
    private func addRows(to root: UIView) {
        let top: CGFloat = 68, rowHeight: CGFloat = 30, pitch: CGFloat = 34
        let perColumn = max(1, Int((root.bounds.height - top - Self.footerHeight) / pitch))
        rowsPerColumn = perColumn
        let columns = (samples.count + perColumn - 1) / perColumn
        let width = (root.bounds.width - 16 - CGFloat(columns) * 16) / CGFloat(columns)
        for (index, sample) in samples.enumerated() {
            let column = CGFloat(index / perColumn), line = CGFloat(index % perColumn)
            let frame = CGRect(x: 16 + column * (width + 16), y: top + line * pitch, width: width, height: rowHeight)
            let row = LauncherRowView(frame: frame, sample: sample)
            row.autoresizingMask = [.flexibleWidth, .flexibleLeftMargin, .flexibleRightMargin]
            row.onTap = { [weak self] in self?.open(index) }
            rows.append(row)
            root.addSubview(row)
        }
    }

    private static let footerHeight: CGFloat = 76

    private func addFooter(to root: UIView) {
        let width = root.bounds.width, height = root.bounds.height
        let summary = SampleTheme.label(
            "", font: SampleTheme.bodyFont, color: .label,
            frame: CGRect(x: 16, y: height - 62, width: width - 32, height: 22))
        summary.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        summaryLabel = summary
        root.addSubview(summary)
        let hint = SampleTheme.label(
            "↑/↓/←/→ Home/End choose · Return open · Esc back · click a row",
            font: SampleTheme.captionFont, color: .secondaryLabel,
            frame: CGRect(x: 16, y: height - 32, width: width - 32, height: 20))
        hint.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(hint)
    }

    private func makeHeader(width: CGFloat) -> UIView {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 56))
        header.backgroundColor = SampleTheme.header
        header.autoresizingMask = [.flexibleWidth]
        header.addSubview(
            SampleTheme.label(
                "SDLViews samples", font: SampleTheme.titleFont, color: .white,
                frame: CGRect(x: 16, y: 14, width: 400, height: 28)))
        return header
    }

    private func updateSelection() {
        for (index, row) in rows.enumerated() { row.isSelected = index == selectedIndex }
        if samples.indices.contains(selectedIndex) { summaryLabel?.text = samples[selectedIndex].summary }
    }

    private func open(_ index: Int) {
        guard samples.indices.contains(index) else { return }
        selectedIndex = index
        present?(samples[index])
    }

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let code = presses.first?.key?.keyCode else { return super.pressesBegan(presses, with: event) }
        switch code {
        case .keyboardDownArrow: selectedIndex = min(selectedIndex + 1, samples.count - 1)
        case .keyboardUpArrow: selectedIndex = max(selectedIndex - 1, 0)
        case .keyboardRightArrow: selectedIndex = min(selectedIndex + rowsPerColumn, samples.count - 1)
        case .keyboardLeftArrow: selectedIndex = max(selectedIndex - rowsPerColumn, 0)
        case .keyboardHome: selectedIndex = 0
        case .keyboardEnd: selectedIndex = samples.count - 1
        case .keyboardReturnOrEnter, .keyboardSpacebar: open(selectedIndex)
        default: super.pressesBegan(presses, with: event)
        }
    }
}

/// One row of the launcher: the sample's title; highlighted when selected.
@MainActor
final class LauncherRowView: UIView {
    var onTap: (() -> Void)?
    var isSelected = false { didSet { backgroundColor = isSelected ? SampleTheme.selection : .white } }

    init(frame: CGRect, sample: Sample) {
        super.init(frame: frame)
        backgroundColor = .white
        let title = SampleTheme.label(
            sample.title, font: UIFont.boldSystemFont(ofSize: 13),
            frame: CGRect(x: 8, y: 6, width: frame.width - 16, height: 18))
        title.autoresizingMask = [.flexibleWidth]
        addSubview(title)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, point(inside: touch.location(in: self), with: event) else { return }
        onTap?()
    }
}
