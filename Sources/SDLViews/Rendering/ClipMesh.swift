import Foundation

/// The geometry a rounded clipping pass is presented through, so the clip
/// needs no per-pixel coverage on the CPU: a fan over the shape inset by half
/// a pixel at full coverage, then a ring out to the shape grown by half a
/// pixel whose coverage falls to zero. A straight edge on the pixel grid stays
/// exact; a curved or slanted edge is ramped across one pixel.
struct ClipMesh {
    /// Layer-space points, the target's texture coordinates, and per-vertex coverage (0…1).
    private(set) var points: [CGPoint] = []
    private(set) var uvs: [CGPoint] = []
    private(set) var coverage: [Float] = []
    private(set) var indices: [Int32] = []

    /// `region` is the layer-space rectangle the pass's target covers; `pixel`
    /// one screen pixel in layer points. `rings` > 1 adds concentric rings
    /// inside, so a perspective map shows no facets across the fan.
    init(shape: RoundedRect, region: CGRect, pixel: CGFloat, rings: Int) {
        let half = pixel / 2
        let inner = RoundedRect(
            rect: shape.rect.insetBy(dx: half, dy: half), radii: shape.radii.map { max(0, $0 - half) })
        let outer = RoundedRect(
            rect: shape.rect.insetBy(dx: -half, dy: -half), radii: shape.radii.map { $0 > 0 ? $0 + half : 0 })
        let segments = RoundedRect.segments(radius: shape.radii.max() ?? 0, scale: 1 / pixel)
        let rim = inner.outline(segments: segments), edge = outer.outline(segments: segments)
        let hub = CGPoint(x: shape.rect.midX, y: shape.rect.midY)
        add(hub, 1, region)
        for k in 1...max(1, rings) {
            let t = CGFloat(k) / CGFloat(max(1, rings))
            for p in rim { add(CGPoint(x: hub.x + (p.x - hub.x) * t, y: hub.y + (p.y - hub.y) * t), 1, region) }
        }
        for p in edge { add(p, 0, region) }
        let n = Int32(rim.count)
        for i in 0..<n { indices += [0, 1 + i, 1 + (i + 1) % n] }
        for k in 0..<Int32(max(1, rings)) { connect(ring: 1 + k * n, to: 1 + (k + 1) * n, count: n) }
    }

    private mutating func add(_ p: CGPoint, _ c: Float, _ region: CGRect) {
        points.append(p)
        // Outside the region (the outer half pixel) the target's edge texels repeat.
        uvs.append(
            CGPoint(
                x: min(1, max(0, (p.x - region.minX) / region.width)),
                y: min(1, max(0, (p.y - region.minY) / region.height))))
        coverage.append(c)
    }

    /// Quads between two rings of `count` points each.
    private mutating func connect(ring a: Int32, to b: Int32, count n: Int32) {
        for i in 0..<n {
            let j = (i + 1) % n
            indices += [a + i, a + j, b + j, a + i, b + j, b + i]
        }
    }
}
