import Foundation
@testable import SDLViews
import SDLViewsTesting

/// Counts a control's `.valueChanged` and `.primaryActionTriggered` events.
@MainActor
final class ValueEventCounter {
    var valueChanged = 0
    var primary = 0

    init(_ control: UIControl) {
        control.addAction(UIAction { _ in self.valueChanged += 1 }, for: .valueChanged)
        control.addAction(UIAction { _ in self.primary += 1 }, for: .primaryActionTriggered)
    }
}

extension HeadlessScreen {
    /// A mouse drag through `points` (integer points arrive exactly): down at the first, up at the last.
    func mouseDrag(_ points: [CGPoint]) {
        guard let first = points.first, let last = points.last else { return }
        mouseDown(at: first)
        for point in points.dropFirst() { mouseMove(to: point) }
        mouseUp(at: last)
    }
}

/// Runs `body` with standard-error logging off and the log cleared, then returns what was logged.
@MainActor
func loggedMessages(_ body: () -> Void) -> [String] {
    SDLViewsLog.printsToStandardError = false
    defer { SDLViewsLog.printsToStandardError = true }
    SDLViewsLog.clear()
    body()
    return SDLViewsLog.messages
}
