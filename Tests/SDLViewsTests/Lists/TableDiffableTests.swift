import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// UITableViewDiffableDataSource and the table's section updates.
@MainActor
@Suite(.serialized) struct TableDiffableTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    static func makeDataSource(_ table: UITableView) -> UITableViewDiffableDataSource<String, Int> {
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        return UITableViewDiffableDataSource<String, Int>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "\(item)"
            return cell
        }
    }

    /// 1,000 random snapshots, animated or not, time passing and the table scrolled between applies:
    /// the visible cells always show exactly the snapshot's items at their rows, in order.
    @Test func visibleCellsShowTheSnapshotAfterEveryApply() throws {
        SDLViewsLog.printsToStandardError = false
        defer { SDLViewsLog.printsToStandardError = true }
        SDLViewsLog.clear()
        let screen = try HeadlessScreen(width: 200, height: 300)
        let table = UITableView(frame: screen.window.bounds, style: .plain)
        let dataSource = Self.makeDataSource(table)
        screen.window.addSubview(table)
        var random = SeededGenerator(seed: 16)
        var previous = Snapshot()
        var completions = 0
        for step in 0..<1_000 {
            let snapshot =
                Bool.random(using: &random)
                ? DiffableSnapshotTests.edited(previous, using: &random)
                : DiffableSnapshotTests.randomSnapshot(using: &random)
            dataSource.apply(snapshot, animatingDifferences: Bool.random(using: &random)) { completions += 1 }
            let maxOffset = max(0, table.contentSize.height - table.bounds.height)
            table.contentOffset.y = CGFloat.random(in: 0...maxOffset, using: &random).rounded()
            screen.advance(by: [0, 0.1, 0.5].randomElement(using: &random)!)
            table.layoutIfNeeded()
            let paths = table.indexPathsForVisibleRows ?? []
            let shown = paths.map { table.cellForRow(at: $0)?.textLabel?.text }
            let expected = paths.map { snapshot.item(at: $0).map { "\($0)" } }
            #expect(shown == expected, "step \(step)")
            #expect(paths.isEmpty == snapshot.itemIdentifiers.isEmpty, "step \(step)")
            #expect(table.numberOfSections == snapshot.numberOfSections)
            #expect(dataSource.snapshot().itemIdentifiers == snapshot.itemIdentifiers)
            previous = snapshot
        }
        screen.advance(by: 0.5)
        #expect(completions == 1_000)
        #expect(!SDLViewsLog.messages.contains { $0.contains("Invalid update") })
    }

    @Test func lookupsAndTitleHooks() throws {
        final class TitledSource: UITableViewDiffableDataSource<String, Int> {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                sectionIdentifier(for: section)?.uppercased()
            }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), style: .plain)
        let dataSource = TitledSource(tableView: table) { _, _, _ in UITableViewCell() }
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([3], toSection: "b")
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(dataSource.defaultRowAnimation == .automatic)
        #expect(dataSource.indexPath(for: 3) == IndexPath(row: 0, section: 1))
        #expect(dataSource.indexPath(for: 9) == nil)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == 2)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 5, section: 0)) == nil)
        #expect(table.numberOfRows(inSection: 0) == 2)
        let source: UITableViewDataSource = dataSource
        #expect(source.tableView(table, titleForHeaderInSection: 1) == "B")
    }

    @Test func sectionInsertAndDeleteFollowTheDataSource() throws {
        let scene = try TableScene(model: TableModel(sections: [["a"], ["b"]]))
        scene.model.sections.insert(["new"], at: 1)
        scene.table.insertSections(IndexSet(integer: 1), with: .fade)
        scene.screen.advance(by: 0.5)
        #expect(scene.visibleTexts == ["a", "new", "b"])
        scene.model.sections.remove(at: 0)
        scene.table.deleteSections(IndexSet(integer: 0), with: .automatic)
        scene.screen.advance(by: 0.5)
        #expect(scene.visibleTexts == ["new", "b"])
    }

    @Test func inconsistentSectionCountLogsUIKitsMessage() throws {
        SDLViewsLog.printsToStandardError = false
        defer { SDLViewsLog.printsToStandardError = true }
        SDLViewsLog.clear()
        let scene = try TableScene(model: TableModel(sections: [["a"], ["b"]]))
        scene.model.sections.append(["c"])
        var result: Bool?
        scene.table.performBatchUpdates({ scene.table.deleteSections(IndexSet(integer: 0), with: .fade) }) {
            result = $0
        }
        #expect(result == false)
        #expect(SDLViewsLog.messages.contains { $0.contains("Invalid update: invalid number of sections") })
        #expect(scene.visibleTexts == ["a", "b", "c"])
    }
}
