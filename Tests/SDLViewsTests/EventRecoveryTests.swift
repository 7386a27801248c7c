import Foundation
import Testing
import CSDL
@testable import SDLViews
import SDLViewsTesting

/// Touches and recognizers that must not outlive their input: the mirrored
/// Alt finger ends with the mouse button, and recognizers requiring each
/// other's failure leave the active set when their touches end.
@MainActor
@Suite struct EventRecoveryTests {
    @Test func aPressWithoutReleaseEndsTheMirroredFingerOfTheEarlierAltPress() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let pinch = UIPinchGestureRecognizer()
        screen.window.addGestureRecognizer(pinch)
        screen.mouseDown(at: P(200, 150), modifiers: .alternate)
        #expect(screen.window.activeTouches.count == 2)
        screen.mouseDown(at: P(50, 50))  // SDL may deliver a press without the release before it
        screen.mouseUp(at: P(50, 50))
        #expect(screen.window.activeTouches.isEmpty)
        #expect(pinch.numberOfTouches == 0)
        #expect(pinch.state == .possible)
    }

    @Test func anExclusiveTouchButtonTakesTapsAfterAStrayMirroredFinger() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 200, y: 20, width: 80, height: 40)
        button.isExclusiveTouch = true
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        screen.window.addSubview(button)
        screen.mouseDown(at: P(250, 150), modifiers: .alternate)
        screen.mouseDown(at: P(250, 150))
        screen.mouseUp(at: P(250, 150))
        screen.tap(at: P(240, 40))  // the stray finger was over the window at (50, 50)
        #expect(taps == 1)
    }

    @Test func circularFailureRequirementsFailAndLeaveTheActiveSet() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        SDLViewsLog.printsToStandardError = false
        defer { SDLViewsLog.printsToStandardError = true }
        SDLViewsLog.clear()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        screen.window.addSubview(view)
        var recognized: [String] = []
        let a = UITapGestureRecognizer { _ in recognized.append("a") }
        let b = UITapGestureRecognizer { _ in recognized.append("b") }
        a.require(toFail: b)
        b.require(toFail: a)
        var late = 0
        let waitingOnA = UITapGestureRecognizer { _ in late += 1 }
        waitingOnA.require(toFail: a)
        [a, b, waitingOnA].forEach(view.addGestureRecognizer)
        screen.tap(at: P(50, 50))
        #expect(recognized.isEmpty, "neither of the pair can go first")
        #expect(late == 1, "one waiting on the pair is released when they fail")
        #expect(!runtime.gestureEnvironment.active.contains { $0 === a || $0 === b || $0 === waitingOnA })
        #expect(a.state == .possible && b.state == .possible)
        #expect(SDLViewsLog.messages.contains { $0.contains("circular") })
        screen.tap(at: P(50, 50))
        #expect(late == 2, "the next touch starts clean")
    }
}
