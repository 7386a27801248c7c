import Foundation

/// A card's pixels drawn once into a render-target texture of their own
/// (`Compositor+Flattening`). The card layer's render record holds it; the
/// window's `TextureCache` owns the texture, counts it against its budget and
/// sweeps it once no record holds it, as it does contents.
@MainActor
final class FlattenedCopy {
    /// The render record holding this copy; nil once it let go or died (the
    /// record clears it then). Not weak, for the reason `TextureEntry.holder` gives.
    nonisolated(unsafe) unowned(unsafe) var holder: LayerRenderRecord?
    /// Which cache made it (a layer may outlive a closed window's cache).
    let cacheSerial: UInt64
    let texture: OpaquePointer
    let width: Int32
    let height: Int32
    /// Pixels per point along x and y the card was drawn at.
    var scale = CGSize.zero
    /// The composite stamp the card was drawn into it in; 0 until then.
    var drawnAt: UInt64 = 0
    /// The card's subtree change stamp when flattening found faded contents in
    /// it (`FadedBlitter` blends those on screen, not in a copy); nil otherwise.
    var fadedContentsAt: UInt64?
    var lastUsedFrame: UInt64

    var bytes: Int { Int(width) * Int(height) * 4 }

    init(cacheSerial: UInt64, texture: OpaquePointer, width: Int32, height: Int32, frame: UInt64) {
        self.cacheSerial = cacheSerial
        self.texture = texture
        self.width = width
        self.height = height
        self.lastUsedFrame = frame
    }
}
