import Foundation
import SDLViews

/// A card whose subviews are placed by hand with left-to-right frames, and
/// mirrored across its width when it lays out right to left (F6, or a
/// right-to-left language). UIKit never mirrors frames set in code: this is
/// what leading and trailing constraints do for an Auto Layout screen.
@MainActor
final class MirroringPanel: UIView {
    /// Each subview's left edge as the screen placed it, left to right.
    private var designedMinX: [ObjectIdentifier: CGFloat] = [:]

    override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        designedMinX[ObjectIdentifier(subview)] = nil
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for view in subviews {
            let key = ObjectIdentifier(view)
            let designed = designedMinX[key] ?? view.frame.minX
            designedMinX[key] = designed
            view.frame.origin.x = rightToLeft ? bounds.width - designed - view.frame.width : designed
        }
    }
}
