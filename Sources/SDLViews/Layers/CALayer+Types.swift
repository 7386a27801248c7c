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

/// Core Animation's `CALayerCornerCurve`. Stored and reported; both curves are
/// drawn as circular arcs here (`.continuous`'s squircle is not reproduced).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
