import Foundation

/// The appearance properties of a layer beyond background and contents:
/// contents placement, borders, shadows, corner masks, and the animatable
/// values of layer subclasses (shape stroke ends, gradient stops …).
///
/// Copy-on-write in one shared box: a plain layer (and every presentation
/// copy of it) pays one pointer for all of them, and the default box is shared.
@dynamicMemberLookup
struct LayerAppearance: Equatable {
    struct Values: Equatable {
        var contentsGravity = CALayerContentsGravity.resize
        var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
        var maskedCorners = CACornerMask.all
        var cornerCurve = CALayerCornerCurve.circular
        var borderWidth: CGFloat = 0
        var borderColor: CGColor? = .black
        var shadowColor: CGColor? = .black
        var shadowOpacity: Float = 0
        var shadowOffset = CGSize(width: 0, height: -3)
        var shadowRadius: CGFloat = 3
        var shadowPath: CGPath?
        var magnificationFilter = CALayerContentsFilter.linear
        var minificationFilter = CALayerContentsFilter.linear
        var minificationFilterBias: Float = 0
        var allowsEdgeAntialiasing = true
        var edgeAntialiasingMask = CAEdgeAntialiasingMask.all
        /// Animatable properties of layer subclasses, by key path ("strokeEnd", "colors" …).
        var custom: [String: AnimatableValue] = [:]

        static func == (a: Values, b: Values) -> Bool {
            a.contentsGravity == b.contentsGravity && a.contentsRect == b.contentsRect
                && a.maskedCorners == b.maskedCorners
                && a.cornerCurve == b.cornerCurve && a.borderWidth == b.borderWidth && a.borderColor == b.borderColor
                && a.shadowColor == b.shadowColor && a.shadowOpacity == b.shadowOpacity
                && a.shadowOffset == b.shadowOffset
                && a.shadowRadius == b.shadowRadius && a.shadowPath === b.shadowPath && a.custom == b.custom
                && a.magnificationFilter == b.magnificationFilter && a.minificationFilter == b.minificationFilter
                && a.minificationFilterBias == b.minificationFilterBias
                && a.allowsEdgeAntialiasing == b.allowsEdgeAntialiasing
                && a.edgeAntialiasingMask == b.edgeAntialiasingMask
        }
    }

    private final class Box {
        @exclusivity(unchecked) var values: Values
        init(_ values: Values) { self.values = values }
    }

    /// The defaults every new layer starts with. Never written (this reference
    /// keeps it from being uniquely referenced, so a layer copies it before
    /// any change), which is what makes reading it from any isolation safe.
    nonisolated(unsafe) private static let shared = Box(Values())
    private var box = LayerAppearance.shared

    subscript<T>(dynamicMember key: WritableKeyPath<Values, T>) -> T {
        get { box.values[keyPath: key] }
        set {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.values) }
            box.values[keyPath: key] = newValue
        }
    }

    var values: Values { box.values }

    static func == (a: LayerAppearance, b: LayerAppearance) -> Bool { a.box === b.box || a.box.values == b.box.values }

    /// A visible shadow: a colour, some opacity.
    var hasShadow: Bool { box.values.shadowOpacity > 0 && (box.values.shadowColor?.alpha ?? 0) > 0 }
    /// A visible border.
    var hasBorder: Bool { box.values.borderWidth > 0 && (box.values.borderColor?.alpha ?? 0) > 0 }
}
