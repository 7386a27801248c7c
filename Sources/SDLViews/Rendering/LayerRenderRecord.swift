import Foundation

/// What the renderer keeps for one layer between frames: the layer's slot in
/// its window's texture cache, the pixels its `draw(in:)` painted and its
/// appearance cache (shadow image, clipping coverage) and its flattened copy. `CALayer` holds the
/// model, presentation and animation state, and the few values culling and
/// damage read of every layer every frame (`lastSubtreeBox` and its stamps,
/// at the top of the object); this record is the compositor's and the display
/// stage's, allocated the first time one of them stores something for the
/// layer (`CALayer.renderRecordOrCreate`), so a layer that has none (a plain
/// background, or never displayed or composited) pays one nil pointer. It dies with its
/// layer: the backing store's Cairo surface goes with it, and the texture
/// cache sweeps the slot of an entry whose layer is gone (`TextureCache`).
@MainActor
final class LayerRenderRecord {
    /// This layer's slot in a window's texture cache (see `TextureCache`).
    var textureEntry: TextureEntry? {
        didSet {
            guard oldValue !== textureEntry else { return }
            if oldValue?.holder === self { oldValue?.holder = nil }
            textureEntry?.holder = self
        }
    }

    /// The layer drawn whole into a texture of its own (`Compositor+Flattening`).
    var flattenedCopy: FlattenedCopy? {
        didSet {
            guard oldValue !== flattenedCopy else { return }
            if oldValue?.holder === self { oldValue?.holder = nil }
            flattenedCopy?.holder = self
        }
    }

    /// The texture cache sweeps an entry or copy no record holds (`TextureEntry.holder`).
    deinit {
        textureEntry?.holder = nil
        flattenedCopy?.holder = nil
    }
    /// The pixels `draw(in:)` painted (see `CALayer+Display`); nil for layers that never drew.
    var backingStore: BackingStore?
    /// Shadow image and rounded-clipping coverage (see `LayerAppearanceCache`).
    var appearanceCache: LayerAppearanceCache?
    /// The quad its whole contents were last drawn as on a GPU renderer (see `ContentQuad`).
    var contentQuad: ContentQuad?
}

extension CALayer {
    /// The layer's render record, made on first use.
    var renderRecordOrCreate: LayerRenderRecord {
        if let record = renderRecord { return record }
        let record = LayerRenderRecord()
        renderRecord = record
        return record
    }
}
