import Foundation
import SDLViews

/// A game's log console: a plain `UITableView` over 100,000 lines, with new
/// lines appended at a steady rate (`insertRows(at:with:)`). While the user
/// is at the bottom the console follows the new lines; scrolled up, it stays
/// where the user left it.
@MainActor
final class LogConsoleSampleViewController: SampleViewController, UITableViewDataSource, UITableViewDelegate {
    static let initialLines = 100_000
    static let linesPerSecond = 8.0
    private(set) var lines: [String] = (0..<LogConsoleSampleViewController.initialLines).map {
        LogConsoleSampleViewController.line($0)
    }
    private(set) var tableView: UITableView!
    private var link: CADisplayLink?
    private var start: CFTimeInterval?

    static func line(_ index: Int) -> String {
        let levels = ["INFO", "DEBUG", "WARN", "INFO", "ERROR"]
        let subjects = ["renderer", "physics", "audio", "net", "ai", "input"]
        let level = levels[index % levels.count]
        let subject = subjects[(index / 3) % subjects.count]
        return String(format: "%06d  %@  [%@] tick %d", index, level, subject, index * 16)
    }

    /// Fills the window (its views follow with autoresizing masks); smaller windows scroll.
    override var contentLayout: SampleContentLayout { .adaptive(minimum: CGSize(width: 320, height: 200)) }

    override func buildContent(in content: UIView) {
        tableView = UITableView(frame: content.bounds, style: .plain)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 22
        tableView.separatorStyle = .none
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "line")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.backgroundColor = UIColor(white: 0.08, alpha: 1)
        content.addSubview(tableView)
        tableView.layoutIfNeeded()
        scrollToBottom()
        let link = CADisplayLink { [weak self] link in self?.tick(at: link.timestamp) }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        link?.invalidate()
        link = nil
    }

    /// At the bottom when the last line's bottom is within a line of the viewport's bottom.
    var isAtBottom: Bool {
        let bottom = tableView.contentOffset.y + tableView.bounds.height - tableView.adjustedContentInset.bottom
        return bottom >= tableView.contentSize.height - tableView.rowHeight
    }

    private func scrollToBottom() {
        guard !lines.isEmpty else { return }
        tableView.scrollToRow(at: IndexPath(row: lines.count - 1, section: 0), at: .bottom, animated: false)
    }

    private func tick(at time: CFTimeInterval) {
        let start = self.start ?? time
        self.start = start
        let due = Self.initialLines + Int((time - start) * Self.linesPerSecond)
        guard due > lines.count else { return }
        let follow = isAtBottom && !tableView.isDragging && !tableView.isDecelerating
        let first = lines.count
        lines += (first..<due).map(Self.line)
        tableView.insertRows(at: (first..<due).map { IndexPath(row: $0, section: 0) }, with: .none)
        if follow { scrollToBottom() }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { lines.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "line", for: indexPath)
        cell.backgroundColor = .clear
        cell.selectionStyle = .none
        let label = cell.textLabel
        label?.text = lines[indexPath.row]
        label?.font = UIFont.systemFont(ofSize: 13)
        let line = lines[indexPath.row]
        label?.textColor =
            line.contains("ERROR")
            ? UIColor(red: 1, green: 0.45, blue: 0.4, alpha: 1)
            : line.contains("WARN") ? UIColor(red: 1, green: 0.8, blue: 0.35, alpha: 1) : UIColor(white: 0.85, alpha: 1)
        return cell
    }
}
