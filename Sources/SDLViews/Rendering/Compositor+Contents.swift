import Foundation
internal import CSDL

extension Compositor {
    static let unitRect = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// Draws the layer's contents (an image, or the backing store its
    /// `draw(in:)` painted) over its bounds; a `contentsCenter` smaller than the
    /// whole cuts it nine-slice (`NineSlice`), tiling the middle for resizable
    /// images in `.tile` mode.
    func drawContents(of layer: CALayer, state: CALayer.State, map: Homography, alpha: Float) {
        guard let content = contentsPlacement(of: layer, state: state) else { return }
        let color = Compositor.white(alpha: alpha)
        guard state.contentsCenter != Compositor.unitRect else {
            return batch.addQuad(
                state.bounds, map: map, color: color, texture: content.placement.texture, uv: content.placement.uv)
        }
        for piece in NineSlice.pieces(
            center: state.contentsCenter, imageSize: content.pointSize, in: state.bounds,
            tiled: layer.contentsCenterTiles)
        {
            batch.addQuad(
                piece.destination, map: map, color: color, texture: content.placement.texture,
                uv: Compositor.subrect(piece.source, of: content.placement.uv))
        }
    }

    /// Whether the layer has contents to draw (an image or a backing store).
    static func hasContents(_ layer: CALayer, state: CALayer.State) -> Bool {
        state.contents != nil || layer.renderRecord?.backingStore != nil
    }

    /// The texture and natural size (points) of the layer's contents.
    func contentsPlacement(of layer: CALayer, state: CALayer.State) -> (
        placement: TextureCache.Placement, pointSize: CGSize
    )? {
        if let store = layer.renderRecord?.backingStore {
            guard let placement = textures.placement(for: layer, store: store) else { return nil }
            return (placement, store.pointSize)
        }
        guard let image = state.contents, let placement = textures.placement(for: layer, image: image) else {
            return nil
        }
        let scale = state.contentsScale
        return (placement, CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale))
    }

    /// The window pixels that rectangles of drawn layers' content cover now
    /// (plus a pixel for rasterization at the edges). The layers did not move
    /// and their recorded boxes already hold these rectangles, so nothing
    /// needs invalidating.
    func damage(ofRegions regions: [(layer: CALayer, rect: CGRect)], root: CALayer, base: Homography) -> CGRect {
        var region = CGRect.null
        for (layer, rect) in regions where layer.rootLayer === root {
            guard let map = layer.renderTransform(toAncestor: root), let box = (base * map).boundingBox(of: rect) else {
                continue
            }
            region = region.union(box.insetBy(dx: -1, dy: -1))
        }
        return region
    }

    /// `unit` (0…1 coordinates of the contents) inside the texture rectangle `uv`.
    static func subrect(_ unit: CGRect, of uv: CGRect) -> CGRect {
        CGRect(
            x: uv.minX + unit.minX * uv.width, y: uv.minY + unit.minY * uv.height,
            width: unit.width * uv.width, height: unit.height * uv.height)
    }
}
