import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// A cell whose label wraps, pinned to the content view's edges (UIKit's self-sizing recipe).
final class WrappingCell: UITableViewCell {
    let label = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16)
        ])
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Rows of 1 to 4 sentences in wrapping cells.
@MainActor
final class WrappingModel: UITableViewDataSource {
    let texts: [String]
    var asked = 0

    init(rows: Int) {
        texts = (0..<rows).map { row in
            Array(repeating: "Line \(row) of text", count: row % 4 + 1).joined(separator: " ")
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "wrap", for: indexPath) as! WrappingCell
        cell.label.text = texts[indexPath.row]
        return cell
    }
}

@MainActor
@Suite(.serialized)
struct TableSectionTests {
    @Test func headerAndFooterTitlesGetViewsAndHeights() throws {
        let model = TableModel(sections: [["a", "b"], ["c"]])
        model.headerTitles = [0: "First", 1: "Second"]
        model.footerTitles = [1: "The end"]
        let scene = try TableScene(model: model)
        #expect(scene.table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 200, height: CGFloat(28 + 88)))
        #expect(scene.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(28 + 88 + 28))
        #expect(scene.table.headerView(forSection: 0)?.textLabel?.text == "First")
        #expect(scene.table.headerView(forSection: 1)?.frame == CGRect(x: 0, y: 116, width: 200, height: 28))
        #expect(scene.table.footerView(forSection: 1)?.textLabel?.text == "The end")
        #expect(scene.table.footerView(forSection: 0) == nil)
    }

    @Test func plainHeadersStickToTheTopUntilTheNextSectionPushesThem() throws {
        let model = TableModel(sections: [(0..<20).map { "a\($0)" }, (0..<20).map { "b\($0)" }])
        model.headerTitles = [0: "A", 1: "B"]
        let scene = try TableScene(model: model)
        scene.table.contentOffset = CGPoint(x: 0, y: 300)
        scene.screen.runFrame()
        #expect(scene.table.headerView(forSection: 0)?.frame.minY == 300)
        // Section 0 ends at 28 + 880; its header is pushed up by the end of the section.
        scene.table.contentOffset = CGPoint(x: 0, y: 900)
        scene.screen.runFrame()
        #expect(scene.table.headerView(forSection: 0)?.frame.minY == CGFloat(908 - 28))
        #expect(scene.table.headerView(forSection: 1)?.frame.minY == 908)
        scene.table.contentOffset = CGPoint(x: 0, y: 1200)
        scene.screen.runFrame()
        #expect(scene.table.headerView(forSection: 0) == nil)
        #expect(scene.table.headerView(forSection: 1)?.frame.minY == 1200)
    }

    @Test func groupedSectionsAreSeparatedAndInsetGroupedRowsAreInsetAndRounded() throws {
        let model = TableModel(sections: [["a", "b", "c"], ["d"]])
        model.headerTitles = [1: "More"]
        let grouped = try TableScene(model: model, style: .grouped)
        #expect(grouped.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 35)
        #expect(grouped.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(35 + 132 + 18 + 38))
        #expect(grouped.table.headerView(forSection: 1)?.textLabel?.text == "MORE")
        #expect(grouped.table.backgroundColor == .systemGroupedBackground)
        let cells = grouped.table.visibleCells
        #expect(cells.map(\.showsSeparator) == [true, true, false, false])
        let inset = try TableScene(model: TableModel(sections: [["a", "b", "c"]]), style: .insetGrouped)
        let first = try #require(inset.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let middle = try #require(inset.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(first.frame.minX == 20 && first.frame.width == 160)
        #expect(
            first.layer.cornerRadius == 10 && first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(middle.layer.cornerRadius == 0)
    }

    @Test func listContentConfigurationShowsTextAndSizesTheRow() throws {
        final class ConfiguredModel: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                var content = indexPath.row == 0 ? cell.defaultContentConfiguration() : .subtitleCell()
                content.text = "Title"
                content.secondaryText = indexPath.row == 0 ? nil : "Subtitle"
                cell.contentConfiguration = content
                return cell
            }
        }
        let screen = try HeadlessScreen(width: 200, height: 300)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = UITableView.automaticDimension
        let model = ConfiguredModel()
        table.dataSource = model
        screen.window.addSubview(table)
        screen.runFrame()
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        // UIKit makes the configuration's view the cell's content view.
        let view = try #require(first.contentView as? UIListContentView)
        #expect(view.frame == first.bounds)
        let label = try #require(view.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Title" })
        #expect(label.frame.minX == 16)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height > 44)
        // A configuration of the same kind updates the view in place.
        var again = UIListContentConfiguration.cell()
        again.text = "Changed"
        first.contentConfiguration = again
        #expect(first.contentView === view)
        #expect(view.subviews.contains { ($0 as? UILabel)?.text == "Changed" })
    }

    @Test func selfSizingRowsAreMeasuredOnlyOnScreen() throws {
        let screen = try HeadlessScreen(width: 200, height: 400)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), style: .plain)
        table.register(WrappingCell.self, forCellReuseIdentifier: "wrap")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 50
        let model = WrappingModel(rows: 10_000)
        table.dataSource = model
        screen.window.addSubview(table)
        screen.runFrame()
        let heights = (0..<4).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        #expect(heights[0] == 40 && heights[3] >= 60 && heights[0] <= heights[1] && heights[1] <= heights[3])
        let resolved = table.geometry.sections[0].resolved.count
        #expect(resolved == table.visibleCells.count)
        #expect(table.contentSize.height > 50 * 9_000)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)) as? WrappingCell)
        #expect(cell.label.frame.height == heights[3] - 20)
    }

    @Test func correctedEstimatesAboveKeepTheVisibleContentStill() throws {
        let screen = try HeadlessScreen(width: 200, height: 400)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), style: .plain)
        table.register(WrappingCell.self, forCellReuseIdentifier: "wrap")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 30
        let model = WrappingModel(rows: 1_000)
        table.dataSource = model
        screen.window.addSubview(table)
        screen.runFrame()
        table.contentOffset = CGPoint(x: 0, y: 30 * 500)
        screen.runFrame()
        let anchor = try #require(table.indexPathsForVisibleRows?.first)
        let before = table.rectForRow(at: anchor).minY - table.contentOffset.y
        for _ in 0..<10 {
            table.contentOffset.y -= 20
            screen.runFrame()
        }
        let after = table.rectForRow(at: anchor).minY - table.contentOffset.y
        #expect(after - before == 200)
        let top = try #require(table.indexPathsForVisibleRows?.first)
        #expect(top.row < anchor.row)
        #expect(table.rectForRow(at: top).height != 30)
    }
}
