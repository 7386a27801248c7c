import Foundation

/// An animated zoom (`setZoomScale(_:animated:)`, `zoom(to:animated:)`, a
/// pinch bouncing back within the limits): scale and offset eased together.
struct ScrollZoomAnimation {
    let fromScale: CGFloat
    let toScale: CGFloat
    let fromOffset: CGPoint
    let toOffset: CGPoint
    let startTime: CFTimeInterval
    let duration: CGFloat

    /// Applies the state at `time`; true once it is over.
    @MainActor
    func apply(at time: CFTimeInterval, to scrollView: UIScrollView) -> Bool {
        let progress = duration > 0 ? CGFloat(time - startTime) / duration : 1
        let p = ScrollPhysics.eased(progress)
        let scale = fromScale + (toScale - fromScale) * p
        let offset = CGPoint(
            x: fromOffset.x + (toOffset.x - fromOffset.x) * p, y: fromOffset.y + (toOffset.y - fromOffset.y) * p)
        scrollView.applyZoom(scale: scale, offset: offset)
        return progress >= 1
    }
}
