import Foundation

extension UITabBarItem {
    /// UIKit's `UITabBarItem.SystemItem`, with UIKit's raw values, each with
    /// its English title and a symbol image.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
            mostRecent, mostViewed

        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        var symbolName: String {
            switch self {
            case .more: "ellipsis"
            case .favorites, .featured, .topRated: "star.fill"
            case .recents, .history, .mostRecent: "clock"
            case .contacts: "person.crop.circle"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .downloads: "arrow.down.circle"
            case .mostViewed: "list.number"
            }
        }
    }
}
