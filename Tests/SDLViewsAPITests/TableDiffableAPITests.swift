import Foundation
import SDLViews
import Testing

/// UITableViewDiffableDataSource subclassed as on iOS: the title hook overridden.
@MainActor
struct TableDiffableAPITests {
    final class FooterSource: UITableViewDiffableDataSource<Int, String> {
        override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            "\(snapshot().numberOfItems(inSection: section)) items"
        }
    }

    @Test func subclassTitleHookAndApply() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), style: .grouped)
        let dataSource = FooterSource(tableView: table) { _, _, _ in UITableViewCell() }
        dataSource.defaultRowAnimation = .fade
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(dataSource.tableView(table, titleForFooterInSection: 0) == "2 items")
        #expect(dataSource.indexPath(for: "b") == IndexPath(row: 1, section: 0))
    }

    final class Loader: UITableViewDataSourcePrefetching {
        var rows: [IndexPath] = []
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { rows += indexPaths }
    }

    @Test func prefetchDataSourceIsWeakAndSettable() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), style: .plain)
        let loader = Loader()
        table.prefetchDataSource = loader
        #expect(table.prefetchDataSource === loader)
        #expect(table.isPrefetchingEnabled)
    }
}
