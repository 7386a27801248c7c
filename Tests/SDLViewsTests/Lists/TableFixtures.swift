import Foundation
@testable import SDLViews
import SDLViewsTesting

/// A data source and delegate over an array of sections of strings, recording the calls tests check.
@MainActor
final class TableModel: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var cellRequests: [IndexPath] = []
    var events: [String] = []
    var heights: [IndexPath: CGFloat] = [:]
    var redirectSelection: [IndexPath: IndexPath?] = [:]
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]
    var identifier = "cell"

    init(sections: [[String]]) { self.sections = sections }

    convenience init(rows: Int) {
        self.init(sections: [(0..<rows).map { "Row \($0)" }])
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footerTitles[section] }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(indexPath.section).\(indexPath.row)")
        if let redirected = redirectSelection[indexPath] { return redirected }
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("didDeselect \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        events.append("didHighlight \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        events.append("didUnhighlight \(indexPath.section).\(indexPath.row)")
    }
}

/// A 200 × 440 screen with a table filling it (ten 44-point rows visible).
@MainActor
struct TableScene {
    let screen: HeadlessScreen
    let table: UITableView
    let model: TableModel
    static let frame = 1.0 / 60

    init(model: TableModel, style: UITableView.Style = .plain, width: Int = 200, height: Int = 440) throws {
        screen = try HeadlessScreen(width: width, height: height)
        table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: style)
        self.model = model
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = model
        table.delegate = model
        screen.window.addSubview(table)
        screen.runFrame()
    }

    /// The texts of the visible cells, in table order.
    var visibleTexts: [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }

    /// A flick upwards (content moving up) from `y` by `step` points a frame, `count` frames, then settles.
    func fling(fromY y: CGFloat, step: CGFloat, count: Int, settle: Bool = true) {
        var point = CGPoint(x: 100, y: y)
        screen.touchDown(at: point)
        for _ in 0..<count {
            screen.advance(by: Self.frame)
            point.y -= step
            screen.touchMove(to: point)
        }
        screen.advance(by: Self.frame)
        screen.touchUp(at: point)
        guard settle else { return }
        self.settle()
    }

    func settle(seconds: Double = 10) {
        var elapsed = 0.0
        while elapsed < seconds && (table.animator.isMoving || table.isDragging) {
            screen.advance(by: Self.frame)
            elapsed += Self.frame
        }
        screen.runFrame()
    }
}
