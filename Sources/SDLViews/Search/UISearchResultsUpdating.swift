/// UIKit's `UISearchResultsUpdating`: told to update the results as the
/// search text changes, when the search controller activates and when it deactivates.
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}
