import Foundation
import SDLViewsTesting

extension HeadlessScreen {
    /// Touches down at `start`, then moves by `step` once a frame (`frame` seconds apart) `count` times,
    /// without lifting; returns where the finger is.
    @discardableResult
    func dragSteps(from start: CGPoint, step: CGPoint, count: Int, frame: TimeInterval) -> CGPoint {
        var point = start
        touchDown(at: point)
        for _ in 0..<count {
            advance(by: frame)
            point.x += step.x
            point.y += step.y
            touchMove(to: point)
        }
        return point
    }
}
