import Foundation

/// `.transitionCrossDissolve`: the before and after states blended directly,
/// `before · (1 − t) + after · t`, and that blend composited once over what
/// lies behind the view, as UIKit does. (Fading each state separately over the
/// backdrop would let the backdrop show through at half time.)
@MainActor
struct CrossDissolveTransition: TransitionEffect {
    func draw(_ frame: TransitionFrame, in compositor: Compositor) {
        let t = Float(frame.progress), batch = compositor.batch
        guard let before = frame.before, let after = frame.after else {
            // A missing snapshot (logged when it failed): fade what there is.
            SnapshotQuad.draw(frame.before, frame.rect, frame.map, frame.alpha * (1 - t), batch)
            SnapshotQuad.draw(frame.after, frame.rect, frame.map, frame.alpha * t, batch)
            return
        }
        // Opaque states drawn opaque: the after state blended over the before
        // state is exactly the mix, straight onto the target.
        if before.isOpaque, after.isOpaque, frame.alpha >= 1 {
            SnapshotQuad.draw(before, frame.rect, frame.map, 1, batch)
            SnapshotQuad.draw(after, frame.rect, frame.map, t, batch)
            return
        }
        // Otherwise the mix is made in an offscreen target at the snapshots'
        // size and composited once with the layer's opacity.
        let width = max(before.width, after.width), height = max(before.height, after.height)
        let local = CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height))
        compositor.offscreen(width: width, height: height) {
            SnapshotQuad.draw(before, local, .identity, 1, batch)
            SnapshotQuad.draw(after, local, .identity, t, batch)
        } present: { image in
            compositor.present(image, frame.rect, map: frame.map, color: Compositor.white(alpha: frame.alpha))
        }
    }
}
