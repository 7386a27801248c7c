import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// UITableViewDataSourcePrefetching: rows about to come on screen in the scroll direction.
@MainActor
struct TablePrefetchTests {
    final class Prefetcher: UITableViewDataSourcePrefetching {
        var prefetched: [[Int]] = []
        var cancelled: [[Int]] = []
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
            prefetched.append(indexPaths.map(\.row))
        }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
            cancelled.append(indexPaths.map(\.row))
        }
    }

    @Test func rowsPastTheScreenArePrefetchedInTheScrollDirectionAndCancelledWhenLeft() throws {
        let scene = try TableScene(model: TableModel(rows: 100))
        let prefetcher = Prefetcher()
        scene.table.prefetchDataSource = prefetcher
        scene.table.setNeedsLayout()
        scene.table.layoutIfNeeded()
        // Ten 44-point rows on screen: the next ten below are announced once.
        #expect(prefetcher.prefetched == [Array(10..<20)])
        scene.table.contentOffset.y = 44 * 30
        scene.table.layoutIfNeeded()
        #expect(prefetcher.cancelled == [Array(10..<20)])
        #expect(prefetcher.prefetched.last == Array(40..<50))
        scene.table.contentOffset.y = 44 * 25
        scene.table.layoutIfNeeded()
        // Scrolling up: the rows above are announced, those below cancelled unless now visible.
        #expect(prefetcher.prefetched.last == Array(15..<25))
        #expect(prefetcher.cancelled.last == Array(40..<50))
        let count = prefetcher.prefetched.count
        scene.table.layoutIfNeeded()
        #expect(prefetcher.prefetched.count == count)
    }
}
