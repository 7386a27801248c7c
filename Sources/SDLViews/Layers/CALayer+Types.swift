import Foundation

/// Core Animation's `CALayerContentsGravity`: how `contents` sit in the bounds.
///
/// As in Core Animation the vertical names assume a y axis pointing up, so on a
/// layer whose contents are not flipped (every layer here, as a standalone
/// `CALayer` on iOS) `.top` aligns the contents with the bounds' maxY edge,
/// which is the bottom on screen. UIView's `contentMode` maps to the opposite
/// names, so `.top` content mode shows at the top, as UIKit does.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// The gravities that scale the contents (the others keep their natural size).
    var scales: Bool { self == .resize || self == .resizeAspect || self == .resizeAspectFill }
}

/// Core Animation's `CACornerMask`: which corners `cornerRadius` rounds. The
/// names are Core Animation's (min/max of x and y in the layer's space; on iOS
/// `layerMinXMinYCorner` is the top-left corner on screen).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
    static let all: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner
    ]
}

/// Core Animation's `CALayerContentsFilter`: how `contents` are sampled when
/// drawn larger (`magnificationFilter`) or smaller (`minificationFilter`) than
/// their pixels. Contents drawn at their own size on whole pixels are copied
/// exactly whatever the filter.
///
/// `.trilinear` minifies from a chain of downscaled copies (each half the size
/// of the last, made by Cairo and kept while the scale stays in its band): the
/// copy nearest the on-screen size is sampled linearly, without blending
/// between two copies (see <doc:DifferencesFromUIKit>).
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Which of the three known filters the name is (0: another name). The
    /// compositor compares filters for every drawn layer: two different known
    /// names then differ without comparing their strings.
    let known: UInt8
    public init(rawValue: String) {
        self.rawValue = rawValue
        known = rawValue == "linear" ? 1 : rawValue == "nearest" ? 2 : rawValue == "trilinear" ? 3 : 0
    }

    public static func == (a: CALayerContentsFilter, b: CALayerContentsFilter) -> Bool {
        a.known != 0 || b.known != 0 ? a.known == b.known : a.rawValue == b.rawValue
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    /// Bilinear sampling (Core Animation's default for both filters).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest pixel: hard blocks when magnified (pixel art).
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Linear sampling from a downscaled copy near the drawn size (mipmapping).
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// Core Animation's `CAEdgeAntialiasingMask`: which edges of a layer are
/// anti-aliased when `allowsEdgeAntialiasing` is on and the layer is drawn
/// rotated, skewed, in perspective or off whole pixels.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The minimum-x edge.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The maximum-x edge.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The minimum-y edge (Core Animation's names assume y up: on screen this is the top).
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The maximum-y edge.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
    static let all: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
}

/// Core Animation's `CALayerCornerCurve`. Stored and reported; both curves are
/// drawn as circular arcs here (`.continuous`'s squircle is not reproduced).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
