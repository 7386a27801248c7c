import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// A view controller that logs the touches its view passes up.
@MainActor
final class LoggingViewController: UIViewController {
    let log: EventLog
    init(log: EventLog) { self.log = log; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("vc.began"); super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("vc.ended"); super.touchesEnded(touches, with: event)
    }
}

/// Touch delivery: the responder chain, touch properties, multiple and
/// exclusive touch, ignoring interaction, animations, transforms.
@MainActor
@Suite struct TouchDeliveryTests {
    @Test func unhandledTouchesTravelViewSuperviewControllerWindow() throws {
        let screen = try HeadlessScreen(width: 200, height: 200)
        let log = EventLog()
        let controller = LoggingViewController(log: log)
        let root = LoggingView("root", frame: screen.window.bounds, log: log)
        root.forwards = true
        controller.view = root
        let outer = LoggingView("outer", frame: screen.window.bounds, log: log)
        outer.forwards = true
        screen.window.addSubview(outer)
        outer.addSubview(root)
        let leaf = LoggingView("leaf", frame: CGRect(x: 10, y: 10, width: 20, height: 20), log: log)
        leaf.forwards = true
        root.addSubview(leaf)
        #expect(leaf.next === root)
        #expect(root.next === controller)
        #expect(controller.next === outer)
        screen.tap(at: P(15, 15))
        #expect(
            log.entries == [
                "leaf.began", "root.began", "vc.began", "outer.began",
                "leaf.ended", "root.ended", "vc.ended", "outer.ended"
            ])
    }

    @Test func touchesCarryLocationsTimestampsAndPhases() throws {
        let (screen, view, _) = try makeScene()
        final class Probe: UIView {
            var records: [(UITouch.Phase, CGPoint, CGPoint, TimeInterval, Int)] = []
            var eventTypes: [UIEvent.EventType] = []
            func record(_ touches: Set<UITouch>, _ event: UIEvent?) {
                let t = touches.first!
                records.append((t.phase, t.location(in: self), t.previousLocation(in: self), t.timestamp, t.tapCount))
                if let event { eventTypes.append(event.type) }
            }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
        }
        let probe = Probe(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        view.addSubview(probe)
        screen.advance(by: 1)
        screen.touchDown(at: P(110, 120))
        screen.advance(by: 0.25)
        screen.touchMove(to: P(130, 140))
        screen.advance(by: 0.25)
        screen.touchUp(at: P(135, 150))
        #expect(probe.records.map(\.0) == [.began, .moved, .ended])
        #expect(probe.records.map(\.1) == [P(10, 20), P(30, 40), P(35, 50)])
        #expect(probe.records.map(\.2) == [P(10, 20), P(10, 20), P(30, 40)])
        #expect(probe.records.map(\.3) == [1, 1.25, 1.5])
        #expect(probe.eventTypes == [.touches, .touches, .touches])
    }

    @Test func anExclusiveTouchViewBlocksOthers() throws {
        let (screen, view, log) = try makeScene()
        let a = LoggingView("a", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let b = LoggingView("b", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        view.addSubview(a)
        view.addSubview(b)
        a.isExclusiveTouch = true
        screen.press([(P(50, 50), 0), (P(150, 50), 1)], liftOrder: [1, 0])
        #expect(log.entries == ["a.began", "a.ended"])
        log.entries.removeAll()
        screen.press([(P(150, 50), 1), (P(50, 50), 0)], liftOrder: [1, 0])
        #expect(log.entries == ["b.began", "b.ended"])
        log.entries.removeAll()
        a.isExclusiveTouch = false
        screen.press([(P(150, 50), 1), (P(50, 50), 0)], liftOrder: [1, 0])
        #expect(log.entries == ["b.began", "a.began", "a.ended", "b.ended"])
    }

    @Test func ignoringInteractionEventsNests() throws {
        let (screen, _, log) = try makeScene()
        let app = UIApplication.shared
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        screen.tap(at: P(10, 10))
        app.endIgnoringInteractionEvents()
        screen.tap(at: P(10, 10))
        #expect(log.entries.isEmpty)
        // A touch already down finishes its sequence.
        app.endIgnoringInteractionEvents()
        screen.touchDown(at: P(10, 10))
        app.beginIgnoringInteractionEvents()
        screen.touchUp(at: P(10, 10))
        app.endIgnoringInteractionEvents()
        app.endIgnoringInteractionEvents()  // unbalanced: logged, ignored
        #expect(!app.isIgnoringInteractionEvents)
        #expect(log.entries == ["view.began", "view.ended"])
    }

    @Test func animatingViewsTakeTouchesOnlyWithAllowUserInteraction() throws {
        let (screen, view, log) = try makeScene()
        let moving = LoggingView("moving", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        view.addSubview(moving)
        UIView.animate(withDuration: 1) { moving.center = CGPoint(x: 250, y: 50) }
        screen.advance(by: 0.1)
        screen.tap(at: P(250, 50))
        screen.tap(at: P(20, 20))
        #expect(log.entries == ["view.began", "view.ended", "view.began", "view.ended"])
        screen.advance(by: 1)
        log.entries.removeAll()
        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction]) {
            moving.center = CGPoint(x: 50, y: 50)
        }
        screen.advance(by: 0.1)
        // Hit testing uses the model position (the animation's end), as UIKit.
        screen.tap(at: P(20, 20))
        screen.tap(at: P(250, 50))
        #expect(log.entries == ["moving.began", "moving.ended", "view.began", "view.ended"])
    }

    /// UIKit: a property animator (isUserInteractionEnabled true,
    /// isManualHitTestingEnabled false by default) hit-tests its views where
    /// they are shown; manual hit testing falls back to the model geometry,
    /// and isUserInteractionEnabled false keeps touches off them.
    @Test func propertyAnimatorHitTestsViewsWhereTheyAreShown() throws {
        let (screen, view, log) = try makeScene()
        let moving = LoggingView("moving", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        view.addSubview(moving)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            moving.center = CGPoint(x: 250, y: 50)
        }
        #expect(animator.isUserInteractionEnabled && !animator.isManualHitTestingEnabled)
        animator.startAnimation()
        screen.advance(by: 0.5)  // shown at x 100...200 (centre 150), model at 200...300
        screen.tap(at: P(120, 50))
        screen.tap(at: P(280, 50))
        #expect(log.entries == ["moving.began", "moving.ended", "view.began", "view.ended"])
        log.entries.removeAll()
        animator.isManualHitTestingEnabled = true
        screen.tap(at: P(120, 50))
        screen.tap(at: P(280, 50))
        #expect(log.entries == ["view.began", "view.ended", "moving.began", "moving.ended"])
        log.entries.removeAll()
        animator.isUserInteractionEnabled = false
        screen.tap(at: P(280, 50))
        #expect(log.entries == ["view.began", "view.ended"])
        screen.advance(by: 1)  // ended: the model geometry again, interactive again
        log.entries.removeAll()
        screen.tap(at: P(280, 50))
        #expect(log.entries == ["moving.began", "moving.ended"])
        #expect(moving.layer.presentationHitTestingAnimations == 0 && moving.layer.interactionBlockingAnimations == 0)
    }

    @Test func touchesReachViewsThroughTransforms() throws {
        let (screen, view, log) = try makeScene()
        let turned = LoggingView("turned", frame: CGRect(x: 100, y: 100, width: 100, height: 20), log: log)
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.addSubview(turned)
        var local: CGPoint?
        let tap = UITapGestureRecognizer { local = $0.location(in: turned) }
        turned.addGestureRecognizer(tap)
        // Rotated a quarter turn about its centre (150, 110): it now spans x 140...160, y 60...160.
        screen.tap(at: P(150, 70))
        screen.tap(at: P(180, 110))
        #expect(log.entries == ["turned.began", "turned.cancelled", "view.began", "view.ended"])
        let point = try #require(local)
        #expect(abs(point.x - 10) < 1e-9 && abs(point.y - 10) < 1e-9)
    }

    @Test func aSecondFingerStillReachesTheRecognizersOfASingleTouchView() throws {
        let (screen, view, log) = try makeScene()
        let pinch = view.addLogged(UIPinchGestureRecognizer(), as: "pinch")
        pinch.cancelsTouchesInView = false
        screen.touchDown(at: P(100, 100), finger: 0)
        screen.touchDown(at: P(200, 100), finger: 1)
        screen.touchMove(to: P(250, 100), finger: 1)
        screen.touchUp(at: P(250, 100), finger: 1)
        screen.touchUp(at: P(100, 100), finger: 0)
        #expect(log.entries == ["view.began", "pinch:began", "pinch:ended", "view.ended"])
    }
}
