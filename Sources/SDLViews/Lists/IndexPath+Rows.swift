import Foundation

/// UIKit's `IndexPath` additions for tables and collection views: on Apple
/// platforms UIKit adds `init(row:section:)`, `init(item:section:)`, `row`,
/// `item` and `section`; Linux's Foundation has none of them.
///
/// As in UIKit, `row` and `item` are the second index and `section` the
/// first; reading them from a path with fewer than two indexes traps (UIKit
/// asserts the same).
extension IndexPath {
    /// A path of two indexes, `[section, row]`, as UIKit's.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// A path of two indexes, `[section, item]`, as UIKit's.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The second index (a table row).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The second index (a collection view item).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
