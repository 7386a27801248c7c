import Foundation

/// UIKit's `NSRectAlignment`: where a boundary supplementary item sits on its section's or
/// layout's rectangle.
public enum NSRectAlignment: Int, Sendable {
    case none
    case top
    case topLeading
    case leading
    case bottomLeading
    case bottom
    case bottomTrailing
    case trailing
    case topTrailing

    /// The edge along y: -1 top, 1 bottom, 0 neither.
    var vertical: Int {
        switch self {
        case .top, .topLeading, .topTrailing: -1
        case .bottom, .bottomLeading, .bottomTrailing: 1
        case .none, .leading, .trailing: 0
        }
    }

    /// The edge along x: -1 leading, 1 trailing, 0 neither.
    var horizontal: Int {
        switch self {
        case .leading, .topLeading, .bottomLeading: -1
        case .trailing, .topTrailing, .bottomTrailing: 1
        case .none, .top, .bottom: 0
        }
    }
}
