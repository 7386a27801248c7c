import Foundation
internal import CCairo

/// Core Animation's `CATiledLayer`, for content far larger than a texture
/// (the seeds' huge scrollable areas): the compositor asks for just the tiles
/// that meet the visible part of the layer, each drawn on demand by
/// `draw(in:)` (a view backed by it runs `draw(_:)` with the tile's rectangle,
/// the context clipped and translated to that tile), each kept as its own
/// texture. Tiles far from the visible area are evicted past a budget;
/// `setNeedsDisplay(_:)` redraws only the tiles it touches.
///
/// Levels of detail: with `levelsOfDetail` levels of which
/// `levelsOfDetailBias` are magnified, tiles are drawn at `contentsScale × 2^k`
/// for the smallest k in `bias − levels + 1 ... bias` that is sharp enough
/// for the layer's scale on screen.
///
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
@MainActor
open class CATiledLayer: CALayer {
    public override init() {
        super.init()
        rendersContents = true
    }

    /// Core Animation's coder initializer (nothing is decoded: as `init()`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        rendersContents = true
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        rendersContents = true
        guard let other = layer as? CATiledLayer else { return }
        tileSize = other.tileSize
        levelsOfDetail = other.levelsOfDetail
        levelsOfDetailBias = other.levelsOfDetailBias
    }

    /// Tiles appear at once here (no fade).
    open class func fadeDuration() -> CFTimeInterval { 0 }

    /// The tile size in pixels (default 256×256); sizes under 16 pixels are refused.
    open var tileSize = CGSize(width: 256, height: 256) {
        didSet {
            guard tileSize.isFinite, tileSize.width >= 16, tileSize.height >= 16 else {
                LayerGeometry.reject("tileSize", of: self)
                tileSize = oldValue
                return
            }
            if tileSize != oldValue { tiles.removeAll(); contentDidChange() }
        }
    }
    /// Difference: at most `maximumLevels` (logged when clamped).
    open var levelsOfDetail = 1 {
        didSet {
            levelsOfDetail = CATiledLayer.clampedLevels(levelsOfDetail, minimum: 1, name: "levelsOfDetail");
            tiles.removeAll(); contentDidChange()
        }
    }
    /// Difference: at most `maximumLevels` magnified levels (logged when clamped).
    open var levelsOfDetailBias = 0 {
        didSet {
            levelsOfDetailBias = CATiledLayer.clampedLevels(levelsOfDetailBias, minimum: 0, name: "levelsOfDetailBias");
            tiles.removeAll(); contentDidChange()
        }
    }

    /// The most levels kept: a tile drawn 2³⁰ times magnified covers about a
    /// billionth of a point, and the level's scale must stay a sane float.
    static let maximumLevels = 30

    private static func clampedLevels(_ value: Int, minimum: Int, name: String) -> Int {
        if value > maximumLevels {
            SDLViewsLog.error("CATiledLayer: \(name) \(value) is more than \(maximumLevels) levels; clamped")
        }
        return min(max(minimum, value), maximumLevels)
    }

    /// The most tiles kept (textures are `tileSize` each); far ones go first.
    open var maximumCachedTiles = 96

    // MARK: Tile cache

    struct TileKey: Hashable {
        let level: Int
        let column: Int
        let row: Int
    }

    @MainActor
    final class Tile {
        let image: CGImage
        let rect: CGRect
        let scale: CGFloat
        /// Holds the tile's `TextureEntry` in the window's texture cache.
        let carrier = CALayer()
        init(image: CGImage, rect: CGRect, scale: CGFloat) { self.image = image; self.rect = rect; self.scale = scale }
    }

    var tiles: [TileKey: Tile] = [:]
    /// How many tiles `draw(in:)` has drawn (tests count them).
    private(set) var tilesDrawnCount = 0

    /// Invalidates the tiles the dirty rectangle touches (all of them for a
    /// plain `setNeedsDisplay()`); they are drawn again when next visible.
    open override func display() {
        let dirty = dirtyRect
        dirtyRect = .null
        if dirty.isNull || dirty == .infinite {
            tiles.removeAll()
        } else {
            tiles = tiles.filter { !$0.value.rect.intersects(dirty) }
        }
        contentDidChange()
    }

    /// The tile's pixels, drawn now if missing (or made for other bounds or another contentsScale).
    func tile(_ key: TileKey, rect: CGRect, scale: CGFloat) -> Tile? {
        if let tile = tiles[key], tile.rect == rect, tile.scale == scale { return tile }
        guard let image = drawTile(rect, scale: scale) else { return nil }
        let tile = Tile(image: image, rect: rect, scale: scale)
        tiles[key] = tile
        tilesDrawnCount += 1
        return tile
    }

    private func drawTile(_ rect: CGRect, scale: CGFloat) -> CGImage? {
        let w = Int32(saturating: rect.width * scale, rounding: .up),
            h = Int32(saturating: rect.height * scale, rounding: .up)
        guard w > 0, h > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -rect.minX, -rect.minY)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        let context = CGContext(cairo: cr)
        draw(in: context)
        return context.makeImage()
    }

    /// Keeps at most `maximumCachedTiles`, dropping other levels first, then the tiles farthest from `center`.
    func evictTiles(keepingLevel level: Int, near center: CGPoint) {
        guard tiles.count > maximumCachedTiles else { return }
        let ranked = tiles.sorted { a, b in
            let da = a.key.level == level ? distance(a.value.rect, center) : .infinity
            let db = b.key.level == level ? distance(b.value.rect, center) : .infinity
            return da > db
        }
        for (key, _) in ranked.prefix(tiles.count - maximumCachedTiles) { tiles[key] = nil }
    }

    private func distance(_ rect: CGRect, _ p: CGPoint) -> CGFloat { hypot(rect.midX - p.x, rect.midY - p.y) }

    /// The level of detail for a layer drawn at `pixelsPerPoint` on screen.
    func level(for pixelsPerPoint: CGFloat, contentsScale: CGFloat) -> Int {
        let needed = log2(max(pixelsPerPoint / max(contentsScale, 1e-3), 1e-6))
        let top = levelsOfDetailBias, bottom = levelsOfDetailBias - levelsOfDetail + 1
        return min(max(Int(saturating: needed, rounding: .up), bottom), top)
    }
}
