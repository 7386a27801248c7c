import Foundation

/// How lines of text sit horizontally in their box, as UIKit's `NSTextAlignment`
/// (same cases and iOS raw values).
///
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

extension NSTextAlignment {
    /// The alignment a view going `direction` draws with: UIKit's `.natural`
    /// is right in a right-to-left view. Left to right it stays `.natural`,
    /// which the text engine aligns by each paragraph's own direction.
    func resolved(for direction: UIUserInterfaceLayoutDirection) -> NSTextAlignment {
        self == .natural && direction == .rightToLeft ? .right : self
    }
}
