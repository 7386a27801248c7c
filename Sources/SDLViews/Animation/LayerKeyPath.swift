import Foundation

/// Reading and writing a layer state by Core Animation key path, for
/// animations: "position", "position.x", "bounds", "bounds.size", "opacity",
/// "transform", "transform.rotation.z", "backgroundColor" and the others below.
enum LayerKeyPath {
    static let supported: Set<String> = Set<String>([
        "position", "position.x", "position.y", "bounds", "bounds.origin", "bounds.size", "bounds.size.width",
        "bounds.size.height", "anchorPoint", "zPosition", "opacity", "transform", "transform.rotation",
        "transform.rotation.z", "transform.scale", "transform.scale.x", "transform.scale.y",
        "transform.translation.x", "transform.translation.y", "backgroundColor", "contentsCenter", "cornerRadius",
        "contentsRect", "borderWidth", "borderColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowColor"
    ]).union(customKeys)

    /// Animatable properties of layer subclasses, kept in `LayerAppearance.custom`.
    static let customKeys: Set<String> = [
        "strokeStart", "strokeEnd", "lineWidth", "fillColor", "strokeColor", "lineDashPhase", "miterLimit",
        "colors", "locations", "startPoint", "endPoint", "fontSize", "foregroundColor",
        "instanceTransform", "instanceDelay", "instanceColor",
        "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset"
    ]

    static func value(of keyPath: String, in s: CALayer.State) -> AnimatableValue? {
        switch keyPath {
        case "position": return .point(s.position)
        case "position.x": return .scalar(Double(s.position.x))
        case "position.y": return .scalar(Double(s.position.y))
        case "bounds": return .rect(s.bounds)
        case "bounds.origin": return .point(s.bounds.origin)
        case "bounds.size": return .size(s.bounds.size)
        case "bounds.size.width": return .scalar(Double(s.bounds.width))
        case "bounds.size.height": return .scalar(Double(s.bounds.height))
        case "anchorPoint": return .point(s.anchorPoint)
        case "zPosition": return .scalar(Double(s.zPosition))
        case "opacity": return .scalar(Double(s.opacity))
        case "transform": return .transform(s.transform)
        case "backgroundColor": return .color(s.backgroundColor ?? .clear)
        case "contentsCenter": return .rect(s.contentsCenter)
        case "cornerRadius": return .scalar(Double(s.cornerRadius))
        case "contentsRect": return .rect(s.appearance.contentsRect)
        case "borderWidth": return .scalar(Double(s.appearance.borderWidth))
        case "borderColor": return .color(s.appearance.borderColor ?? .clear)
        case "shadowOpacity": return .scalar(Double(s.appearance.shadowOpacity))
        case "shadowOffset": return .size(s.appearance.shadowOffset)
        case "shadowRadius": return .scalar(Double(s.appearance.shadowRadius))
        case "shadowColor": return .color(s.appearance.shadowColor ?? .clear)
        case _ where customKeys.contains(keyPath): return s.appearance.custom[keyPath]
        default: return transformComponent(keyPath, of: s.transform).map { .scalar($0) }
        }
    }

    static func set(_ keyPath: String, to value: AnimatableValue, in s: inout CALayer.State) {
        switch (keyPath, value.settled) {
        case ("position", .point(let p)): s.position = p
        case ("position.x", .scalar(let v)): s.position.x = CGFloat(v)
        case ("position.y", .scalar(let v)): s.position.y = CGFloat(v)
        case ("bounds", .rect(let r)): s.bounds = r
        case ("bounds.origin", .point(let p)): s.bounds.origin = p
        case ("bounds.size", .size(let z)): s.bounds.size = z
        case ("bounds.size.width", .scalar(let v)): s.bounds.size.width = CGFloat(v)
        case ("bounds.size.height", .scalar(let v)): s.bounds.size.height = CGFloat(v)
        case ("anchorPoint", .point(let p)): s.anchorPoint = p
        case ("zPosition", .scalar(let v)): s.zPosition = CGFloat(v)
        case ("opacity", .scalar(let v)): s.opacity = Float(min(max(v, 0), 1))
        case ("transform", .transform(let t)): s.transform = t
        case ("backgroundColor", .color(let c)): s.backgroundColor = c
        case ("contentsCenter", .rect(let r)): s.contentsCenter = r
        case ("cornerRadius", .scalar(let v)): s.cornerRadius = CGFloat(max(v, 0))
        case ("contentsRect", .rect(let r)): s.appearance.contentsRect = r
        case ("borderWidth", .scalar(let v)): s.appearance.borderWidth = CGFloat(max(v, 0))
        case ("borderColor", .color(let c)): s.appearance.borderColor = c
        case ("shadowOpacity", .scalar(let v)): s.appearance.shadowOpacity = Float(min(max(v, 0), 1))
        case ("shadowOffset", .size(let z)): s.appearance.shadowOffset = z
        case ("shadowRadius", .scalar(let v)): s.appearance.shadowRadius = CGFloat(max(v, 0))
        case ("shadowColor", .color(let c)): s.appearance.shadowColor = c
        case _ where customKeys.contains(keyPath): s.appearance.custom[keyPath] = value.settled
        case (_, .scalar(let v)): setTransformComponent(keyPath, v, in: &s.transform)
        default: break
        }
    }

    /// "transform.rotation.z" and friends read the decomposed affine part.
    private static func transformComponent(_ keyPath: String, of t: CATransform3D) -> Double? {
        guard let parts = TransformInterpolation.decompose(CATransform3DGetAffineTransform(t)) else { return nil }
        switch keyPath {
        case "transform.rotation", "transform.rotation.z": return parts.angle
        case "transform.scale", "transform.scale.x": return parts.sx
        case "transform.scale.y": return parts.sy
        case "transform.translation.x": return parts.tx
        case "transform.translation.y": return parts.ty
        default: return nil
        }
    }

    /// Sets one component, keeping the others; rotations may exceed ±180°
    /// (the value function "rotateZ" of Listing 4-9).
    private static func setTransformComponent(_ keyPath: String, _ v: Double, in t: inout CATransform3D) {
        var parts =
            TransformInterpolation.decompose(CATransform3DGetAffineTransform(t))
            ?? TransformInterpolation.Parts(tx: 0, ty: 0, angle: 0, sx: 1, sy: 1, shear: 0)
        switch keyPath {
        case "transform.rotation", "transform.rotation.z": parts.angle = v
        case "transform.scale": parts.sx = v; parts.sy = v
        case "transform.scale.x": parts.sx = v
        case "transform.scale.y": parts.sy = v
        case "transform.translation.x": parts.tx = v
        case "transform.translation.y": parts.ty = v
        default: return
        }
        t = CATransform3DMakeAffineTransform(TransformInterpolation.compose(parts))
    }
}
