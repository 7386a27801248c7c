import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Each concrete recognizer at its UIKit thresholds, recognizing and failing,
/// with real SDL events through the pump and the virtual clock.
@MainActor
@Suite struct GestureRecognizerTests {
    @Test func tapRecognizesAtLiftAndCancelsTheViewsTouch() throws {
        let (screen, view, log) = try makeScene()
        let tap = view.addLogged(UITapGestureRecognizer(), as: "tap")
        screen.drag(from: P(100, 100), to: P(110, 100))
        #expect(log.entries == ["view.began", "view.moved", "tap:ended", "view.cancelled"])
        #expect(tap.state == .possible)
        #expect(tap.location(in: view) == P(110, 100))
    }

    /// One finger down, moved, lifted: a recognizer that refuses the drag
    /// leaves every touch to the view.
    enum RefusedDrag: String, CaseIterable, Sendable {
        /// A tap fails beyond ten points of movement.
        case tapMovedTooFar
        /// A pan fails when lifted before moving ten points.
        case panLiftedBeforeMoving
        /// A pinch fails with one finger.
        case pinchWithOneFinger

        @MainActor
        var recognizer: (UIGestureRecognizer, String) {
            switch self {
            case .tapMovedTooFar: (UITapGestureRecognizer(), "tap")
            case .panLiftedBeforeMoving: (UIPanGestureRecognizer(), "pan")
            case .pinchWithOneFinger: (UIPinchGestureRecognizer(), "pinch")
            }
        }

        var path: (from: CGPoint, to: CGPoint) {
            switch self {
            case .tapMovedTooFar: (P(100, 100), P(100, 110.5))
            case .panLiftedBeforeMoving: (P(100, 100), P(109, 100))
            case .pinchWithOneFinger: (P(100, 150), P(200, 150))
            }
        }
    }

    @Test(arguments: RefusedDrag.allCases)
    func aRefusedDragReachesTheView(_ drag: RefusedDrag) throws {
        let (screen, view, log) = try makeScene()
        let (recognizer, name) = drag.recognizer
        view.addLogged(recognizer, as: name)
        screen.drag(from: drag.path.from, to: drag.path.to)
        #expect(log.entries == ["view.began", "view.moved", "view.ended"])
    }

    @Test func tapNeedsItsNumberOfTouches() throws {
        let (screen, view, log) = try makeScene()
        view.isMultipleTouchEnabled = true
        let tap = UITapGestureRecognizer { _ in log.add("two-finger tap") }
        tap.numberOfTouchesRequired = 2
        view.addGestureRecognizer(tap)
        screen.tap(at: P(50, 50))
        #expect(!log.entries.contains("two-finger tap"))
        log.entries.removeAll()
        screen.press([(P(50, 50), 0), (P(80, 50), 1)], liftOrder: [0, 1])
        #expect(log.entries == ["view.began", "view.began", "two-finger tap", "view.cancelled"])
    }

    @Test func singleTapWaitsForTheDoubleTapToFail() throws {
        let (screen, view, log) = try makeScene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.log(as: "double", into: log)
        let single = UITapGestureRecognizer()
        single.log(as: "single", into: log)
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        screen.tap(at: P(100, 100))
        #expect(log.entries == ["view.began"])
        screen.advance(by: 0.34)
        #expect(log.entries == ["view.began"])
        screen.advance(by: 0.02)
        #expect(log.entries == ["view.began", "single:ended", "view.cancelled"])

        log.entries.removeAll()
        screen.advance(by: 1)
        screen.tap(at: P(100, 100))
        screen.advance(by: 0.2)
        screen.tap(at: P(104, 102))
        #expect(log.entries == ["view.began", "view.began", "double:ended", "view.cancelled"])
        screen.advance(by: 1)
        #expect(!log.entries.contains("single:ended"))
    }

    @Test func doubleTapFailsWhenTheSecondTapComesLate() throws {
        let (screen, view, log) = try makeScene()
        let double = view.addLogged(UITapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        screen.tap(at: P(100, 100))
        screen.advance(by: 0.36)
        screen.tap(at: P(100, 100))
        screen.advance(by: 0.5)
        #expect(log.entries == ["view.began", "view.ended", "view.began", "view.ended"])
    }

    @Test func doubleTapFailsWhenTheSecondTapLandsFarAway() throws {
        let (screen, view, log) = try makeScene()
        let double = view.addLogged(UITapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        screen.tap(at: P(100, 100))
        screen.advance(by: 0.1)
        screen.tap(at: P(146, 100))
        screen.advance(by: 0.1)
        screen.tap(at: P(190, 100))
        #expect(!log.entries.contains("double:ended"))
        screen.advance(by: 1)
        log.entries.removeAll()
        screen.tap(at: P(100, 100))
        screen.advance(by: 0.1)
        screen.tap(at: P(145, 100))
        #expect(log.entries == ["view.began", "view.began", "double:ended", "view.cancelled"])
    }

    @Test func longPressAfterATap() throws {
        let (screen, view, log) = try makeScene()
        let press = view.addLogged(UILongPressGestureRecognizer(), as: "press")
        press.numberOfTapsRequired = 1
        // A press without the tap first never begins.
        screen.touchDown(at: P(100, 100))
        screen.advance(by: 1)
        screen.touchUp(at: P(100, 100))
        screen.advance(by: 1)
        #expect(!log.entries.contains("press:began"))
        // Tap, then press within 0.35 s.
        log.entries.removeAll()
        screen.tap(at: P(100, 100))
        screen.advance(by: 0.2)
        screen.touchDown(at: P(100, 100))
        screen.advance(by: 0.5)
        screen.touchUp(at: P(100, 100))
        // The tap's touchesEnded waited for the press (delaysTouchesEnded), so both touches are cancelled together.
        #expect(log.entries == ["view.began", "view.began", "press:began", "view.cancelled", "press:ended"])
    }

    @Test func panIgnoresTouchesBeyondItsMaximum() throws {
        let (screen, view, _) = try makeScene()
        view.isMultipleTouchEnabled = true
        var counts: [Int] = []
        let pan = UIPanGestureRecognizer { counts.append($0.numberOfTouches) }
        pan.maximumNumberOfTouches = 1
        final class Probe: UIGestureRecognizer {
            var seen: [Int] = []
            weak var pan: UIGestureRecognizer?
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
                if let pan { seen.append(event.touches(for: pan)?.count ?? -1) }
            }
        }
        let probe = Probe()
        probe.pan = pan
        probe.cancelsTouchesInView = false
        view.addGestureRecognizer(probe)
        view.addGestureRecognizer(pan)
        screen.touchDown(at: P(100, 100), finger: 0)
        screen.touchDown(at: P(200, 100), finger: 1)
        screen.touchMove(to: P(200, 150), finger: 1)
        #expect(pan.state == .possible)
        screen.touchMove(to: P(100, 130), finger: 0)
        #expect(pan.translation(in: nil) == P(0, 30))
        #expect(counts == [1])
        #expect(probe.seen == [1, 1])
    }

    @Test func longPressBeginsAtHalfASecond() throws {
        let (screen, view, log) = try makeScene()
        let press = view.addLogged(UILongPressGestureRecognizer(), as: "press")
        screen.touchDown(at: P(100, 100))
        screen.advance(by: 0.49)
        #expect(press.state == .possible)
        screen.touchMove(to: P(110, 100))
        screen.advance(by: 0.01)
        #expect(press.state == .began)
        screen.touchMove(to: P(200, 100))
        screen.touchUp(at: P(200, 100))
        #expect(
            log.entries == ["view.began", "view.moved", "press:began", "view.cancelled", "press:changed", "press:ended"]
        )
    }

    @Test func longPressFailsWhenMovedMoreThanTenPoints() throws {
        let (screen, view, log) = try makeScene()
        let press = view.addLogged(UILongPressGestureRecognizer(), as: "press")
        screen.touchDown(at: P(100, 100))
        screen.touchMove(to: P(107, 108))
        screen.advance(by: 0.6)
        #expect(press.state == .failed)
        screen.touchUp(at: P(107, 108))
        #expect(log.entries == ["view.began", "view.moved", "view.ended"])
        #expect(press.state == .possible)
    }

    @Test func longPressFailsWhenLiftedEarly() throws {
        let (screen, view, log) = try makeScene()
        let press = view.addLogged(UILongPressGestureRecognizer(), as: "press")
        press.minimumPressDuration = 1
        screen.touchDown(at: P(100, 100))
        screen.advance(by: 0.9)
        screen.touchUp(at: P(100, 100))
        screen.advance(by: 1)
        #expect(log.entries == ["view.began", "view.ended"])
    }

    @Test func panBeginsAfterTenPointsWithTheTranslationFromTouchDown() throws {
        let (screen, view, log) = try makeScene()
        var translations: [CGPoint] = []
        var velocities: [CGPoint] = []
        let pan = UIPanGestureRecognizer { pan in
            translations.append(pan.translation(in: view))
            velocities.append(pan.velocity(in: view))
        }
        pan.log(as: "pan", into: log)
        view.addGestureRecognizer(pan)
        screen.touchDown(at: P(100, 100))
        screen.advance(by: 0.05)
        screen.touchMove(to: P(106, 107.75))
        #expect(pan.state == .possible)
        screen.advance(by: 0.05)
        screen.touchMove(to: P(106, 108))
        #expect(pan.state == .began)
        screen.advance(by: 0.05)
        screen.touchMove(to: P(126, 108))
        screen.touchUp(at: P(126, 108))
        #expect(log.entries == ["view.began", "view.moved", "pan:began", "view.cancelled", "pan:changed", "pan:ended"])
        #expect(translations == [P(6, 8), P(26, 8), P(26, 8)])
        #expect(abs(velocities[1].x - 200) < 0.001 && abs(velocities[1].y - 2.5) < 0.001)
    }

    @Test func panTranslationCanBeReset() throws {
        let (screen, view, _) = try makeScene()
        let pan = UIPanGestureRecognizer()
        var seen: [CGPoint] = []
        pan.addTarget { pan in
            seen.append(pan.translation(in: nil))
            pan.setTranslation(.zero, in: nil)
        }
        view.addGestureRecognizer(pan)
        screen.touchDown(at: P(100, 100))
        screen.touchMove(to: P(120, 100))
        screen.touchMove(to: P(125, 103))
        screen.touchUp(at: P(125, 103))
        #expect(seen == [P(20, 0), P(5, 3), .zero])
    }

    @Test func panWithTwoFingersMinimumIgnoresOne() throws {
        let (screen, view, log) = try makeScene()
        view.isMultipleTouchEnabled = true
        let pan = view.addLogged(UIPanGestureRecognizer(), as: "pan")
        pan.minimumNumberOfTouches = 2
        screen.touchDown(at: P(100, 100))
        screen.touchMove(to: P(150, 100))
        #expect(pan.state == .possible)
        screen.touchDown(at: P(100, 150), finger: 1)
        screen.touchMove(to: P(170, 100))
        #expect(pan.state == .began)
        #expect(pan.translation(in: nil) == P(10, 0))
        screen.touchMove(to: P(120, 170), finger: 1)
        #expect(pan.numberOfTouches == 2)
        #expect(pan.translation(in: nil) == P(20, 10))
        #expect(log.entries == ["view.began", "view.moved", "view.began", "pan:began", "view.cancelled", "pan:changed"])
    }

    @Test func swipeRecognizesAtFiftyPointsWithinHalfASecond() throws {
        let (screen, view, log) = try makeScene()
        let swipe = view.addLogged(UISwipeGestureRecognizer(), as: "swipe")
        screen.touchDown(at: P(50, 100))
        screen.advance(by: 0.2)
        screen.touchMove(to: P(99, 110))
        #expect(swipe.state == .possible)
        screen.touchMove(to: P(100, 110))
        #expect(log.entries == ["view.began", "view.moved", "swipe:ended", "view.cancelled"])
    }

    @Test func swipeFailsTooSlowWrongWayOrOffAxis() throws {
        let (screen, view, log) = try makeScene()
        let swipe = view.addLogged(UISwipeGestureRecognizer(), as: "swipe")
        swipe.direction = [.right, .up]
        // Too slow.
        screen.touchDown(at: P(50, 100))
        screen.advance(by: 0.5)
        screen.touchMove(to: P(150, 100))
        screen.touchUp(at: P(150, 100))
        // Wrong way.
        screen.drag(from: P(150, 100), to: P(90, 100))
        // Off axis (more than 30°).
        screen.drag(from: P(50, 100), to: P(110, 65))
        #expect(!log.entries.contains("swipe:ended"))
        // Up is allowed.
        screen.touchDown(at: P(100, 200))
        screen.touchMove(to: P(110, 140))
        #expect(log.entries.suffix(2) == ["swipe:ended", "view.cancelled"])
    }

    @Test func pinchScalesFromTheSecondFingersTouchDown() throws {
        let (screen, view, log) = try makeScene()
        var scales: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { scales.append($0.scale) }
        pinch.log(as: "pinch", into: log)
        view.addGestureRecognizer(pinch)
        screen.touchDown(at: P(100, 150), finger: 0)
        screen.touchDown(at: P(200, 150), finger: 1)
        screen.touchMove(to: P(207, 150), finger: 1)
        #expect(pinch.state == .possible)
        screen.touchMove(to: P(208, 150), finger: 1)
        screen.touchMove(to: P(50, 150), finger: 0)
        screen.touchUp(at: P(50, 150), finger: 0)
        screen.touchUp(at: P(208, 150), finger: 1)
        #expect(log.entries == ["view.began", "pinch:began", "view.cancelled", "pinch:changed", "pinch:ended"])
        #expect(scales.map { ($0 * 100).rounded() / 100 } == [1.08, 1.58, 1.58])
    }

    @Test func rotationBeginsAtFourDegrees() throws {
        let (screen, view, log) = try makeScene()
        var rotations: [CGFloat] = []
        let rotation = UIRotationGestureRecognizer { rotations.append($0.rotation) }
        rotation.log(as: "rotation", into: log)
        view.addGestureRecognizer(rotation)
        screen.touchDown(at: P(100, 150), finger: 0)
        screen.touchDown(at: P(200, 150), finger: 1)
        screen.touchMove(to: P(200, 156), finger: 1)  // atan(0.06) = 0.0599 rad
        #expect(rotation.state == .possible)
        screen.touchMove(to: P(200, 250), finger: 1)  // 45°
        screen.touchUp(at: P(200, 250), finger: 1)
        #expect(log.entries == ["view.began", "rotation:began", "view.cancelled", "rotation:ended"])
        #expect(abs(rotations[0] - .pi / 4) < 1e-9)
    }

    @Test func hoverFollowsThePointerOverTheView() throws {
        let (screen, view, log) = try makeScene()
        let child = LoggingView("child", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        view.addSubview(child)
        var locations: [CGPoint] = []
        let hover = UIHoverGestureRecognizer { locations.append($0.location(in: child)) }
        hover.log(as: "hover", into: log)
        child.addGestureRecognizer(hover)
        screen.mouseMove(to: P(150, 150), buttonDown: false)
        screen.mouseMove(to: P(50, 50), buttonDown: false)
        screen.mouseMove(to: P(60, 50), buttonDown: false)
        screen.mouseMove(to: P(150, 50), buttonDown: false)
        screen.mouseMove(to: P(20, 20), buttonDown: false)
        screen.pointerLeaves()
        #expect(log.entries == ["hover:began", "hover:changed", "hover:ended", "hover:began", "hover:ended"])
        #expect(locations.first == P(50, 50))
    }

    @Test func wheelScrollingPansWhenAllowed() throws {
        let (screen, view, log) = try makeScene()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        screen.scroll(y: -1, at: P(100, 100))
        #expect(pan.state == .possible)
        var translations: [CGPoint] = []
        pan.addTarget { translations.append($0.translation(in: view)) }
        pan.log(as: "pan", into: log)
        pan.allowedScrollTypesMask = .discrete
        screen.scroll(y: -1, at: P(100, 100))
        screen.advance(by: 0.05)
        screen.scroll(y: -2, at: P(100, 100))
        screen.scroll(x: 0.5, y: 0, at: P(100, 100), precise: true)
        screen.advance(by: 0.09)
        #expect(pan.state == .changed)
        screen.advance(by: 0.02)
        #expect(log.entries == ["pan:began", "pan:changed", "pan:ended"])
        // 48-point notches that speed up in a spin (WheelNotchAcceleration): the refused notch
        // before started it, so ×1.25 (60), then two at ×1.5 (144).
        #expect(translations == [P(0, -60), P(0, -204), P(0, -204)])
        #expect(pan.numberOfTouches == 0)
    }

    @Test func altDragPinchesAroundTheWindowCentre() throws {
        let (screen, view, log) = try makeScene()
        var scales: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { scales.append($0.scale) }
        pinch.log(as: "pinch", into: log)
        view.addGestureRecognizer(pinch)
        screen.mouseDown(at: P(200, 150), modifiers: .alternate)
        #expect(pinch.numberOfTouches == 2)
        #expect(pinch.location(ofTouch: 1, in: nil) == P(100, 150))
        screen.mouseMove(to: P(250, 150))
        screen.mouseUp(at: P(250, 150))
        #expect(log.entries == ["view.began", "pinch:began", "view.cancelled", "pinch:ended"])
        #expect(scales == [2, 2])
    }

    @Test func mouseTouchesAreIndirectPointers() throws {
        let (screen, view, _) = try makeScene()
        var types: [UITouch.TouchType] = []
        final class Probe: UIGestureRecognizer {
            var onBegan: (UITouch) -> Void = { _ in }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { touches.forEach(onBegan) }
        }
        let probe = Probe()
        probe.onBegan = { types.append($0.type) }
        view.addGestureRecognizer(probe)
        screen.mouseDown(at: P(10, 10))
        screen.mouseUp(at: P(10, 10))
        screen.tap(at: P(10, 10))
        #expect(types == [.indirectPointer, .direct])
    }
}
