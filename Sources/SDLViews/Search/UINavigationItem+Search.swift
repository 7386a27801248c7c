import Foundation

/// UIKit's `UINavigationItem.searchController` and `hidesSearchBarWhenScrolling`
/// (iOS 11), kept beside the item (associated storage: `UINavigationItem`
/// belongs to the navigation bar's code).
///
/// Difference: the navigation bar does not show the search bar; put
/// `searchController.searchBar` in the content (a table's `tableHeaderView`),
/// where the search controller works the same.
extension UINavigationItem {
    /// The search controller whose bar the item's controller shows.
    public var searchController: UISearchController? {
        get { NavigationItemSearch.entry(for: self)?.controller }
        set { NavigationItemSearch.set(self) { $0.controller = newValue } }
    }

    /// Whether the search bar hides while the content scrolls (UIKit's default: true); stored only.
    public var hidesSearchBarWhenScrolling: Bool {
        get { NavigationItemSearch.entry(for: self)?.hidesWhenScrolling ?? true }
        set { NavigationItemSearch.set(self) { $0.hidesWhenScrolling = newValue } }
    }
}

/// The search properties of navigation items, by item (held weakly: an entry goes with its item).
@MainActor
enum NavigationItemSearch {
    final class Entry {
        weak var item: UINavigationItem?
        var controller: UISearchController?
        var hidesWhenScrolling = true
        init(item: UINavigationItem) { self.item = item }
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func entry(for item: UINavigationItem) -> Entry? {
        guard let entry = entries[ObjectIdentifier(item)] else { return nil }
        guard entry.item === item else {
            entries[ObjectIdentifier(item)] = nil
            return nil
        }
        return entry
    }

    static func set(_ item: UINavigationItem, _ change: (Entry) -> Void) {
        entries = entries.filter { $0.value.item != nil }
        let entry = entry(for: item) ?? Entry(item: item)
        entries[ObjectIdentifier(item)] = entry
        change(entry)
    }
}
