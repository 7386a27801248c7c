import Foundation

/// The state machine UIKit's continuous recognizers (pan, pinch, rotation,
/// long press) share once their own test for recognition is made.
extension UIGestureRecognizer {
    /// A move: from `.possible` it begins once `recognizes` holds (only
    /// evaluated then); once begun every move is a change.
    func continuousMove(recognizes: @autoclosure () -> Bool) {
        switch state {
        case .possible: if recognizes() { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// The fingers lifted: a begun gesture ends, one that never began fails.
    func continuousEnd() {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    /// The touches were cancelled: a begun gesture is cancelled, one that never began fails.
    func continuousCancel() {
        state = state == .possible ? .failed : .cancelled
    }
}
