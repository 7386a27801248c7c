import Foundation

/// A pinch in progress: the scale it started from and the content point (unscaled) under the fingers.
struct ZoomGestureState {
    let startScale: CGFloat
    let anchor: CGPoint
}
