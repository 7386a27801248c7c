import Foundation

/// UIKit's `UIImage` drawing methods, into the current context, upright in
/// UIKit space and sized in points (pixels ÷ scale).
extension UIImage {
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// UIKit's `draw(in:)`: the image stretched to fill the rect.
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        context.drawImage(cgImage, in: rect, flipped: false)
    }

    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw(in: rect)
        context.restoreGState()
    }

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
