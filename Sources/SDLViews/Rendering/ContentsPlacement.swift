import Foundation

/// Where a layer's contents land in its bounds: Core Animation's
/// `contentsGravity`, `contentsRect`, `contentsScale` and `contentsCenter`
/// together. The result is one quad (or nine for a stretched `contentsCenter`)
/// in the layer's space, each with the part of the image it shows in unit
/// image coordinates (y down, rows from the top of the image).
struct ContentsPlacement: Equatable {
    struct Piece: Equatable {
        var rect: CGRect
        var uv: CGRect
    }

    var pieces: [Piece]

    /// The area the contents cover (it may exceed the bounds: aspect fill,
    /// or natural-size gravities with a large image).
    var extent: CGRect { pieces.reduce(CGRect.null) { $0.union($1.rect) } }

    /// nil when nothing shows (no size, non-finite input, empty contentsRect).
    /// `naturalSize` is the whole contents' size in points (pixels / contentsScale).
    static func make(
        bounds: CGRect, naturalSize: CGSize, gravity: CALayerContentsGravity,
        contentsRect: CGRect, contentsCenter: CGRect, tiled: Bool = false
    ) -> ContentsPlacement? {
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let source = contentsRect.standardized.intersection(unit)
        guard bounds.isFinite, naturalSize.isFinite, !source.isNull, source.width > 0, source.height > 0,
            naturalSize.width > 0, naturalSize.height > 0, bounds.width > 0, bounds.height > 0
        else { return nil }
        let natural = CGSize(width: source.width * naturalSize.width, height: source.height * naturalSize.height)
        let destination = place(natural, in: bounds, gravity: gravity)
        // Position gravities ignore contentsCenter (Core Animation applies it only when scaling).
        guard gravity.scales, contentsCenter != unit, destination.size != natural else {
            return ContentsPlacement(pieces: [Piece(rect: destination, uv: source)])
        }
        let pieces = NineSlice.pieces(center: contentsCenter, imageSize: natural, in: destination, tiled: tiled).map {
            Piece(
                rect: $0.destination,
                uv: CGRect(
                    x: source.minX + $0.source.minX * source.width, y: source.minY + $0.source.minY * source.height,
                    width: $0.source.width * source.width, height: $0.source.height * source.height))
        }
        return ContentsPlacement(pieces: pieces)
    }

    /// The destination rectangle for contents of `natural` size (points).
    static func place(_ natural: CGSize, in b: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        switch gravity {
        case .resize: return b
        case .resizeAspect, .resizeAspectFill:
            let sx = b.width / natural.width, sy = b.height / natural.height
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: natural.width * s, height: natural.height * s)
            return CGRect(
                x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width, height: size.height)
        default:
            let name = gravity.rawValue.lowercased()
            let x =
                name.hasSuffix("left") || name == "left"
                ? b.minX
                : name.hasSuffix("right") ? b.maxX - natural.width : b.midX - natural.width / 2
            // Core Animation's vertical names assume a y axis pointing up: "top" is maxY.
            let y =
                name.hasPrefix("top")
                ? b.maxY - natural.height
                : name.hasPrefix("bottom") ? b.minY : b.midY - natural.height / 2
            return CGRect(x: x, y: y, width: natural.width, height: natural.height)
        }
    }

}

extension CALayerContentsGravity {
    /// UIKit's mapping of a view's content mode onto its layer's gravity
    /// (vertical names swap: Core Animation's point up, UIKit's down).
    init(_ mode: UIView.ContentMode) {
        switch mode {
        case .scaleToFill, .redraw: self = .resize
        case .scaleAspectFit: self = .resizeAspect
        case .scaleAspectFill: self = .resizeAspectFill
        case .center: self = .center
        case .top: self = .bottom
        case .bottom: self = .top
        case .left: self = .left
        case .right: self = .right
        case .topLeft: self = .bottomLeft
        case .topRight: self = .bottomRight
        case .bottomLeft: self = .topLeft
        case .bottomRight: self = .topRight
        }
    }
}
