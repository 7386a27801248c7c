import Foundation

/// Drawing a `CATiledLayer`: only the tiles that meet the visible part of the
/// layer, each its own texture in the window's cache.
extension Compositor {
    func drawTiles(_ layer: CATiledLayer, state: CALayer.State, map: Homography, alpha: Float) -> CGRect {
        let bounds = state.bounds
        guard bounds.width > 0, bounds.height > 0, let inverse = map.inverse else { return .null }
        // The visible part in layer space (for perspective maps the whole bounds).
        let seen = (map.isAffine ? inverse.boundingBox(of: visibleRect) : bounds)?.intersection(bounds) ?? .null
        guard !seen.isNull, seen.width > 0, seen.height > 0 else { return .null }
        let level = layer.level(for: Compositor.localScale(of: map), contentsScale: state.contentsScale)
        let scale = state.contentsScale * pow(2, CGFloat(level))
        let tw = layer.tileSize.width / scale, th = layer.tileSize.height / scale
        let columns = Compositor.tileIndices(from: (seen.minX - bounds.minX) / tw, to: (seen.maxX - bounds.minX) / tw)
        let rows = Compositor.tileIndices(from: (seen.minY - bounds.minY) / th, to: (seen.maxY - bounds.minY) / th)
        let (count, overflow) = columns.count.multipliedReportingOverflow(by: rows.count)
        guard !overflow, count <= 4096 else {
            SDLViewsLog.error(
                "CATiledLayer: \(columns.count)×\(rows.count) visible tiles; tileSize too small for the view")
            return .null
        }
        let tint = Compositor.white(alpha: alpha)
        for row in rows {
            for column in columns {
                let rect = CGRect(
                    x: bounds.minX + CGFloat(column) * tw, y: bounds.minY + CGFloat(row) * th, width: tw, height: th
                ).intersection(bounds)
                guard !rect.isNull, rect.width > 0, rect.height > 0,
                    let tile = layer.tile(
                        CATiledLayer.TileKey(level: level, column: column, row: row), rect: rect, scale: scale),
                    let placement = textures.placement(for: tile.carrier, image: tile.image)
                else { continue }
                // The tile's image covers whole pixels; its last row and column may reach past `rect`.
                let drawn = CGRect(
                    x: rect.minX, y: rect.minY, width: CGFloat(tile.image.width) / scale,
                    height: CGFloat(tile.image.height) / scale)
                batch.addQuad(drawn, map: map, color: tint, texture: placement.texture, uv: placement.uv)
            }
        }
        layer.evictTiles(keepingLevel: level, near: CGPoint(x: seen.midX, y: seen.midY))
        return .null
    }

    /// The tiles a span covers, from tile position `start` to `end` (in tiles).
    static func tileIndices(from start: CGFloat, to end: CGFloat) -> ClosedRange<Int> {
        let first = Int(saturating: start, rounding: .down)
        return first...max(first, Int(saturating: end - 1, rounding: .up))
    }
}
