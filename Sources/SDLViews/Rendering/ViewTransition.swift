import Foundation
internal import CSDL

/// A running `UIView.transition`: the before and after snapshots of the view
/// (or live rendering with `.allowAnimatedContent`), the effect, and its
/// progress. It runs as an animation on the view's layer, so timing, curves,
/// completion, removal and hit-test blocking follow the animation engine.
@MainActor
final class ViewTransition: CAAnimation {
    /// How the transition draws (one type per kind of effect).
    var effect: any TransitionEffect = CrossDissolveTransition()
    var before: Snapshot?
    var after: Snapshot?
    /// For effects that draw a sheet (curls): the page and its whitened back
    /// stacked in one texture, made by the compositor on first use.
    var sheet: Snapshot?
    /// With `.allowAnimatedContent`: the after state is the live subtree, redrawn each frame.
    var live = false
    /// The eased progress of the frame being drawn.
    private(set) var progress: Double = 0
    weak var layer: CALayer?

    override init() { super.init() }

    required init(copying other: CAAnimation) {
        super.init(copying: other)
        guard let other = other as? ViewTransition else { return }
        effect = other.effect
        before = other.before
        after = other.after
        sheet = other.sheet
        live = other.live
        layer = other.layer
    }

    /// A device reset destroyed the snapshots' pixels: the transition goes on
    /// with the view drawn live (the before state is lost).
    func snapshotsWereLost() {
        before = nil
        sheet = nil
        if after != nil {
            after = nil
            live = true
        }
    }

    override func apply(progress raw: Double, to state: inout CALayer.State, model: CALayer) {
        progress = timingFunction?.solve(raw) ?? raw
        layer?.contentDidChange()
    }

    /// The GPU textures of a snapshot, freed with the transition.
    @MainActor
    final class Snapshot {
        let texture: OpaquePointer
        let renderer: OpaquePointer
        let width: Int32
        let height: Int32
        /// Every pixel opaque: drawn without blending (much faster in software).
        let isOpaque: Bool
        /// The pixels premultiplied, for pixman to draw in perspective
        /// (`Compositor.drawInPerspective`); read once, when first needed.
        var premultiplied: PremultipliedCopy?
        /// Reading the pixels back failed once: SDL's triangles draw it.
        var unreadable = false
        init(texture: OpaquePointer, renderer: OpaquePointer, width: Int32, height: Int32, isOpaque: Bool) {
            self.texture = texture
            self.renderer = renderer
            self.width = width
            self.height = height
            self.isOpaque = isOpaque
            SDL_SetTextureBlendMode(texture, isOpaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        }
        isolated deinit { RendererLifetime.destroy(texture, of: renderer) }
    }
}

extension UIView.AnimationOptions {
    /// The transition effect among the options, if any.
    var transitionEffect: (any TransitionEffect)? {
        switch (rawValue >> 20) & 0x7 {
        case 1: return FlipTransition(edge: .left)
        case 2: return FlipTransition(edge: .right)
        case 3: return CurlTransition(direction: .up)
        case 4: return CurlTransition(direction: .down)
        case 5: return CrossDissolveTransition()
        case 6: return FlipTransition(edge: .top)
        case 7: return FlipTransition(edge: .bottom)
        default: return nil
        }
    }
}
