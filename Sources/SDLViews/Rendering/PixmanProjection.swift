import Foundation
internal import CSDL
internal import CPixman

/// A copy seen in perspective as pixman draws it: the rows of window pixels
/// it covers, and pixman's transform from those pixels back to the copy's.
///
/// SDL's software renderer draws a perspective quad as a grid of triangles
/// whose corners it snaps to whole pixels, so a flip shows one-pixel steps
/// where the grid's cells meet (and a title cut along a cell's edge reads
/// wrong). Pixman maps every pixel through the exact inverse and samples the
/// copy bilinearly, so edges and text stay straight and filtered, and the
/// content's outline fades into the transparent border the copy is given
/// (anti-aliased).
///
/// Three limits of pixman's projective path shape this:
/// - its transform is 16.16 fixed point, and so are the products it carries
///   along a row: the inverse starts at the covered box's corner and is scaled
///   (a projective map is the same map times any factor) so that those
///   products stay within the fixed range at every corner of the box;
/// - it divides a negative coordinate as if unsigned, so a pixel mapping left
///   of or above the copy could sample anything: only the pixels whose
///   centres map inside the copy (its border inset by half a texel) are
///   composited, row by row;
/// - a pixel beyond the map's horizon would sample the copy mirrored: a box
///   reaching it is declined.
struct PixmanProjection {
    /// One row's run of window pixels.
    struct Span: Equatable {
        let x: Int32, y: Int32, width: Int32
    }

    /// The window pixel the transform's input starts at.
    let origin: (x: Int32, y: Int32)
    /// From a window pixel less `origin` to the copy's pixels, scaled.
    let transform: pixman_transform_t
    /// The pixels to composite, top to bottom (none when nothing is visible).
    let spans: [Span]

    /// The products pixman carries stay within this (its fixed range is ±32,768).
    static let largestProduct: CGFloat = 16_000

    /// `map` takes the copy's pixels (`width` × `height`) to the window's;
    /// `area` is what may be drawn (the window within the clip). Nil where
    /// pixman cannot draw it: a corner at or behind the eye, a map not finite
    /// or singular, or a box reaching the map's horizon.
    init?(copyToWindow map: Homography, width: Int32, height: Int32, within area: SDL_Rect) {
        // Pixel centres within half a texel of the copy's edge are left out:
        // the fixed-point rounding there could make a coordinate negative.
        let inner = CGRect(x: 0.5, y: 0.5, width: CGFloat(width) - 1, height: CGFloat(height) - 1)
        guard width > 1, height > 1, let inverse = map.inverse, let quad = Self.corners(of: inner, map: map) else {
            return nil
        }
        let xs = quad.map(\.x), ys = quad.map(\.y)
        let limit = CGRect(x: CGFloat(area.x), y: CGFloat(area.y), width: CGFloat(area.w), height: CGFloat(area.h))
        let covered = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            .intersection(limit)
        guard !covered.isNull, covered.width > 0, covered.height > 0 else {
            (origin, transform, spans) = ((0, 0), pixman_transform_t(), [])
            return
        }
        let x0 = covered.minX.rounded(.down), y0 = covered.minY.rounded(.down)
        let boxSize = (covered.maxX.rounded(.up) - x0, covered.maxY.rounded(.up) - y0)
        let fromBox = inverse.translated(x0, y0)
        guard let transform = Self.fixedPoint(fromBox, width: boxSize.0, height: boxSize.1) else { return nil }
        origin = (Int32(x0), Int32(y0))
        self.transform = transform
        spans = Self.spans(of: quad, rows: Int32(y0)..<Int32(y0 + boxSize.1), within: area)
    }

    /// The four corners of `rect` mapped, in order round it; nil when one is at or behind the eye.
    private static func corners(of rect: CGRect, map: Homography) -> [CGPoint]? {
        let points = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)
        ].compactMap(map.apply)
        guard points.count == 4, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        return points
    }

    /// For each row, the pixels whose centres lie inside the convex `quad`, within `area`.
    static func spans(of quad: [CGPoint], rows: Range<Int32>, within area: SDL_Rect) -> [Span] {
        var spans: [Span] = []
        for row in rows where row >= area.y && row < area.y + area.h {
            let y = CGFloat(row) + 0.5
            var low = CGFloat.infinity, high = -CGFloat.infinity
            for i in 0..<quad.count {
                let a = quad[i], b = quad[(i + 1) % quad.count]
                guard min(a.y, b.y) <= y, y <= max(a.y, b.y), a.y != b.y else { continue }
                let x = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
                (low, high) = (min(low, x), max(high, x))
            }
            guard low <= high else { continue }
            let first = max((low - 0.5).rounded(.up), CGFloat(area.x))
            let last = min((high - 0.5).rounded(.down), CGFloat(area.x + area.w - 1))
            guard first <= last else { continue }
            spans.append(Span(x: Int32(first), y: row, width: Int32(last - first) + 1))
        }
        return spans
    }

    /// `map` scaled so that what pixman computes along the box (each of x, y
    /// and w before its division) stays within `largestProduct`, in 16.16 fixed point.
    private static func fixedPoint(_ map: Homography, width: CGFloat, height: CGFloat) -> pixman_transform_t? {
        let values = [(0, 0), (width, 0), (0, height), (width, height)].flatMap { corner in
            let p = map.project(corner.0, corner.1)
            return [abs(p.x), abs(p.y), abs(p.w)]
        }
        let w = [(0, 0), (width, 0), (0, height), (width, height)].map { map.project($0.0, $0.1).w }
        // w is affine across the box: positive at its corners, it is positive all over (the horizon is outside).
        guard w.allSatisfy({ $0 > 0 }), let largest = values.max(), largest > 0, largest.isFinite else { return nil }
        let factor = largestProduct / largest
        let fixed = { (v: CGFloat) in pixman_fixed_t((v * factor * 65_536).rounded()) }
        return pixman_transform_t(
            matrix: (
                (fixed(map.m00), fixed(map.m01), fixed(map.m02)),
                (fixed(map.m10), fixed(map.m11), fixed(map.m12)),
                (fixed(map.m20), fixed(map.m21), fixed(map.m22))
            ))
    }
}
