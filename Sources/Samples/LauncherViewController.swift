import Foundation
import SDLViews

/// The launcher's list of samples, the root of the launcher's navigation
/// controller: one row per sample (title and summary) in a table; click or
/// tap a row, move with the arrow keys and open with Return, or move with a
/// gamepad's D-pad or stick and open with A.
/// A sample is pushed; coming back (its Back, Escape or an edge swipe) pops
/// to the list with the sample just shown selected and scrolled into view.
@MainActor
final class LauncherViewController: UIViewController {
    private let samples: [Sample]
    private(set) var list: LauncherListView!
    /// Opens a sample (the navigator pushes it).
    var present: ((Sample) -> Void)?

    init(samples: [Sample]) {
        self.samples = samples
        super.init(nibName: nil, bundle: nil)
        title = "SDLViews samples"
    }

    required init?(coder: NSCoder) { nil }

    /// The selected row (the sample last opened, or moved to with the keys).
    var selectedIndex: Int {
        get { list?.selectedIndex ?? pendingSelection }
        set {
            pendingSelection = newValue
            list?.selectedIndex = newValue
        }
    }
    private var pendingSelection = 0

    private static let headerHeight: CGFloat = 56
    private static let footerHeight: CGFloat = 32

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = SampleTheme.background
        let width = root.bounds.width, height = root.bounds.height
        list = LauncherListView(
            frame: CGRect(
                x: 0, y: Self.headerHeight, width: width,
                height: max(height - Self.headerHeight - Self.footerHeight, 0)),
            samples: samples)
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.onOpen = { [weak self] index in self?.open(index) }
        list.selectedIndex = pendingSelection
        root.addSubview(list)
        root.addSubview(makeHeader(width: width))
        root.addSubview(makeFooter(width: width, height: height))
        view = root
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        view.layoutIfNeeded()
        list.scrollSelectionIntoView(animated: false)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    private func makeHeader(width: CGFloat) -> UIView {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: width, height: Self.headerHeight))
        header.backgroundColor = SampleTheme.header
        header.autoresizingMask = [.flexibleWidth]
        let title = SampleTheme.label(
            "SDLViews samples", font: SampleTheme.titleFont, color: .white,
            frame: CGRect(x: 16, y: 14, width: width - 32, height: 28))
        title.autoresizingMask = [.flexibleWidth]
        header.addSubview(title)
        return header
    }

    private func makeFooter(width: CGFloat, height: CGFloat) -> UIView {
        let footer = UIView(frame: CGRect(x: 0, y: height - Self.footerHeight, width: width, height: Self.footerHeight))
        footer.backgroundColor = SampleTheme.background
        footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        let hint = SampleTheme.label(
            "↑/↓ Home/End choose · Return open · Esc back · click a row · gamepad: D-pad, A, B",
            font: SampleTheme.captionFont, color: SampleTheme.secondaryText,
            frame: CGRect(x: 16, y: 6, width: width - 32, height: 20))
        hint.autoresizingMask = [.flexibleWidth]
        footer.addSubview(hint)
        return footer
    }

    private func open(_ index: Int) {
        guard samples.indices.contains(index) else { return }
        selectedIndex = index
        present?(samples[index])
    }

    override var canBecomeFirstResponder: Bool { true }

    /// F2 toggles dark mode, F3 / F4 step the text size, F6 mirrors the layout (`LauncherTraitKeys`).
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = LauncherTraitKeys.unhandled(presses)
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    /// Focus (a gamepad, or Return before any arrow) starts on the selected row.
    override var preferredFocusEnvironments: [UIFocusEnvironment] {
        list?.row(selectedIndex).map { [$0] } ?? super.preferredFocusEnvironments
    }

    /// Key commands, so the keys move the selection before the list would scroll with them.
    override var keyCommands: [UIKeyCommand]? {
        let moves: [(String, () -> Void)] = [
            (UIKeyCommand.inputDownArrow, { [weak self] in self?.list.moveSelection(by: 1) }),
            (UIKeyCommand.inputUpArrow, { [weak self] in self?.list.moveSelection(by: -1) }),
            (UIKeyCommand.inputPageDown, { [weak self] in self?.list.moveSelection(byPages: 1) }),
            (UIKeyCommand.inputPageUp, { [weak self] in self?.list.moveSelection(byPages: -1) }),
            (UIKeyCommand.inputHome, { [weak self] in self?.list.moveSelection(by: -Int.max / 2) }),
            (UIKeyCommand.inputEnd, { [weak self] in self?.list.moveSelection(by: Int.max / 2) }),
            // Return is a key command too: it opens the highlighted row, whatever the focus system
            // remembers (a focused row that was left behind would otherwise take the select press).
            ("\r", { [weak self] in self.map { $0.open($0.selectedIndex) } })
        ]
        return moves.map { input, action in UIKeyCommand(input: input) { _ in action() } }
    }
}
