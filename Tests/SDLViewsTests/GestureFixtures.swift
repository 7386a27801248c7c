import Foundation
@testable import SDLViews
import SDLViewsTesting

/// One log shared by views and recognizers, to check the exact interleaving.
@MainActor
final class EventLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// A view that logs its touch callbacks as "name.began" etc.
@MainActor
final class LoggingView: UIView {
    let name: String
    let log: EventLog
    var forwards = false

    init(_ name: String, frame: CGRect, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("\(name).began"); if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("\(name).moved"); if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("\(name).ended"); if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("\(name).cancelled"); if forwards { super.touchesCancelled(touches, with: event) }
    }
}

extension UIGestureRecognizer {
    /// Logs every action as "name:state".
    @MainActor
    func log(as name: String, into log: EventLog) {
        actions.append { recognizer in log.add("\(name):\(recognizer.state)") }
    }
}

extension LoggingView {
    /// Adds `recognizer` to this view with its actions logged into the view's log as "name:state".
    @discardableResult
    func addLogged<R: UIGestureRecognizer>(_ recognizer: R, as name: String) -> R {
        recognizer.log(as: name, into: log)
        addGestureRecognizer(recognizer)
        return recognizer
    }
}

/// A delegate answering from closures.
@MainActor
final class TestGestureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin: (UIGestureRecognizer) -> Bool = { _ in true }
    var shouldReceive: (UIGestureRecognizer, UITouch) -> Bool = { _, _ in true }
    var simultaneous: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var requiresFailure: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        shouldBegin(gestureRecognizer)
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        shouldReceive(gestureRecognizer, touch)
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        simultaneous(gestureRecognizer, otherGestureRecognizer)
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        requiresFailure(gestureRecognizer, otherGestureRecognizer)
    }
}

@MainActor
func makeScene(_ width: Int = 300, _ height: Int = 300) throws -> (HeadlessScreen, LoggingView, EventLog) {
    let screen = try HeadlessScreen(width: width, height: height)
    let log = EventLog()
    let view = LoggingView("view", frame: CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height)), log: log)
    screen.window.addSubview(view)
    return (screen, view, log)
}

func P(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

extension HeadlessScreen {
    /// One finger down at `start`, moved to `end` and lifted there.
    func drag(from start: CGPoint, to end: CGPoint) {
        touchDown(at: start)
        touchMove(to: end)
        touchUp(at: end)
    }

    /// Each (point, finger) goes down in turn and, without moving, they lift
    /// in `liftOrder` (indices into `touches`).
    func press(_ touches: [(point: CGPoint, finger: Int)], liftOrder: [Int]) {
        for touch in touches { touchDown(at: touch.point, finger: touch.finger) }
        for i in liftOrder { touchUp(at: touches[i].point, finger: touches[i].finger) }
    }
}
