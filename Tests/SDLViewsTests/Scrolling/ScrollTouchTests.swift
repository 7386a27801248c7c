import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// A control that logs its touches and counts touch-up-inside actions.
@MainActor
final class LoggingControl: UIControl {
    let log: EventLog
    var fired = 0

    init(frame: CGRect, log: EventLog) {
        self.log = log
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in self?.fired += 1 }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("began"); super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("ended"); super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("cancelled"); super.touchesCancelled(touches, with: event)
    }
}

/// A scroll view that lets drags take touches from controls too.
@MainActor
final class CancellingScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}

/// A scroll view that keeps touches from one view.
@MainActor
final class FilteringScrollView: UIScrollView {
    weak var refused: UIView?
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        view !== refused
    }
}

/// Touches inside scroll views: UIKit's content touch delay and cancelling, nested scroll views, direction lock.
@MainActor
@Suite struct ScrollTouchTests {
    typealias Scene = ScrollScene

    /// The finger (down at 50, 90) moves up 15 points a frame to 30; the pan begins at the first step.
    private static func dragUp(_ screen: HeadlessScreen) {
        for y in stride(from: 75.0, through: 30, by: -15) {
            screen.advance(by: ScrollScene.frame)
            screen.touchMove(to: CGPoint(x: 50, y: y))
        }
    }

    private func control(in scene: Scene) -> (LoggingControl, EventLog) {
        let log = EventLog()
        let control = LoggingControl(frame: CGRect(x: 20, y: 20, width: 160, height: 80), log: log)
        scene.scrollView.addSubview(control)
        return (control, log)
    }

    @Test func aTapOnAButtonInsideFiresIt() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 1000))
        let (control, log) = control(in: scene)
        scene.screen.touchDown(at: CGPoint(x: 50, y: 40))
        #expect(log.entries.isEmpty)  // held for the content touch delay
        scene.screen.touchUp(at: CGPoint(x: 50, y: 40))
        #expect(log.entries == ["began", "ended"])
        #expect(control.fired == 1)
        // Held past the delay, the control sees the touch begin before it lifts.
        scene.screen.touchDown(at: CGPoint(x: 50, y: 40))
        scene.screen.advance(by: 0.2)
        #expect(log.entries.last == "began")
        scene.screen.touchUp(at: CGPoint(x: 50, y: 40))
        #expect(control.fired == 2)
    }

    @Test func aQuickDragStartingOnAButtonScrollsAndTheButtonNeverSeesIt() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 1000))
        let (control, log) = control(in: scene)
        scene.drag(Scene.line(from: CGPoint(x: 50, y: 90), step: CGPoint(x: 0, y: -15), count: 4))
        scene.screen.touchUp(at: CGPoint(x: 50, y: 45))
        #expect(scene.scrollView.contentOffset.y > 0)
        #expect(log.entries.isEmpty)
        #expect(control.fired == 0)
    }

    @Test func aHeldControlKeepsItsTouchUnlessTheScrollViewMayCancelIt() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 1000))
        let (control, log) = control(in: scene)
        scene.screen.touchDown(at: CGPoint(x: 50, y: 90))
        scene.screen.advance(by: 0.2)
        Self.dragUp(scene.screen)
        #expect(scene.scrollView.contentOffset.y == 0)  // UIKit: touchesShouldCancel(in:) is false for controls
        #expect(log.entries == ["began"])
        scene.screen.touchUp(at: CGPoint(x: 50, y: 30))
        #expect(control.fired == 1)
    }

    @Test func aSubclassThatCancelsControlsScrollsAndTheControlGetsTouchesCancelled() throws {
        let screen = try HeadlessScreen(width: 200, height: 200)
        let scrollView = CancellingScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        screen.window.addSubview(scrollView)
        let log = EventLog()
        let control = LoggingControl(frame: CGRect(x: 20, y: 20, width: 160, height: 80), log: log)
        scrollView.addSubview(control)
        screen.touchDown(at: CGPoint(x: 50, y: 90))
        screen.advance(by: 0.2)
        Self.dragUp(screen)
        #expect(scrollView.contentOffset.y == 45)
        #expect(log.entries == ["began", "cancelled"])
        screen.touchUp(at: CGPoint(x: 50, y: 30))
        #expect(control.fired == 0)
    }

    @Test func aPlainViewHeldPastTheDelayIsCancelledWhenTheDragStarts() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 1000))
        let log = EventLog()
        scene.scrollView.addSubview(LoggingView("v", frame: CGRect(x: 0, y: 0, width: 200, height: 1000), log: log))
        scene.screen.touchDown(at: CGPoint(x: 50, y: 90))
        scene.screen.advance(by: 0.2)
        #expect(log.entries == ["v.began"])
        Self.dragUp(scene.screen)
        #expect(log.entries == ["v.began", "v.cancelled"])
        #expect(scene.scrollView.contentOffset.y == 45)
        scene.screen.touchUp(at: CGPoint(x: 50, y: 30))
        // Without canCancelContentTouches the content keeps it and nothing scrolls.
        scene.settle()
        scene.scrollView.contentOffset = .zero
        scene.scrollView.canCancelContentTouches = false
        log.entries.removeAll()
        scene.screen.touchDown(at: CGPoint(x: 50, y: 90))
        scene.screen.advance(by: 0.2)
        Self.dragUp(scene.screen)
        #expect(scene.scrollView.contentOffset.y == 0)
        #expect(log.entries == ["v.began", "v.moved", "v.moved", "v.moved", "v.moved"])
        scene.screen.touchUp(at: CGPoint(x: 50, y: 30))
    }

    @Test func withoutDelayingContentTouchesTheContentSeesTheTouchAtOnce() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 1000))
        let (_, log) = control(in: scene)
        scene.scrollView.delaysContentTouches = false
        scene.screen.touchDown(at: CGPoint(x: 50, y: 40))
        #expect(log.entries == ["began"])
        scene.screen.touchUp(at: CGPoint(x: 50, y: 40))
    }

    @Test func touchesShouldBeginCanKeepTouchesFromAView() throws {
        let screen = try HeadlessScreen(width: 200, height: 200)
        let scrollView = FilteringScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        screen.window.addSubview(scrollView)
        let log = EventLog()
        let control = LoggingControl(frame: CGRect(x: 20, y: 20, width: 160, height: 80), log: log)
        scrollView.addSubview(control)
        scrollView.refused = control
        screen.tap(at: CGPoint(x: 50, y: 40))
        #expect(log.entries.isEmpty)
        #expect(control.fired == 0)
    }

    @Test func nestedScrollViewsSplitDragsByDirection() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 2000))
        let shelf = UIScrollView(frame: CGRect(x: 0, y: 50, width: 200, height: 100))
        shelf.contentSize = CGSize(width: 1000, height: 100)
        scene.scrollView.addSubview(shelf)
        // Vertical on the shelf: the list scrolls.
        scene.drag([CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 90), CGPoint(x: 100, y: 60)])
        #expect(scene.scrollView.contentOffset.y == 30)
        #expect(shelf.contentOffset == .zero)
        #expect(!shelf.isDragging)
        scene.screen.advance(by: 0.2)
        scene.screen.touchUp(at: CGPoint(x: 100, y: 60))
        scene.settle()
        // Horizontal on the shelf: the shelf scrolls, the list stays.
        let listOffset = scene.scrollView.contentOffset
        scene.drag([CGPoint(x: 150, y: 100), CGPoint(x: 140, y: 100), CGPoint(x: 100, y: 98)])
        #expect(shelf.contentOffset == CGPoint(x: 40, y: 0))
        #expect(scene.scrollView.contentOffset == listOffset)
        scene.screen.touchUp(at: CGPoint(x: 100, y: 98))
    }

    @Test func directionalLockKeepsADragOnItsFirstAxis() throws {
        for locked in [true, false] {
            let scene = try Scene(content: CGSize(width: 1000, height: 1000))
            scene.scrollView.isDirectionalLockEnabled = locked
            scene.drag([CGPoint(x: 150, y: 150), CGPoint(x: 138, y: 148), CGPoint(x: 100, y: 140)])
            let expected = locked ? CGPoint(x: 38, y: 0) : CGPoint(x: 38, y: 8)
            #expect(scene.scrollView.contentOffset == expected)
            scene.screen.touchUp(at: CGPoint(x: 100, y: 140))
        }
    }

    @Test func scrollingCanBeTurnedOff() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 1000))
        scene.scrollView.isScrollEnabled = false
        scene.drag(Scene.line(from: CGPoint(x: 100, y: 150), step: CGPoint(x: 0, y: -15), count: 5))
        #expect(scene.scrollView.contentOffset == .zero)
        scene.screen.touchUp(at: CGPoint(x: 100, y: 90))
        scene.screen.scroll(y: -3, at: CGPoint(x: 100, y: 100))
        scene.screen.advance(by: 0.3)
        #expect(scene.scrollView.contentOffset == .zero)
    }
}
