import Foundation

/// `.transitionFlipFromLeft/Right/Top/Bottom`: a rotation about the vertical
/// (left, right) or horizontal (top, bottom) centre line with perspective; the
/// before state for the first half, the after state for the second, edge-on at
/// half time. The near edge grows past the bounds, as on iOS.
@MainActor
struct FlipTransition: TransitionEffect {
    /// The edge the flip starts from.
    enum Edge { case left, right, top, bottom }
    let edge: Edge

    func draw(_ frame: TransitionFrame, in compositor: Compositor) {
        let snapshot = frame.progress < 0.5 ? frame.before : frame.after
        let flip = rotation(progress: frame.progress, rect: frame.rect)
        // On the software renderer pixman draws it filtered through the exact map.
        if let snapshot, compositor.drawInPerspective(snapshot, frame.rect, frame.map * flip, frame.alpha) { return }
        SnapshotQuad.draw(
            snapshot, frame.rect, frame.map * flip, frame.alpha, compositor.batch, edges: CAEdgeAntialiasingMask.all)
    }

    func extent(of rect: CGRect, progress: Double, map: Homography) -> CGRect? {
        let flipped = (map * rotation(progress: progress, rect: rect)).boundingBox(of: rect)
        guard let straight = map.boundingBox(of: rect) else { return flipped }
        return flipped.map { straight.union($0) } ?? straight
    }

    /// Rotation about the centre line through the progress's angle, with perspective.
    func rotation(progress p: Double, rect: CGRect) -> Homography {
        var angle = CGFloat(p) * .pi
        if p >= 0.5 { angle -= .pi }
        let sign: CGFloat = (edge == .left || edge == .top) ? 1 : -1
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (2 * max(rect.width, rect.height))
        let rotation =
            edge == .left || edge == .right
            ? CATransform3DMakeRotation(sign * angle, 0, 1, 0) : CATransform3DMakeRotation(-sign * angle, 1, 0, 0)
        let toCenter = CATransform3DMakeTranslation(-rect.midX, -rect.midY, 0)
        let back = CATransform3DMakeTranslation(rect.midX, rect.midY, 0)
        return Homography(
            CATransform3DConcat(CATransform3DConcat(CATransform3DConcat(toCenter, rotation), perspective), back))
    }
}
