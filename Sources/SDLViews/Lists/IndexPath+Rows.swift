import Foundation

/// UIKit's `IndexPath` additions for lists (Foundation on Linux has none): a table's
/// `row` and a collection view's `item` are the second index, `section` the first.
extension IndexPath {
    /// An index path for a row of a table section.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path for an item of a collection view section.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The row (second index); 0 when the path has fewer than two indexes.
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } }
    }

    /// The section (first index); 0 when the path is empty.
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } }
    }

    /// The item (second index), the same as `row`.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
