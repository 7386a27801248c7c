import Foundation

extension UIScrollView {
    /// UIKit's `UIScrollView.DecelerationRate`: the fraction of the velocity
    /// kept per millisecond after a release.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's quick stop (paging feel), 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`: which parts of
    /// the safe area are added to `contentInset` to make `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Like `.scrollableAxes`, and the top and bottom always for a view controller's scroll view (its view or a direct subview).
        case automatic
        /// Only along the axes that scroll (content larger than the view, or `alwaysBounce…`).
        case scrollableAxes
        /// Never.
        case never
        /// Always, on every edge.
        case always
    }

    /// UIKit's `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark with a light border, visible on any background.
        case `default`
        /// Dark, for light backgrounds.
        case black
        /// Light, for dark backgrounds.
        case white
    }

    /// UIKit's `UIScrollView.KeyboardDismissMode` (stored; no on-screen keyboard here).
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive
    }
}
