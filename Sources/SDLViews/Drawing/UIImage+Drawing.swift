import Foundation
internal import CCairo

/// UIKit's image drawing into the current context (`UIGraphicsGetCurrentContext()`):
/// upright in UIKit's y-down space, at the image's size in points, with the
/// context's blend mode, alpha, clip and shadow. Resizable images are drawn
/// nine-slice (`NineSlice`, the same cut the compositor makes), their middle
/// tiled or stretched by `resizingMode`. Without a current context nothing is
/// drawn, as in UIKit; bad rectangles draw nothing.
extension UIImage {
    /// UIKit's `draw(at:)`: the image at its size in points with its top left at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// UIKit's `draw(at:blendMode:alpha:)`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// UIKit's `draw(in:)`: scaled to fill `rect` (nine-slice when resizable).
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        draw(in: rect, context: context)
    }

    /// UIKit's `draw(in:blendMode:alpha:)`: the context's state is restored afterwards.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw(in: rect, context: context)
        context.restoreGState()
    }

    private func draw(in rect: CGRect, context: CGContext) {
        guard let cgImage, let destination = CGContext.drawable(rect) else { return }
        guard isResizable else { return context.drawImage(cgImage, in: destination, flipped: false) }
        guard let surface = cgImage.makeCairoSurface() else { return }
        defer { cairo_surface_destroy(surface) }
        let pixels = CGSize(width: cgImage.width, height: cgImage.height)
        for piece in NineSlice.pieces(
            center: contentsCenter, imageSize: size, in: destination, tiled: resizingMode == .tile)
        {
            // The whole image placed so that the piece's source lands on its
            // destination, clipped to the destination.
            let sw = max(piece.source.width, 0.5 / pixels.width), sh = max(piece.source.height, 0.5 / pixels.height)
            let fx = piece.destination.width / sw, fy = piece.destination.height / sh
            let whole = CGRect(
                x: piece.destination.minX - piece.source.minX * fx, y: piece.destination.minY - piece.source.minY * fy,
                width: fx, height: fy)
            context.saveGState()
            context.clip(to: piece.destination)
            context.drawSurface(surface, pixelSize: pixels, in: whole, flipped: false)
            context.restoreGState()
        }
    }
}

extension UIImage {
    /// UIKit's `drawAsPattern(in:)`: the image tiled at its point size from the
    /// context's origin, filling the rect.
    public func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage, let r = CGContext.drawable(rect) else { return }
        context.saveGState()
        context.clip(to: r)
        context.drawTiled(cgImage, tile: CGRect(origin: .zero, size: size))
        context.restoreGState()
    }
}
