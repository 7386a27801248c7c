import Foundation
internal import CCairo

/// A rectangle with a circular radius per corner (Core Animation's
/// `cornerRadius` limited to `maskedCorners`): its outline for triangle fans
/// and border rings, and its coverage as a Cairo-rasterized mask.
struct RoundedRect: Equatable {
    var rect: CGRect
    /// Radii of the top-right, bottom-right, bottom-left and top-left corners
    /// (layer space, y down), in outline order.
    var radii: [CGFloat]

    /// Core Animation clamps the radius to half the shorter side.
    init(rect: CGRect, radius: CGFloat, corners: CACornerMask) {
        self.rect = rect
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        radii = [CACornerMask.layerMaxXMinYCorner, .layerMaxXMaxYCorner, .layerMinXMaxYCorner, .layerMinXMinYCorner]
            .map { corners.contains($0) ? r : 0 }
    }

    init(rect: CGRect, radii: [CGFloat]) {
        self.rect = rect
        self.radii = radii
    }

    var isRounded: Bool { radii.contains { $0 > 0 } }

    /// The same shape inset by `d` on every side (a border's inner edge).
    func insetBy(_ d: CGFloat) -> RoundedRect {
        RoundedRect(rect: rect.insetBy(dx: d, dy: d), radii: radii.map { max(0, $0 - d) })
    }

    /// Clockwise from the top-right corner's start, `segments + 1` points per
    /// corner (a square corner repeats its point, so two outlines of the same
    /// segment count pair up point by point).
    func outline(segments: Int) -> [CGPoint] {
        let centers = [
            CGPoint(x: rect.maxX - radii[0], y: rect.minY + radii[0]),
            CGPoint(x: rect.maxX - radii[1], y: rect.maxY - radii[1]),
            CGPoint(x: rect.minX + radii[2], y: rect.maxY - radii[2]),
            CGPoint(x: rect.minX + radii[3], y: rect.minY + radii[3])
        ]
        let starts: [CGFloat] = [-.pi / 2, 0, .pi / 2, .pi]
        var points: [CGPoint] = []
        points.reserveCapacity(4 * (segments + 1))
        for k in 0..<4 {
            for i in 0...segments {
                let angle = starts[k] + CGFloat(i) / CGFloat(segments) * .pi / 2
                points.append(CGPoint(x: centers[k].x + radii[k] * cos(angle), y: centers[k].y + radii[k] * sin(angle)))
            }
        }
        return points
    }

    /// Segments per corner for a radius drawn at `scale` pixels per point.
    static func segments(radius: CGFloat, scale: CGFloat) -> Int {
        min(64, max(8, Int(saturating: radius * scale / 2)))
    }

    /// Cairo splits an arc into pieces by its size on the device, so a corner
    /// millions of pixels round would take practically forever; corners larger
    /// than this (pixels) go in as the capped polygon the compositor draws.
    static let largestCairoArc: CGFloat = 4096

    /// The device-space major axis of a circle of `radius` under `cr`'s
    /// matrix, computed as Cairo computes it to split an arc into pieces (with
    /// its squares, so a scale that overflows there overflows here too and the
    /// arc is never handed to Cairo).
    private static func cairoArcMajorAxis(radius: Double, in cr: OpaquePointer) -> Double {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let i = m.xx * m.xx + m.yx * m.yx, j = m.xy * m.xy + m.yy * m.yy
        let f = 0.5 * (i + j), g = 0.5 * (i - j), h = m.xx * m.xy + m.yx * m.yy
        return radius * (f + hypot(g, h)).squareRoot()
    }

    /// Adds the shape to a Cairo path (user space as given).
    func addPath(to cr: OpaquePointer) {
        let major = RoundedRect.cairoArcMajorAxis(radius: Double(radii.max() ?? 0), in: cr)
        guard major.isFinite, major <= RoundedRect.largestCairoArc else {
            cairo_new_sub_path(cr)
            for point in outline(segments: RoundedRect.segments(radius: .infinity, scale: 1)) {
                cairo_line_to(cr, point.x, point.y)
            }
            cairo_close_path(cr)
            return
        }
        let r = radii
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r[0], rect.minY + r[0], r[0], -.pi / 2, 0)
        cairo_arc(cr, rect.maxX - r[1], rect.maxY - r[1], r[1], 0, .pi / 2)
        cairo_arc(cr, rect.minX + r[2], rect.maxY - r[2], r[2], .pi / 2, .pi)
        cairo_arc(cr, rect.minX + r[3], rect.minY + r[3], r[3], .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    /// Anti-aliased coverage (one byte per pixel) of the shape on a
    /// `width`×`height` pixel grid, where `transform` takes the shape's space
    /// to pixels (rotated too: the software renderer cuts rotated passes on
    /// the target's own pixels).
    func coverage(width: Int, height: Int, transform: CGAffineTransform) -> [UInt8] {
        guard width > 0, height > 0,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
        else { return [] }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return [] }
        var matrix = transform.cairoMatrix
        cairo_set_matrix(cr, &matrix)
        addPath(to: cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        var out = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { out[y * width + x] = data[y * stride + x] }
        }
        return out
    }
}
