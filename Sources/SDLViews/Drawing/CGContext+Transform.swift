import Foundation
internal import CCairo

/// The current transformation matrix, as CG's CTM functions.
extension CGContext {
    /// CG's `ctm`: user space to device pixels (see the type's note on flipping).
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        return CGAffineTransform(cairo: m)
    }

    /// CG's `userSpaceToDeviceSpaceTransform`.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    public func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    public func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// CG's `concatenate(_:)`. A non-finite transform is ignored with a logged
    /// reason; a singular one makes drawing draw nothing until the state is
    /// restored (CG's result of drawing through a degenerate CTM).
    public func concatenate(_ transform: CGAffineTransform) {
        guard [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite)
        else {
            SDLViewsLog.error("CGContext: non-finite transform \(transform) ignored")
            return
        }
        // The product can underflow to singular even when both factors are not.
        guard transform.isCairoSafe, transform.concatenating(ctm).isCairoSafe else { state.isSingular = true; return }
        var m = transform.cairoMatrix
        cairo_transform(cairo, &m)
    }

    /// Converts a point from user space to device pixels.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }

    /// Converts a point from device pixels to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }

    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }
}
