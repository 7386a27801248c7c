import Foundation
import SDLViews

/// The launcher's list of samples: click a row, or move with ↑/↓ and open
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
        super.init()
        title = "SDLViews samples"
    }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = SampleTheme.background
        root.addSubview(makeHeader(width: root.bounds.width))
        // Rows fill a column, then the next: as many columns as the list needs.
        let perColumn = max(1, Int((root.bounds.height - 72 - 40) / 64))
        let columns = (samples.count + perColumn - 1) / perColumn
        let width = (root.bounds.width - 16 - CGFloat(columns) * 16) / CGFloat(columns)
        for (index, sample) in samples.enumerated() {
            let column = CGFloat(index / perColumn), line = CGFloat(index % perColumn)
            let row = LauncherRowView(frame: CGRect(x: 16 + column * (width + 16), y: 72 + line * 64, width: width, height: 56), sample: sample)
            row.autoresizingMask = [.flexibleWidth, .flexibleLeftMargin, .flexibleRightMargin]
            row.onTap = { [weak self] in self?.open(index) }
            rows.append(row)
            root.addSubview(row)
        }
        let hint = SampleTheme.label("↑/↓ Home/End choose · Return open · Esc back · click a row",
                                     font: SampleTheme.captionFont, color: .secondaryLabel,
                                     frame: CGRect(x: 16, y: root.bounds.height - 32, width: root.bounds.width - 32, height: 20))
        hint.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(hint)
        view = root
        updateSelection()
    }

    private func makeHeader(width: CGFloat) -> UIView {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 56))
        header.backgroundColor = SampleTheme.header
        header.autoresizingMask = [.flexibleWidth]
        header.addSubview(SampleTheme.label("SDLViews samples", font: SampleTheme.titleFont, color: .white,
                                            frame: CGRect(x: 16, y: 14, width: 400, height: 28)))
        return header
    }

    private func updateSelection() {
        for (index, row) in rows.enumerated() { row.isSelected = index == selectedIndex }
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
        case .keyboardHome: selectedIndex = 0
        case .keyboardEnd: selectedIndex = samples.count - 1
        case .keyboardReturnOrEnter, .keyboardSpacebar: open(selectedIndex)
        default: super.pressesBegan(presses, with: event)
        }
    }
}

/// One row of the launcher: the sample's title and summary; highlighted when selected.
@MainActor
final class LauncherRowView: UIView {
    var onTap: (() -> Void)?
    var isSelected = false { didSet { backgroundColor = isSelected ? SampleTheme.selection : .white } }

    init(frame: CGRect, sample: Sample) {
        super.init(frame: frame)
        backgroundColor = .white
        let title = SampleTheme.label(sample.title, font: UIFont.boldSystemFont(ofSize: 16), frame: CGRect(x: 12, y: 6, width: frame.width - 24, height: 22))
        let summary = SampleTheme.label(sample.summary, font: SampleTheme.captionFont, color: .secondaryLabel,
                                        frame: CGRect(x: 12, y: 30, width: frame.width - 24, height: 18))
        title.autoresizingMask = [.flexibleWidth]
        summary.autoresizingMask = [.flexibleWidth]
        addSubview(title)
        addSubview(summary)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, point(inside: touch.location(in: self), with: event) else { return }
        onTap?()
    }
}
