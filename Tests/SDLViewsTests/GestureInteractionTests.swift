import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Recognizers among themselves and with the view: simultaneous recognition,
/// failure requirements, the delegate, cancelling and delaying the view's
/// touches, the subclassing API.
@MainActor
@Suite struct GestureInteractionTests {
    @Test func recognizersOnAncestorsSeeTouchesBeforeTheView() throws {
        let (screen, view, log) = try makeScene()
        let child = LoggingView("child", frame: CGRect(x: 10, y: 10, width: 100, height: 100), log: log)
        view.addSubview(child)
        final class Probe: UIGestureRecognizer {
            var label = ""
            var log: EventLog?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { log?.add("\(label).began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { log?.add("\(label).ended") }
        }
        for (target, name) in [(screen.window as UIView, "windowGR"), (view, "viewGR"), (child, "childGR")] {
            let probe = Probe()
            probe.label = name
            probe.log = log
            probe.cancelsTouchesInView = false
            probe.delaysTouchesEnded = false
            target.addGestureRecognizer(probe)
        }
        screen.tap(at: P(20, 20))
        #expect(
            log.entries == [
                "childGR.began", "viewGR.began", "windowGR.began", "child.began",
                "childGR.ended", "viewGR.ended", "windowGR.ended", "child.ended"
            ])
        let touchRecognizers = try #require(screen.window.gestureRecognizers)
        #expect(touchRecognizers.count == 1)
    }

    @Test func onlyOneRecognizesUnlessTheDelegateAllowsSimultaneous() throws {
        let (screen, view, log) = try makeScene()
        let pan = UIPanGestureRecognizer()
        pan.log(as: "pan", into: log)
        let press = UILongPressGestureRecognizer()
        press.allowableMovement = 1000
        press.log(as: "press", into: log)
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(press)
        screen.touchDown(at: P(100, 100))
        screen.touchMove(to: P(120, 100))
        screen.advance(by: 0.6)
        screen.touchUp(at: P(130, 100))
        #expect(log.entries == ["view.began", "pan:began", "view.cancelled", "pan:ended"])

        log.entries.removeAll()
        let delegate = TestGestureDelegate()
        delegate.simultaneous = { _, _ in true }
        press.delegate = delegate
        screen.touchDown(at: P(100, 100))
        screen.touchMove(to: P(120, 100))
        screen.advance(by: 0.6)
        screen.touchMove(to: P(125, 100))
        screen.touchUp(at: P(130, 100))
        #expect(
            log.entries == [
                "view.began", "pan:began", "view.cancelled", "press:began",
                "pan:changed", "press:changed", "pan:ended", "press:ended"
            ])
    }

    @Test func aRecognizerInProgressPreventsAnotherFromBeginning() throws {
        let (screen, view, log) = try makeScene()
        let press = UILongPressGestureRecognizer()
        press.log(as: "press", into: log)
        let pan = UIPanGestureRecognizer()
        pan.log(as: "pan", into: log)
        view.addGestureRecognizer(press)
        view.addGestureRecognizer(pan)
        screen.touchDown(at: P(100, 100))
        screen.advance(by: 0.5)
        screen.touchMove(to: P(150, 100))
        screen.touchUp(at: P(150, 100))
        #expect(log.entries == ["view.began", "press:began", "view.cancelled", "press:changed", "press:ended"])
    }

    @Test func delegateRequiresFailureAndCanRefuseToBegin() throws {
        let (screen, view, log) = try makeScene()
        let swipe = UISwipeGestureRecognizer()
        swipe.log(as: "swipe", into: log)
        let pan = UIPanGestureRecognizer()
        pan.log(as: "pan", into: log)
        let delegate = TestGestureDelegate()
        delegate.requiresFailure = { recognizer, other in recognizer === pan && other === swipe }
        pan.delegate = delegate
        view.addGestureRecognizer(swipe)
        view.addGestureRecognizer(pan)
        // A slow drag: the pan waits until the swipe fails (0.5 s), then begins.
        screen.touchDown(at: P(100, 100))
        screen.touchMove(to: P(115, 100))
        #expect(pan.state == .possible)
        screen.advance(by: 0.5)
        #expect(pan.state == .began)
        screen.touchUp(at: P(115, 100))
        // A fast one is a swipe; the pan fails.
        screen.touchDown(at: P(100, 100))
        screen.touchMove(to: P(115, 100))
        screen.touchMove(to: P(160, 100))
        screen.touchUp(at: P(160, 100))
        #expect(
            log.entries == [
                "view.began", "view.moved", "pan:began", "view.cancelled", "pan:ended",
                "view.began", "view.moved", "swipe:ended", "view.cancelled"
            ])
        // gestureRecognizerShouldBegin false: it fails, the view keeps its touches.
        log.entries.removeAll()
        delegate.shouldBegin = { _ in false }
        swipe.isEnabled = false
        screen.drag(from: P(100, 100), to: P(140, 100))
        #expect(log.entries == ["view.began", "view.moved", "view.ended"])
    }

    @Test func shouldReceiveFalseKeepsTheTouchFromTheRecognizer() throws {
        let (screen, view, log) = try makeScene()
        let tap = UITapGestureRecognizer()
        tap.log(as: "tap", into: log)
        let delegate = TestGestureDelegate()
        delegate.shouldReceive = { _, touch in touch.location(in: nil).x < 150 }
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        screen.tap(at: P(200, 100))
        screen.advance(by: 1)
        screen.tap(at: P(100, 100))
        #expect(log.entries == ["view.began", "view.ended", "view.began", "tap:ended", "view.cancelled"])
    }

    @Test func withoutCancelsTouchesInViewTheViewSeesEverything() throws {
        let (screen, view, log) = try makeScene()
        let pan = view.addLogged(UIPanGestureRecognizer(), as: "pan")
        pan.cancelsTouchesInView = false
        screen.drag(from: P(100, 100), to: P(120, 100))
        #expect(log.entries == ["view.began", "pan:began", "view.moved", "pan:ended", "view.ended"])
    }

    @Test func delaysTouchesBeganHoldsTheViewUntilTheRecognizerFails() throws {
        let (screen, view, log) = try makeScene()
        let tap = view.addLogged(UITapGestureRecognizer(), as: "tap")
        tap.delaysTouchesBegan = true
        screen.tap(at: P(100, 100))
        #expect(log.entries == ["tap:ended"])
        log.entries.removeAll()
        screen.advance(by: 1)
        screen.touchDown(at: P(100, 100))
        #expect(log.entries.isEmpty)
        screen.touchMove(to: P(120, 100))
        screen.touchUp(at: P(120, 100))
        #expect(log.entries == ["view.began", "view.moved", "view.ended"])
    }

    @Test func delaysTouchesEndedWaitsForTheDoubleTapToFail() throws {
        let (screen, view, log) = try makeScene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.cancelsTouchesInView = false
        view.addGestureRecognizer(double)
        screen.tap(at: P(100, 100))
        #expect(log.entries == ["view.began"])
        screen.advance(by: 0.36)
        #expect(log.entries == ["view.began", "view.ended"])
        log.entries.removeAll()
        double.delaysTouchesEnded = false
        screen.tap(at: P(100, 100))
        #expect(log.entries == ["view.began", "view.ended"])
    }

    @Test func disablingARecognizerInProgressCancelsIt() throws {
        let (screen, view, log) = try makeScene()
        let pan = view.addLogged(UIPanGestureRecognizer(), as: "pan")
        screen.touchDown(at: P(100, 100))
        screen.touchMove(to: P(120, 100))
        pan.isEnabled = false
        #expect(pan.state == .possible)
        screen.touchMove(to: P(140, 100))
        screen.touchUp(at: P(140, 100))
        #expect(log.entries == ["view.began", "pan:began", "view.cancelled", "pan:cancelled"])
        log.entries.removeAll()
        screen.tap(at: P(100, 100))
        #expect(log.entries == ["view.began", "view.ended"])
    }

    @Test func removingTheViewCancelsItsTouchesAndRecognizers() throws {
        let (screen, view, log) = try makeScene()
        let pan = view.addLogged(UIPanGestureRecognizer(), as: "pan")
        screen.touchDown(at: P(100, 100))
        screen.touchMove(to: P(120, 100))
        view.removeFromSuperview()
        #expect(log.entries == ["view.began", "pan:began", "view.cancelled", "pan:cancelled"])
        #expect(pan.state == .possible)
        screen.touchUp(at: P(120, 100))
        #expect(log.entries.count == 4)
    }

    @Test func actionsMayRemoveViewsAndDisableRecognizers() throws {
        let (screen, view, log) = try makeScene()
        let child = LoggingView("child", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        view.addSubview(child)
        let pan = view.addLogged(UIPanGestureRecognizer(), as: "pan")
        let press = UILongPressGestureRecognizer()
        press.allowableMovement = 100
        press.log(as: "press", into: log)
        let delegate = TestGestureDelegate()
        delegate.simultaneous = { _, _ in true }
        press.delegate = delegate
        press.addTarget { press in
            guard press.state == .began else { return }
            pan.isEnabled = false
            child.removeFromSuperview()
        }
        child.addGestureRecognizer(press)
        screen.touchDown(at: P(50, 50))
        screen.touchMove(to: P(50, 70))
        screen.advance(by: 0.5)
        #expect(child.superview == nil)
        #expect(pan.state == .possible && press.state == .possible)
        screen.touchUp(at: P(50, 70))
        #expect(
            log.entries == [
                "child.began", "pan:began", "child.cancelled", "press:began", "pan:cancelled", "press:cancelled"
            ])
        pan.isEnabled = true
        log.entries.removeAll()
        screen.drag(from: P(50, 50), to: P(80, 50))
        #expect(log.entries == ["view.began", "pan:began", "view.cancelled", "pan:ended"])
    }

    @Test func subclassesDriveTheStateMachine() throws {
        let (screen, view, log) = try makeScene()
        /// Recognizes when a second finger comes down; ignores any third.
        final class TwoFingerDown: UIGestureRecognizer {
            var resets = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                if numberOfTouches > 2 { touches.forEach { ignore($0, for: event) } }
                if numberOfTouches == 2 { state = .recognized }
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                if state == .possible { state = .failed }
                state = .changed  // illegal from .failed or .possible: ignored
            }
            override func reset() { resets += 1 }
            override var isDiscrete: Bool { true }
        }
        let recognizer = TwoFingerDown()
        recognizer.log(as: "two", into: log)
        view.addGestureRecognizer(recognizer)
        screen.tap(at: P(10, 10))
        #expect(recognizer.resets == 1)
        screen.touchDown(at: P(10, 10), finger: 0)
        screen.touchDown(at: P(50, 10), finger: 1)
        #expect(recognizer.numberOfTouches == 2)
        #expect(recognizer.location(in: nil) == P(30, 10))
        #expect(recognizer.location(ofTouch: 1, in: view) == P(50, 10))
        #expect(recognizer.location(ofTouch: 5, in: view) == .zero)
        screen.touchUp(at: P(10, 10), finger: 0)
        screen.touchUp(at: P(50, 10), finger: 1)
        #expect(recognizer.resets == 2)
        #expect(log.entries == ["view.began", "view.ended", "view.began", "two:ended", "view.cancelled"])
    }
}
