import Foundation

/// The inspector overlay: a transparent view over the whole window, the last
/// of its subviews, drawn by SDLViews like any view (so it shows in host mode
/// too). A panel on the right lists the window's view tree (classes and
/// frames, scrollable), the last frames' times split into display, layout,
/// composite and prewarm (`UIWindow.prewarm`), the draw calls of the last composite, the texture cache, and
/// the Auto Layout conflicts logged so far. A click outside the panel selects
/// the frontmost view under it (the app does not receive it) and outlines it;
/// a click on a row selects that view. Keys: up and down arrows move the
/// selection, Escape closes. It lists neither itself nor its views.
@MainActor
final class InspectorView: UIView {
    private weak var inspectedWindow: UIWindow?
    private let panel = UIView()
    private let stats = UILabel()
    private let graph = InspectorFrameGraph()
    private let list = UIScrollView()
    private let outline = UIView()
    private var rows: [InspectorTreeRow] = []
    private(set) weak var selectedView: UIView?
    private var link: CADisplayLink?
    private var framesSinceTreeCheck = 0
    private var listedCount = 0
    /// The view tree is listed up to this many rows.
    static let rowLimit = 400

    init(window: UIWindow) {
        inspectedWindow = window
        super.init(frame: window.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.backgroundColor = UIColor(white: 0.08, alpha: 0.88)
        panel.layer.cornerRadius = 6
        addSubview(panel)
        stats.numberOfLines = 0
        stats.font = UIFont.systemFont(ofSize: 10)
        stats.textColor = .white
        panel.addSubview(stats)
        panel.addSubview(graph)
        panel.addSubview(list)
        outline.isUserInteractionEnabled = false
        outline.layer.borderWidth = 2
        outline.layer.borderColor = UIColor.systemPink.cgColor
        outline.isHidden = true
        addSubview(outline)
        layoutPanel()
        reloadTree()
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var canBecomeFirstResponder: Bool { true }

    /// Starts measuring and updating; called once the view is in its window.
    func start() {
        runtime.inspectorFrameTimes = runtime.inspectorFrameTimes ?? InspectorFrameTimes()
        let link = CADisplayLink { [weak self] _ in self?.update() }
        link.add(to: .main, forMode: .default)
        self.link = link
        // The inspector does not take the first responder (a field being
        // edited keeps the keyboard); its keys come through `handleKey(_:)`.
        update()
    }

    /// Stops measuring (when no other inspector is open) and leaves the window.
    func stop() {
        link?.invalidate()
        link = nil
        if isFirstResponder { _ = resignFirstResponder() }
        removeFromSuperview()
        let othersOpen = UIApplication.shared.windows.contains { $0.inspectorView != nil }
        if !othersOpen { runtime.inspectorFrameTimes = nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPanel()
    }

    private func layoutPanel() {
        let width = min(320, max(160, bounds.width * 0.45))
        panel.frame = CGRect(x: bounds.width - width - 8, y: 8, width: width, height: max(0, bounds.height - 16))
        stats.frame = CGRect(x: 8, y: 6, width: width - 16, height: 96)
        graph.frame = CGRect(x: 8, y: 106, width: width - 16, height: 44)
        list.frame = CGRect(x: 0, y: 156, width: width, height: max(0, panel.frame.height - 160))
    }

    // MARK: Hit testing: the panel is used as usual, the rest picks app views

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, self.point(inside: point, with: event) else { return nil }
        if panel.frame.contains(point) { return super.hitTest(point, with: event) }
        return self
    }

    /// Taken here (not passed up): a click on the app while the inspector is open is the inspector's.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let window = inspectedWindow, let touch = touches.first else { return }
        let point = touch.location(in: window)
        select(InspectorView.frontmostView(at: point, in: window, excluding: self) ?? window)
    }

    /// The deepest visible view under `point` (window coordinates), whether it
    /// takes touches or not; a control's own parts (title, image) select the control.
    static func frontmostView(at point: CGPoint, in window: UIWindow, excluding excluded: UIView) -> UIView? {
        func search(_ view: UIView, depth: Int) -> UIView? {
            guard view !== excluded, !view.isHidden, view.alpha > 0.01, depth < HierarchyDepth.limit else { return nil }
            let local = view.convert(point, from: window)
            guard view.point(inside: local, with: nil) || view.clipsToBounds == false else { return nil }
            for sub in view.subviews.reversed() where !(view is UIControl) {
                if let hit = search(sub, depth: depth + 1) { return hit }
            }
            return view.point(inside: local, with: nil) ? view : nil
        }
        for sub in window.subviews.reversed() {
            if let hit = search(sub, depth: 1) { return hit }
        }
        return nil
    }

    // MARK: Selection

    func select(_ view: UIView?) {
        selectedView = view
        for row in rows { row.isSelected = row.inspected === view && view != nil }
        if let row = rows.first(where: { $0.isSelected }) { scrollToVisible(row) }
        updateOutline()
    }

    private func scrollToVisible(_ row: InspectorTreeRow) {
        let visible = CGRect(origin: list.contentOffset, size: list.bounds.size)
        guard !visible.contains(row.frame) else { return }
        let y = min(
            max(0, row.frame.minY - list.bounds.height / 2), max(0, list.contentSize.height - list.bounds.height))
        list.contentOffset = CGPoint(x: 0, y: y)
    }

    private func updateOutline() {
        guard let view = selectedView, let window = inspectedWindow, view.window === window else {
            outline.isHidden = true
            return
        }
        let frame = view === window ? window.bounds : view.convert(view.bounds, to: window)
        if outline.frame != frame { outline.frame = frame }
        outline.isHidden = false
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, handleKey(key.keyCode) else { return super.pressesBegan(presses, with: event) }
    }

    /// The inspector's keys (before the app's responders, unless a text field
    /// is being edited): arrows move the selection, Escape closes. True when used.
    func handleKey(_ code: UIKeyboardHIDUsage) -> Bool {
        switch code {
        case .keyboardEscape: inspectedWindow?.isInspectorVisible = false
        case .keyboardDownArrow: moveSelection(by: 1)
        case .keyboardUpArrow: moveSelection(by: -1)
        default: return false
        }
        return true
    }

    private func moveSelection(by step: Int) {
        guard !rows.isEmpty else { return }
        let current = rows.firstIndex(where: { $0.isSelected }) ?? (step > 0 ? -1 : rows.count)
        let next = min(max(0, current + step), rows.count - 1)
        select(rows[next].inspected)
    }

    // MARK: The tree and the figures

    /// Lists the window's views depth first (not the inspector's).
    func reloadTree() {
        rows.forEach { $0.removeFromSuperview() }
        rows.removeAll()
        guard let window = inspectedWindow else { return }
        var stack: [(UIView, Int)] = [(window, 0)]
        var count = 0
        while let (view, depth) = stack.popLast() {
            count += 1
            if rows.count < Self.rowLimit {
                let row = InspectorTreeRow(view: view, depth: depth, width: list.bounds.width)
                row.frame.origin.y = CGFloat(rows.count) * InspectorTreeRow.height
                row.isSelected = view === selectedView
                row.onSelect = { [weak self] in self?.select($0) }
                list.addSubview(row)
                rows.append(row)
            }
            for sub in view.subviews.reversed() where sub !== self { stack.append((sub, depth + 1)) }
        }
        listedCount = count
        list.contentSize = CGSize(width: list.bounds.width, height: CGFloat(rows.count) * InspectorTreeRow.height)
    }

    /// The rows' texts, top to bottom (for tests).
    var listedRows: [String] { rows.map { $0.label.text ?? "" } }

    private func update() {
        guard let window = inspectedWindow else { return }
        if window.subviews.last !== self { window.bringSubviewToFront(self) }
        if let times = runtime.inspectorFrameTimes {
            times.endFrame()
            graph.samples = times.samples
        }
        framesSinceTreeCheck += 1
        if framesSinceTreeCheck >= 30 {
            framesSinceTreeCheck = 0
            if Self.viewCount(in: window, excluding: self) != listedCount { reloadTree() }
        }
        updateOutline()
        let text = figures(window)
        if stats.text != text { stats.text = text }
    }

    private static func viewCount(in window: UIWindow, excluding excluded: UIView) -> Int {
        var count = 0
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            count += 1
            stack.append(contentsOf: view.subviews.filter { $0 !== excluded })
        }
        return count
    }

    private func figures(_ window: UIWindow) -> String {
        let last = runtime.inspectorFrameTimes?.samples.last ?? InspectorFrameTimes.Sample()
        let ms = { (v: Double) in String(format: "%.2f", v) }
        let host = window.host
        let textures = host?.textures
        let conflicts = runtime.constraintConflicts
        var lines = [
            "frame \(ms(last.total)) ms",
            "display \(ms(last.display)) layout \(ms(last.layout)) composite \(ms(last.composite))"
                + " prewarm \(ms(last.prewarm))",
            "draw calls \(host?.compositor.batch.drawCalls ?? 0), views \(listedCount)",
            "textures \(textures?.count ?? 0), \((textures?.bytesInUse ?? 0) / 1024) KB, "
                + "atlas pages \(textures?.atlas.pageCount ?? 0)",
            "constraint conflicts \(conflicts.total)"
        ]
        if let selected = selectedView { lines.append("selected: \(InspectorTreeRow.describe(selected))") }
        if let lastConflict = conflicts.recent.last {
            lines.append(lastConflict.split(separator: "\n").last.map(String.init) ?? "")
        }
        return lines.joined(separator: "\n")
    }
}
