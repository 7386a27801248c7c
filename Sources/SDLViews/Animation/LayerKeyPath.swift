import Foundation

/// A Core Animation key path of a layer, resolved from its string once:
/// "position", "position.x", "bounds", "bounds.size", "opacity", "transform",
/// "transform.rotation.z", "backgroundColor" and the others below. Animations
/// resolve theirs when they are added, so a frame's evaluation switches on
/// the case instead of comparing strings.
enum LayerKeyPath: Equatable {
    case position, positionX, positionY
    case bounds, boundsOrigin, boundsSize, boundsWidth, boundsHeight
    case anchorPoint, zPosition, opacity, transform, backgroundColor, contentsCenter, cornerRadius
    case contentsRect, borderWidth, borderColor, shadowOpacity, shadowOffset, shadowRadius, shadowColor
    /// "transform.rotation", "transform.scale.x" and friends: one part of the decomposed affine transform.
    case transformComponent(TransformComponent)
    /// An animatable property of a layer subclass, kept in `LayerAppearance.custom`.
    case custom(String)

    enum TransformComponent: Equatable {
        case rotation, scale, scaleX, scaleY, translationX, translationY
    }

    private static let names: [String: LayerKeyPath] = [
        "position": .position, "position.x": .positionX, "position.y": .positionY, "bounds": .bounds,
        "bounds.origin": .boundsOrigin, "bounds.size": .boundsSize, "bounds.size.width": .boundsWidth,
        "bounds.size.height": .boundsHeight, "anchorPoint": .anchorPoint, "zPosition": .zPosition,
        "opacity": .opacity, "transform": .transform, "backgroundColor": .backgroundColor,
        "contentsCenter": .contentsCenter, "cornerRadius": .cornerRadius, "contentsRect": .contentsRect,
        "borderWidth": .borderWidth, "borderColor": .borderColor, "shadowOpacity": .shadowOpacity,
        "shadowOffset": .shadowOffset, "shadowRadius": .shadowRadius, "shadowColor": .shadowColor,
        "transform.rotation": .transformComponent(.rotation), "transform.rotation.z": .transformComponent(.rotation),
        "transform.scale": .transformComponent(.scale), "transform.scale.x": .transformComponent(.scaleX),
        "transform.scale.y": .transformComponent(.scaleY),
        "transform.translation.x": .transformComponent(.translationX),
        "transform.translation.y": .transformComponent(.translationY)
    ]

    /// Animatable properties of layer subclasses, kept in `LayerAppearance.custom`.
    static let customKeys: Set<String> = [
        "strokeStart", "strokeEnd", "lineWidth", "fillColor", "strokeColor", "lineDashPhase", "miterLimit",
        "colors", "locations", "startPoint", "endPoint", "fontSize", "foregroundColor",
        "instanceTransform", "instanceDelay", "instanceColor",
        "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset"
    ]

    /// Every key path animations may name.
    static let supported: Set<String> = Set(names.keys).union(customKeys)

    /// Nil for a key path no layer property has.
    init?(_ name: String) {
        if let known = LayerKeyPath.names[name] {
            self = known
        } else if LayerKeyPath.customKeys.contains(name) {
            self = .custom(name)
        } else {
            return nil
        }
    }

    static func value(of keyPath: String, in s: CALayer.State) -> AnimatableValue? {
        LayerKeyPath(keyPath)?.value(in: s)
    }

    static func set(_ keyPath: String, to value: AnimatableValue, in s: inout CALayer.State) {
        LayerKeyPath(keyPath)?.set(value, in: &s)
    }

    /// The value in `layer`'s model, reading only that property: the
    /// properties ticks read most are not worth a copy of the whole state.
    @MainActor
    func value(ofModel layer: CALayer) -> AnimatableValue? {
        switch self {
        case .position: return .point(layer.state.position)
        case .positionX: return .scalar(Double(layer.state.position.x))
        case .positionY: return .scalar(Double(layer.state.position.y))
        case .opacity: return .scalar(Double(layer.state.opacity))
        case .bounds: return .rect(layer.state.bounds)
        default: return value(in: layer.state)
        }
    }

    func value(in s: CALayer.State) -> AnimatableValue? {
        switch self {
        case .position: return .point(s.position)
        case .positionX: return .scalar(Double(s.position.x))
        case .positionY: return .scalar(Double(s.position.y))
        case .bounds: return .rect(s.bounds)
        case .boundsOrigin: return .point(s.bounds.origin)
        case .boundsSize: return .size(s.bounds.size)
        case .boundsWidth: return .scalar(Double(s.bounds.width))
        case .boundsHeight: return .scalar(Double(s.bounds.height))
        case .anchorPoint: return .point(s.anchorPoint)
        case .zPosition: return .scalar(Double(s.zPosition))
        case .opacity: return .scalar(Double(s.opacity))
        case .transform: return .transform(s.transform)
        case .backgroundColor: return .color(s.backgroundColor ?? .clear)
        case .contentsCenter: return .rect(s.contentsCenter)
        case .cornerRadius: return .scalar(Double(s.cornerRadius))
        case .contentsRect: return .rect(s.appearance.contentsRect)
        case .borderWidth: return .scalar(Double(s.appearance.borderWidth))
        case .borderColor: return .color(s.appearance.borderColor ?? .clear)
        case .shadowOpacity: return .scalar(Double(s.appearance.shadowOpacity))
        case .shadowOffset: return .size(s.appearance.shadowOffset)
        case .shadowRadius: return .scalar(Double(s.appearance.shadowRadius))
        case .shadowColor: return .color(s.appearance.shadowColor ?? .clear)
        case .custom(let name): return s.appearance.custom[name]
        case .transformComponent(let part): return LayerKeyPath.component(part, of: s.transform).map { .scalar($0) }
        }
    }

    func set(_ value: AnimatableValue, in s: inout CALayer.State) {
        switch (self, value.settled) {
        case (.position, .point(let p)): s.position = p
        case (.positionX, .scalar(let v)): s.position.x = CGFloat(v)
        case (.positionY, .scalar(let v)): s.position.y = CGFloat(v)
        case (.bounds, .rect(let r)): s.bounds = r
        case (.boundsOrigin, .point(let p)): s.bounds.origin = p
        case (.boundsSize, .size(let z)): s.bounds.size = z
        case (.boundsWidth, .scalar(let v)): s.bounds.size.width = CGFloat(v)
        case (.boundsHeight, .scalar(let v)): s.bounds.size.height = CGFloat(v)
        case (.anchorPoint, .point(let p)): s.anchorPoint = p
        case (.zPosition, .scalar(let v)): s.zPosition = CGFloat(v)
        case (.opacity, .scalar(let v)): s.opacity = LayerKeyPath.opacity(v)
        case (.transform, .transform(let t)): s.transform = t
        case (.backgroundColor, .color(let c)): s.backgroundColor = c
        case (.contentsCenter, .rect(let r)): s.contentsCenter = r
        case (.cornerRadius, .scalar(let v)): s.cornerRadius = CGFloat(max(v, 0))
        case (.contentsRect, .rect(let r)): s.appearance.contentsRect = r
        case (.borderWidth, .scalar(let v)): s.appearance.borderWidth = CGFloat(max(v, 0))
        case (.borderColor, .color(let c)): s.appearance.borderColor = c
        case (.shadowOpacity, .scalar(let v)): s.appearance.shadowOpacity = Float(min(max(v, 0), 1))
        case (.shadowOffset, .size(let z)): s.appearance.shadowOffset = z
        case (.shadowRadius, .scalar(let v)): s.appearance.shadowRadius = CGFloat(max(v, 0))
        case (.shadowColor, .color(let c)): s.appearance.shadowColor = c
        case (.custom(let name), let settled): s.appearance.custom[name] = settled
        case (.transformComponent(let part), .scalar(let v)): LayerKeyPath.setComponent(part, v, in: &s.transform)
        default: break
        }
    }

    /// An opacity as stored: clamped to 0...1.
    static func opacity(_ v: Double) -> Float { Float(min(max(v, 0), 1)) }

    /// "transform.rotation.z" and friends read the decomposed affine part.
    private static func component(_ part: TransformComponent, of t: CATransform3D) -> Double? {
        guard let parts = TransformInterpolation.decompose(CATransform3DGetAffineTransform(t)) else { return nil }
        switch part {
        case .rotation: return parts.angle
        case .scale, .scaleX: return parts.sx
        case .scaleY: return parts.sy
        case .translationX: return parts.tx
        case .translationY: return parts.ty
        }
    }

    /// Sets one component, keeping the others; rotations may exceed ±180°
    /// (the value function "rotateZ" of Listing 4-9).
    private static func setComponent(_ part: TransformComponent, _ v: Double, in t: inout CATransform3D) {
        var parts =
            TransformInterpolation.decompose(CATransform3DGetAffineTransform(t))
            ?? TransformInterpolation.Parts(tx: 0, ty: 0, angle: 0, sx: 1, sy: 1, shear: 0)
        switch part {
        case .rotation: parts.angle = v
        case .scale: parts.sx = v; parts.sy = v
        case .scaleX: parts.sx = v
        case .scaleY: parts.sy = v
        case .translationX: parts.tx = v
        case .translationY: parts.ty = v
        }
        t = CATransform3DMakeAffineTransform(TransformInterpolation.compose(parts))
    }
}
