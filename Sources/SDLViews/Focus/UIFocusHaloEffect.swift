import Foundation

/// UIKit's `UIFocusHaloEffect`: a halo along a rounded rectangle (in the
/// focused view's coordinates), without the lift of the system effect.
@MainActor
open class UIFocusHaloEffect: UIFocusEffect {
    /// Where the halo sits relative to the shape.
    public enum Position: Int, Sendable {
        case automatic, outside, inside
    }

    /// The shape; nil follows the view's bounds and corner radius.
    let shape: CGRect?
    let cornerRadius: CGFloat?
    open var position: Position = .automatic

    /// The halo around the view's bounds, following its layer's corner radius.
    public override init() {
        shape = nil
        cornerRadius = nil
        super.init()
    }

    /// UIKit's `init(rect:)`.
    public init(rect: CGRect) {
        shape = rect
        cornerRadius = 0
        super.init()
    }

    /// UIKit's `init(roundedRect:cornerRadius:curve:)`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve = .circular) {
        shape = rect
        self.cornerRadius = cornerRadius
        super.init()
    }

    override var liftScale: CGFloat { 1 }
}
