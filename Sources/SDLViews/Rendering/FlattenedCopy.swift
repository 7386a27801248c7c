import Foundation

/// A layer's pixels drawn once into a render-target texture of their own: a
/// static card's (`Compositor+Flattening`) or an animating subtree's
/// (`Compositor+AnimatedImage`). The layer's render record holds it; the
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
    /// it (`PixmanWindowDrawer` blends those on screen, not in a copy); nil otherwise.
    var fadedContentsAt: UInt64?
    var lastUsedFrame: UInt64
    /// What the copy is for; a copy made for one is never used as the other.
    let purpose: Purpose
    /// An animating subtree's image: what it was drawn from, the composite
    /// stamp it was last looked at in, the frames it was drawn from since it
    /// was made, and whether every pixel is opaque.
    var animatedKey: AnimatedImageKey?
    var checkedAt: UInt64 = 0
    var uses = 0
    var isOpaque = false
    /// The image's premultiplied pixels, kept when it is not opaque so that
    /// pixman blends its copies onto the window (`PixmanWindowDrawer`, several times
    /// faster than SDL's blend); set through `TextureCache.keep(_:in:)`, which counts it.
    var premultiplied: PremultipliedCopy?
    /// False while the texture still holds the premultiplied pixels it was
    /// drawn with (kept so for pixman's copies); SDL's copies need it straight
    /// (`OffscreenTargets.straighten(_:)`).
    var isStraight = true

    enum Purpose {
        case card
        case animatedImage
    }

    var bytes: Int { Int(width) * Int(height) * 4 + (premultiplied?.bytes ?? 0) }

    init(
        cacheSerial: UInt64, texture: OpaquePointer, width: Int32, height: Int32, frame: UInt64, purpose: Purpose = .card
    ) {
        self.purpose = purpose
        self.cacheSerial = cacheSerial
        self.texture = texture
        self.width = width
        self.height = height
        self.lastUsedFrame = frame
    }
}
