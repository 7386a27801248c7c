import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting
import CSDL

/// Records the touch callbacks that reach it.
@MainActor
final class TouchRecorder: UIView {
    var log: [String] = []
    var locations: [CGPoint] = []
    var tapCounts: [Int] = []
    var handles = true

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches, event) { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("moved", touches, event) { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("ended", touches, event) { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches, event) { super.touchesCancelled(touches, with: event) }
    }

    private func record(_ name: String, _ touches: Set<UITouch>, _ event: UIEvent?, forward: () -> Void) {
        log.append(name)
        if let touch = touches.first { locations.append(touch.location(in: self)); tapCounts.append(touch.tapCount) }
        if !handles { forward() }
    }
}

/// Records key presses when it is the first responder.
@MainActor
final class KeyRecorder: UIView {
    var keys: [UIKeyboardHIDUsage] = []
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        keys.append(contentsOf: presses.compactMap { $0.key?.keyCode })
    }
}

@MainActor
@Suite struct EventPumpTests {
    @Test func aTouchStaysWithTheViewHitAtTouchDown() throws {
        let screen = try HeadlessScreen(width: 200, height: 200)
        let view = TouchRecorder(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        screen.window.addSubview(view)
        screen.touchDown(at: CGPoint(x: 60, y: 70))
        screen.touchMove(to: CGPoint(x: 150, y: 150))
        screen.touchUp(at: CGPoint(x: 160, y: 170))
        #expect(view.log == ["began", "moved", "ended"])
        #expect(abs(view.locations[0].x - 10) < 0.01 && abs(view.locations[0].y - 20) < 0.01)
        #expect(abs(view.locations[2].x - 110) < 0.01 && abs(view.locations[2].y - 120) < 0.01)
    }

    @Test func unhandledTouchesGoUpTheResponderChain() throws {
        let screen = try HeadlessScreen(width: 200, height: 200)
        let parent = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = TouchRecorder(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        child.handles = false
        parent.addSubview(child)
        screen.window.addSubview(parent)
        screen.tap(at: CGPoint(x: 20, y: 20))
        #expect(child.log == ["began", "ended"])
        #expect(parent.log == ["began", "ended"])
    }

    @Test func viewControllerIsNextAfterItsView() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let controller = UIViewController()
        screen.window.rootViewController = controller
        #expect(controller.view.next === controller)
        #expect(controller.next === screen.window)
        #expect(screen.window.next === UIApplication.shared)
    }

    @Test func aSecondFingerSkipsAViewWithoutMultipleTouch() throws {
        let screen = try HeadlessScreen(width: 200, height: 200)
        let view = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        screen.window.addSubview(view)
        screen.touchDown(at: CGPoint(x: 10, y: 10), finger: 0)
        screen.touchDown(at: CGPoint(x: 100, y: 100), finger: 1)
        #expect(view.log == ["began"])
        view.isMultipleTouchEnabled = true
        screen.touchDown(at: CGPoint(x: 120, y: 120), finger: 2)
        #expect(view.log == ["began", "began"])
        screen.touchUp(at: CGPoint(x: 10, y: 10), finger: 0)
        screen.touchUp(at: CGPoint(x: 100, y: 100), finger: 1)
        screen.touchUp(at: CGPoint(x: 120, y: 120), finger: 2)
        #expect(view.log == ["began", "began", "ended", "ended"])
    }

    @Test func quickTapsNearbyCountUp() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let view = TouchRecorder(frame: screen.window.bounds)
        screen.window.addSubview(view)
        screen.tap(at: CGPoint(x: 40, y: 40))
        screen.advance(by: 0.1)
        screen.tap(at: CGPoint(x: 42, y: 41))
        screen.advance(by: 1)
        screen.tap(at: CGPoint(x: 42, y: 41))
        #expect(view.tapCounts == [1, 1, 2, 2, 1, 1])
    }

    @Test func losingFocusCancelsTouches() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let view = TouchRecorder(frame: screen.window.bounds)
        screen.window.addSubview(view)
        screen.touchDown(at: CGPoint(x: 10, y: 10))
        var event = SDL_Event()
        event.window.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
        event.window.windowID = screen.window.sdlWindowID ?? 0
        SDL_PushEvent(&event)
        screen.runFrame()
        #expect(view.log == ["began", "cancelled"])
        screen.touchUp(at: CGPoint(x: 10, y: 10))
        #expect(view.log == ["began", "cancelled"])
    }

    @Test func hiddenAndNonInteractiveViewsDoNotReceiveTouches() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let back = TouchRecorder(frame: screen.window.bounds)
        let front = TouchRecorder(frame: screen.window.bounds)
        screen.window.addSubview(back)
        screen.window.addSubview(front)
        front.isUserInteractionEnabled = false
        screen.tap(at: CGPoint(x: 5, y: 5))
        #expect(front.log.isEmpty)
        #expect(back.log == ["began", "ended"])
    }

    @Test func keysGoToTheFirstResponder() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let view = KeyRecorder(frame: screen.window.bounds)
        screen.window.addSubview(view)
        #expect(view.becomeFirstResponder())
        #expect(view.isFirstResponder)
        screen.key(.keyboardDownArrow)
        screen.key(.keyboardEscape)
        #expect(view.keys == [.keyboardDownArrow, .keyboardEscape])
        view.removeFromSuperview()
        #expect(!view.isFirstResponder)
    }

    @Test func aViewOutsideAWindowCannotBecomeFirstResponder() {
        let view = KeyRecorder(frame: .zero)
        #expect(!view.becomeFirstResponder())
    }
}
