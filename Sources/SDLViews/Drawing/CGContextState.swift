import Foundation
internal import CCairo

/// The part of a `CGContext`'s graphics state that Cairo does not keep (Cairo's
/// own `cairo_save` covers the CTM, clip, line parameters, operator and antialiasing).
struct GState {
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var alpha: CGFloat = 1
    var shadow: Shadow?
    var blendMode = CGBlendMode.normal
    var interpolation = CGInterpolationQuality.default
    /// The CTM was made singular: drawing draws nothing until restored.
    var isSingular = false
    /// `clip(to:mask:)` masks in effect, outermost first.
    var masks: [MaskClip] = []
}

/// A shadow as `setShadow(offset:blur:color:)` sets it, in base space.
struct Shadow {
    var offset: CGSize
    var blur: CGFloat
    var color: CGColor
}

/// An image mask from `clip(to:mask:)`, kept as an A8 surface and the
/// device-space placement it had when the clip was set.
struct MaskClip {
    let surface: MaskSurface
    let deviceMatrix: cairo_matrix_t
    let filter: cairo_filter_t

    /// Masks the current source with this mask (in a context whose CTM is irrelevant).
    func apply(to cr: OpaquePointer) {
        guard let pattern = cairo_pattern_create_for_surface(surface.surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        var inverse = deviceMatrix
        guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return }
        cairo_pattern_set_matrix(pattern, &inverse)
        cairo_pattern_set_filter(pattern, filter)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_mask(cr, pattern)
        cairo_restore(cr)
    }
}

/// Owns a Cairo surface shared by saved graphics states.
final class MaskSurface: @unchecked Sendable {
    let surface: OpaquePointer
    init(surface: OpaquePointer) { self.surface = surface }
    deinit { cairo_surface_destroy(surface) }
}

extension CGAffineTransform {
    init(cairo m: cairo_matrix_t) {
        self.init(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
    }

    /// Finite and invertible, so Cairo accepts it.
    var isCairoSafe: Bool {
        [a, b, c, d, tx, ty].allSatisfy(\.isFinite) && (a * d - b * c) != 0 && (a * d - b * c).isFinite
    }
}
