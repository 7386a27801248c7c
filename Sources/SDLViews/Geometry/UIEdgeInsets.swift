import Foundation

/// Insets for the four edges of a rect, matching UIKit's `UIEdgeInsets`.
/// Positive values shrink a rect; negative values grow it.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Matches UIKit's `init(top:left:bottom:right:)`.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// All zero, like UIKit's C-imported `init()`.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Matches `UIEdgeInsets.zero` / `UIEdgeInsetsZero`.
    public static let zero = UIEdgeInsets()
}

/// Insets that follow the layout direction, matching UIKit's
/// `NSDirectionalEdgeInsets`: `leading` is the left edge in left-to-right
/// layouts and the right edge in right-to-left ones.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Matches UIKit's `init(top:leading:bottom:trailing:)`.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// All zero, like UIKit's C-imported `init()`.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Matches `NSDirectionalEdgeInsets.zero` / `NSDirectionalEdgeInsetsZero`.
    public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
    /// Matches UIKit's `CGRect.inset(by:)` / `UIEdgeInsetsInsetRect`: the origin
    /// moves by `left`/`top` and the size shrinks by `left + right` and
    /// `top + bottom`.
    ///
    /// Like UIKit, an over-large inset is not clamped: the result can have a
    /// negative size (which other CGRect functions read standardized), unlike
    /// `insetBy(dx:dy:)`, which returns `.null` in that case.
    ///
    /// Differences from UIKit: see <doc:DifferencesFromUIKit>.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        if isNull || isInfinite { return self }
        let rect = standardized
        return CGRect(
            x: rect.origin.x + insets.left,
            y: rect.origin.y + insets.top,
            width: rect.size.width - (insets.left + insets.right),
            height: rect.size.height - (insets.top + insets.bottom)
        )
    }
}

/// Matches UIKit's `UIEdgeInsetsInsetRect`; same as `rect.inset(by: insets)`.
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
    rect.inset(by: insets)
}
