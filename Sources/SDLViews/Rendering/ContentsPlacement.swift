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
    static func make(bounds: CGRect, imageWidth: Int, imageHeight: Int, scale: CGFloat, gravity: CALayerContentsGravity,
                     contentsRect: CGRect, contentsCenter: CGRect) -> ContentsPlacement? {
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let source = contentsRect.standardized.intersection(unit)
        guard bounds.isFinite, !source.isNull, source.width > 0, source.height > 0, imageWidth > 0, imageHeight > 0,
              scale.isFinite, scale > 0, bounds.width > 0, bounds.height > 0 else { return nil }
        let natural = CGSize(width: source.width * CGFloat(imageWidth) / scale, height: source.height * CGFloat(imageHeight) / scale)
        let destination = place(natural, in: bounds, gravity: gravity)
        guard gravity.scales, contentsCenter != unit, destination.size != natural else {
            return ContentsPlacement(pieces: [Piece(rect: destination, uv: source)])
        }
        return ContentsPlacement(pieces: nineSlice(destination, natural: natural, source: source, center: contentsCenter))
    }

    /// The destination rectangle for contents of `natural` size (points).
    static func place(_ natural: CGSize, in b: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        switch gravity {
        case .resize: return b
        case .resizeAspect, .resizeAspectFill:
            let sx = b.width / natural.width, sy = b.height / natural.height
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: natural.width * s, height: natural.height * s)
            return CGRect(x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width, height: size.height)
        default:
            let name = gravity.rawValue.lowercased()
            let x = name.hasSuffix("left") || name == "left" ? b.minX
                : name.hasSuffix("right") ? b.maxX - natural.width : b.midX - natural.width / 2
            // Core Animation's vertical names assume a y axis pointing up: "top" is maxY.
            let y = name.hasPrefix("top") ? b.maxY - natural.height
                : name.hasPrefix("bottom") ? b.minY : b.midY - natural.height / 2
            return CGRect(x: x, y: y, width: natural.width, height: natural.height)
        }
    }

    /// Edges outside `center` keep their natural size (shrunk proportionally
    /// when the destination is smaller than both edges together); the middle stretches.
    private static func nineSlice(_ d: CGRect, natural: CGSize, source: CGRect, center: CGRect) -> [Piece] {
        let c = center.standardized.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
        guard !c.isNull else { return [Piece(rect: d, uv: source)] }
        let xs = splits(d.minX, d.width, natural.width, c.minX, c.maxX)
        let ys = splits(d.minY, d.height, natural.height, c.minY, c.maxY)
        let us = [0, c.minX, c.maxX, 1].map { source.minX + $0 * source.width }
        let vs = [0, c.minY, c.maxY, 1].map { source.minY + $0 * source.height }
        var pieces: [Piece] = []
        for j in 0..<3 {
            for i in 0..<3 {
                let rect = CGRect(x: xs[i], y: ys[j], width: xs[i + 1] - xs[i], height: ys[j + 1] - ys[j])
                guard rect.width > 0, rect.height > 0 else { continue }
                pieces.append(Piece(rect: rect, uv: CGRect(x: us[i], y: vs[j], width: us[i + 1] - us[i], height: vs[j + 1] - vs[j])))
            }
        }
        return pieces
    }

    /// The four edges of one axis: start, end of the first cap, start of the last cap, end.
    private static func splits(_ origin: CGFloat, _ length: CGFloat, _ natural: CGFloat, _ c0: CGFloat, _ c1: CGFloat) -> [CGFloat] {
        var first = c0 * natural, last = (1 - c1) * natural
        if first + last > length, first + last > 0 {
            let k = length / (first + last)
            first *= k
            last *= k
        }
        return [origin, origin + first, origin + length - last, origin + length]
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
