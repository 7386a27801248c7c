import Foundation

/// Core Animation's geometry rules in one place, shared by layers and views.
@MainActor
enum LayerGeometry {
    /// A point in the superlayer's space → this layer's space; nil where the layer is singular.
    static func fromSuperlayer(_ p: CGPoint, _ s: CALayer.State) -> CGPoint? {
        guard CATransform3DIsIdentity(s.transform) else { return toSuperlayer(s).inverse?.apply(p) }
        // The common case without a matrix inverse (hit testing visits every sibling).
        return CGPoint(
            x: p.x - s.position.x + s.anchorPoint.x * s.bounds.width + s.bounds.minX,
            y: p.y - s.position.y + s.anchorPoint.y * s.bounds.height + s.bounds.minY)
    }

    /// Layer space → superlayer space: position + transform · (p − bounds.origin − anchor·size).
    static func toSuperlayer(_ s: CALayer.State) -> Homography {
        let anchor = anchor(of: s)
        let toAnchor = Homography.translation(-anchor.x, -anchor.y)
        let atPosition = Homography.translation(s.position.x, s.position.y)
        if CATransform3DIsIdentity(s.transform) { return atPosition * toAnchor }
        return atPosition * Homography(s.transform) * toAnchor
    }

    /// `map * toSuperlayer(s)`: what the compositor does for every layer it
    /// draws. Most layers have no transform, and a map times a translation
    /// only moves the map's last column (the same values as the full product).
    static func map(_ map: Homography, throughSuperlayerOf s: CALayer.State) -> Homography {
        guard CATransform3DIsIdentity(s.transform) else { return map * toSuperlayer(s) }
        let anchor = anchor(of: s)
        return map.translated(s.position.x - anchor.x, s.position.y - anchor.y)
    }

    /// The anchor point in layer space.
    private static func anchor(of s: CALayer.State) -> CGPoint {
        CGPoint(
            x: s.bounds.minX + s.anchorPoint.x * s.bounds.width,
            y: s.bounds.minY + s.anchorPoint.y * s.bounds.height)
    }

    static func frame(of s: CALayer.State) -> CGRect {
        if CATransform3DIsIdentity(s.transform) {
            // Exact sizes: reading a frame and writing it back must not drift.
            return CGRect(
                x: s.position.x - s.anchorPoint.x * s.bounds.width, y: s.position.y - s.anchorPoint.y * s.bounds.height,
                width: s.bounds.width, height: s.bounds.height)
        }
        let local = CGRect(origin: s.bounds.origin, size: s.bounds.size)
        return toSuperlayer(s).boundingBox(of: local) ?? .zero
    }

    /// The bounds size whose transformed box has `size`: the box of a
    /// `size` rectangle under the inverse of the transform's affine part (nil
    /// when that part cannot be inverted).
    static func untransformedSize(of size: CGSize, through transform: CATransform3D) -> CGSize? {
        let m = CATransform3DGetAffineTransform(transform)
        let determinant = m.a * m.d - m.b * m.c
        guard determinant != 0, determinant.isFinite else { return nil }
        let inverse = m.inverted()
        // The box of the rectangle's image under the linear part (translation does not change a size).
        let width = abs(inverse.a * size.width) + abs(inverse.c * size.height)
        let height = abs(inverse.b * size.width) + abs(inverse.d * size.height)
        guard width.isFinite, height.isFinite else { return nil }
        return CGSize(width: width, height: height)
    }

    /// Maps a point between two layers of one tree, through their common root.
    static func convert(_ p: CGPoint, from a: CALayer, to b: CALayer) -> CGPoint? {
        if a === b { return p }
        guard let up = a.transform(toAncestor: nil), let down = b.transform(toAncestor: nil)?.inverse,
            a.rootLayer === b.rootLayer
        else { return nil }
        return (down * up).apply(p)
    }

    static func convert(_ r: CGRect, from a: CALayer, to b: CALayer) -> CGRect? {
        if a === b { return r }
        guard let up = a.transform(toAncestor: nil), let down = b.transform(toAncestor: nil)?.inverse,
            a.rootLayer === b.rootLayer
        else { return nil }
        return (down * up).boundingBox(of: r.standardized)
    }

    /// UIKit's and Core Animation's containment: min edges in, max edges out.
    static func halfOpenContains(_ r: CGRect, _ p: CGPoint) -> Bool {
        p.x >= r.minX && p.x < r.maxX && p.y >= r.minY && p.y < r.maxY
    }

    // MARK: Refusing bad input

    static func accept(_ v: CGRect, _ name: String, of owner: AnyObject) -> Bool {
        v.origin.isFinite && v.size.isFinite ? true : refuse(name, of: owner, value: "\(v)")
    }

    static func accept(_ v: CGPoint, _ name: String, of owner: AnyObject) -> Bool {
        v.isFinite ? true : refuse(name, of: owner, value: "\(v)")
    }

    static func accept(_ v: CGFloat, _ name: String, of owner: AnyObject) -> Bool {
        v.isFinite ? true : refuse(name, of: owner, value: "\(v)")
    }

    static func accept(_ v: CATransform3D, _ name: String, of owner: AnyObject) -> Bool {
        v.isFinite ? true : refuse(name, of: owner, value: "non-finite transform")
    }

    static func refuse(_ name: String, of owner: AnyObject, value: String = "") -> Bool {
        reject(name, of: owner, value: value)
        return false
    }

    static func reject(_ name: String, of owner: AnyObject, value: String = "") {
        SDLViewsLog.error("ignored non-finite \(name) \(value) on \(type(of: owner)); the old value stays")
    }
}
