import Foundation

/// A callback in every frame's timers stage, with the frame's time on the
/// application clock, until stopped. The value controls use it rather than a
/// `CADisplayLink`, whose 60 Hz pacing skips a frame that comes early.
@MainActor
final class ControlFrameTimer {
    private var token: Int?

    init(_ tick: @escaping (CFTimeInterval) -> Void) {
        token = UIApplication.shared.pipeline.addFrameCallback(tick)
    }

    var isRunning: Bool { token != nil }

    func stop() {
        guard let token else { return }
        UIApplication.shared.pipeline.removeCallback(token)
        self.token = nil
    }
}
