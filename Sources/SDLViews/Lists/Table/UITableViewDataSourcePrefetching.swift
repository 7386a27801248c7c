import Foundation

/// UIKit's `UITableViewDataSourcePrefetching`: the table tells it about rows
/// about to come on screen in the scroll direction, so their data can load
/// ahead, and cancels rows that will not come after all.
@MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

public extension UITableViewDataSourcePrefetching {
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
