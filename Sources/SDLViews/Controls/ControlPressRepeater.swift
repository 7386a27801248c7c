import Foundation

/// A Left/Right press (keyboard arrow or D-pad) held on a focused control:
/// the control adjusts once at the press, then again on UIStepper's
/// autorepeat schedule (after 0.5 s, every 0.1 s, every 0.05 s after
/// 2.5 s), timed on the application clock so the number of adjustments
/// depends on how long the press was held, not on the frame rate.
@MainActor
final class ControlPressRepeater {
    let press: UIPress
    let heading: UIFocusHeading
    private let start: CFTimeInterval
    private(set) var repeatsDone = 0
    private var timer: ControlFrameTimer?

    /// Starts repeating `adjust` (given the repeat number, from 1) while `repeats`.
    init(press: UIPress, heading: UIFocusHeading, repeats: Bool, adjust: @escaping (Int) -> Void) {
        self.press = press
        self.heading = heading
        start = MediaClock.now
        guard repeats else { return }
        timer = ControlFrameTimer { [weak self] now in
            guard let self else { return }
            let due = UIStepper.repeatsDue(afterHolding: now - self.start)
            while self.repeatsDone < due, self.timer?.isRunning == true {
                self.repeatsDone += 1
                adjust(self.repeatsDone)
            }
        }
    }

    func stop() {
        timer?.stop()
        timer = nil
    }

    isolated deinit { timer?.stop() }
}
