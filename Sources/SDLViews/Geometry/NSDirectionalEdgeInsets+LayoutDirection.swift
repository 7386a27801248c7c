import Foundation

/// Directional ↔ plain insets in a layout direction: leading is the left edge
/// left to right and the right edge right to left (UIKit's rule for
/// `directionalLayoutMargins`, list content margins and compositional
/// layout insets).
extension NSDirectionalEdgeInsets {
    init(_ insets: UIEdgeInsets, in direction: UIUserInterfaceLayoutDirection) {
        let rtl = direction == .rightToLeft
        self.init(
            top: insets.top, leading: rtl ? insets.right : insets.left, bottom: insets.bottom,
            trailing: rtl ? insets.left : insets.right)
    }
}

extension UIEdgeInsets {
    init(_ insets: NSDirectionalEdgeInsets, in direction: UIUserInterfaceLayoutDirection) {
        let rtl = direction == .rightToLeft
        self.init(
            top: insets.top, left: rtl ? insets.trailing : insets.leading, bottom: insets.bottom,
            right: rtl ? insets.leading : insets.trailing)
    }

    /// Every edge is a finite number.
    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}
