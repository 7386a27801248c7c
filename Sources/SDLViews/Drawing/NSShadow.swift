import Foundation

/// UIKit's `NSShadow`, the value of `.shadow`: offset, blur radius and colour
/// of the shadow the glyphs cast. As UIKit, a nil colour draws black at one
/// third alpha.
open class NSShadow {
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor` (UIKit types this `Any?`).
    open var shadowColor: Any?

    public init() {}
}
