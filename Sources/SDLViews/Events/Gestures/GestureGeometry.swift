import Foundation

/// Point conversions and measures shared by the recognizers.
@MainActor
enum GestureGeometry {
    /// Converts a window point to `view`'s coordinates (nil: stays in the window's).
    static func convert(_ point: CGPoint, fromWindowOf window: UIWindow?, to view: UIView?) -> CGPoint {
        guard let window, let view, view !== window else { return point }
        return view.convert(point, from: window)
    }

    nonisolated static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

    /// Converts a window-space vector (a translation or velocity) to `view`'s space.
    static func convertVector(_ vector: CGPoint, fromWindowOf window: UIWindow?, to view: UIView?) -> CGPoint {
        let origin = convert(.zero, fromWindowOf: window, to: view)
        let tip = convert(vector, fromWindowOf: window, to: view)
        let result = CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
        return result.x.isFinite && result.y.isFinite ? result : .zero
    }

    /// A vector in `view`'s space back to window space (nil view: already the window's).
    static func convertVector(_ vector: CGPoint, from view: UIView?, toWindowOf window: UIWindow?) -> CGPoint {
        guard let window, let view, view !== window else { return vector }
        let origin = view.convert(CGPoint.zero, to: window)
        let tip = view.convert(vector, to: window)
        let result = CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
        return result.x.isFinite && result.y.isFinite ? result : .zero
    }
}
