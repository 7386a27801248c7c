import Foundation
internal import CSDL
internal import CPixman

/// A copy seen in perspective as pixman draws it: the window pixels it
/// covers, in tiles, each with an affine transform back to the copy's pixels
/// that follows the projective map there to within `largestError`.
///
/// SDL's software renderer draws a perspective quad as a grid of triangles
/// whose corners it snaps to whole pixels, so a flip shows one-pixel steps
/// where the grid's cells meet (and a title cut along a cell's edge reads
/// wrong). Pixman samples the copy bilinearly at every pixel, so edges and
/// text stay straight and filtered, and the copy's outline fades into the
/// transparent texels around it (anti-aliased).
///
/// Pixman's own projective path divides twice per pixel through a generic
/// fetcher, slower than SDL's triangles, and it divides a negative
/// coordinate as if unsigned. Its affine bilinear path is SIMD. Within a
/// small tile a projective map is affine to a fraction of a pixel (its
/// tangent at the tile's centre), so each tile gets that tangent; a tile
/// where it strays further is split, down to `smallestTile`.
struct PixmanProjection {
    /// One tile: window pixels, and the affine map from window pixels to the copy's, in 16.16 fixed point.
    struct Tile {
        let rect: SDL_Rect
        let transform: pixman_transform_t
    }

    /// The tiles covering the copy's box within the area asked for (none when nothing is visible).
    let tiles: [Tile]

    /// How far (in window pixels) a texel may land from where the exact map puts it.
    static let largestError: CGFloat = 0.1
    /// Tiles start this large (each is one pixman composite) and are split
    /// while their tangent strays, down to `smallestTile`, which is kept whatever it strays.
    static let largestTile: Int32 = 64
    static let smallestTile: Int32 = 4

    /// `map` takes the copy's pixels (`width` × `height`) to the window's;
    /// `area` is what may be drawn (the window within the clip). Nil where
    /// pixman cannot draw it: a corner at or behind the eye, a map not finite
    /// or singular, or a box reaching the map's horizon.
    init?(copyToWindow map: Homography, width: Int32, height: Int32, within area: SDL_Rect) {
        let copy = CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height))
        guard width > 0, height > 0, let inverse = map.inverse, let bounds = map.boundingBox(of: copy),
            [bounds.minX, bounds.maxX, bounds.minY, bounds.maxY].allSatisfy(\.isFinite)
        else { return nil }
        // A pixel more each way: the bilinear fade of the copy's outline.
        let limit = CGRect(x: CGFloat(area.x), y: CGFloat(area.y), width: CGFloat(area.w), height: CGFloat(area.h))
        let covered = bounds.insetBy(dx: -1, dy: -1).intersection(limit)
        guard !covered.isNull, covered.width > 0, covered.height > 0 else {
            tiles = []
            return
        }
        let x0 = covered.minX.rounded(.down), y0 = covered.minY.rounded(.down)
        let box = SDL_Rect(
            x: Int32(x0), y: Int32(y0), w: Int32(covered.maxX.rounded(.up) - x0),
            h: Int32(covered.maxY.rounded(.up) - y0))
        // w is affine in the window's pixels: positive at the box's corners, positive all over it.
        let corners = [(x0, y0), (x0 + CGFloat(box.w), y0), (x0, y0 + CGFloat(box.h)),
                       (x0 + CGFloat(box.w), y0 + CGFloat(box.h))]
        guard corners.allSatisfy({ inverse.project($0.0, $0.1).w > 0 }) else { return nil }
        var tiles: [Tile] = []
        var y = box.y
        while y < box.y + box.h {
            var x = box.x
            let h = min(Self.largestTile, box.y + box.h - y)
            while x < box.x + box.w {
                let w = min(Self.largestTile, box.x + box.w - x)
                Self.split(SDL_Rect(x: x, y: y, w: w, h: h), map, inverse, into: &tiles)
                x += w
            }
            y += h
        }
        self.tiles = tiles
    }

    /// `rect` as one tile when the tangent at its centre follows the map
    /// closely enough (or it is as small as tiles get), else its halves
    /// along each side longer than `smallestTile`.
    private static func split(_ rect: SDL_Rect, _ map: Homography, _ inverse: Homography, into tiles: inout [Tile]) {
        let centre = CGPoint(x: CGFloat(rect.x) + CGFloat(rect.w) / 2, y: CGFloat(rect.y) + CGFloat(rect.h) / 2)
        let tangent = tangent(of: inverse, at: centre)
        let splitsX = rect.w > smallestTile, splitsY = rect.h > smallestTile
        if let tangent, !(splitsX || splitsY) || strays(tangent, from: map, over: rect) <= largestError,
            let transform = fixedPoint(tangent)
        {
            tiles.append(Tile(rect: rect, transform: transform))
            return
        }
        guard splitsX || splitsY else { return }
        let halfW = splitsX ? rect.w / 2 : rect.w, halfH = splitsY ? rect.h / 2 : rect.h
        for dy in splitsY ? [0, halfH] : [0] {
            for dx in splitsX ? [0, halfW] : [0] {
                let w = dx == 0 ? halfW : rect.w - halfW, h = dy == 0 ? halfH : rect.h - halfH
                split(SDL_Rect(x: rect.x + dx, y: rect.y + dy, w: w, h: h), map, inverse, into: &tiles)
            }
        }
    }

    /// The affine map that matches `map` and its derivatives at `point` (a
    /// window position; the result takes window positions to the copy's).
    static func tangent(of map: Homography, at point: CGPoint) -> Homography? {
        let p = map.project(point.x, point.y)
        guard p.w > 0, p.w.isFinite, p.x.isFinite, p.y.isFinite else { return nil }
        let (u, v) = (p.x / p.w, p.y / p.w)
        let dudx = (map.m00 - u * map.m20) / p.w, dudy = (map.m01 - u * map.m21) / p.w
        let dvdx = (map.m10 - v * map.m20) / p.w, dvdy = (map.m11 - v * map.m21) / p.w
        return Homography(
            m00: dudx, m01: dudy, m02: u - dudx * point.x - dudy * point.y,
            m10: dvdx, m11: dvdy, m12: v - dvdx * point.x - dvdy * point.y,
            m20: 0, m21: 0, m22: 1)
    }

    /// How far the texels `tangent` samples for the pixel centres on `rect`'s
    /// corners and edge midpoints land from those centres under `map` (the
    /// copy's pixels to the window's), in window pixels.
    static func strays(_ tangent: Homography, from map: Homography, over rect: SDL_Rect) -> CGFloat {
        let xs = [CGFloat(rect.x) + 0.5, CGFloat(rect.x) + CGFloat(rect.w) / 2, CGFloat(rect.x + rect.w) - 0.5]
        let ys = [CGFloat(rect.y) + 0.5, CGFloat(rect.y) + CGFloat(rect.h) / 2, CGFloat(rect.y + rect.h) - 0.5]
        var largest: CGFloat = 0
        for x in xs {
            for y in ys {
                let texel = tangent.project(x, y)
                guard let landed = map.apply(CGPoint(x: texel.x, y: texel.y)) else { return .infinity }
                largest = max(largest, abs(landed.x - x), abs(landed.y - y))
            }
        }
        return largest
    }

    /// An affine map in pixman's 16.16 fixed point; nil beyond its range.
    private static func fixedPoint(_ map: Homography) -> pixman_transform_t? {
        let entries = [map.m00, map.m01, map.m02, map.m10, map.m11, map.m12]
        guard entries.allSatisfy({ $0.isFinite && abs($0) < 32_000 }) else { return nil }
        let fixed = { (v: CGFloat) in pixman_fixed_t((v * 65_536).rounded()) }
        return pixman_transform_t(
            matrix: (
                (fixed(map.m00), fixed(map.m01), fixed(map.m02)),
                (fixed(map.m10), fixed(map.m11), fixed(map.m12)),
                (0, 0, 65_536)
            ))
    }
}
