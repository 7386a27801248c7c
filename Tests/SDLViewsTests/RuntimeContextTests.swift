import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Each `HeadlessScreen` starts from a fresh runtime context: whatever an
/// earlier screen left behind (open blocks and transactions, touches held
/// for a recognizer, display links, ignored interaction, pushed graphics
/// contexts, queued constraints) is not seen by the next one.
@MainActor
@Suite struct RuntimeContextTests {
    /// A screen with one logging view covering it.
    private func makeScene() throws -> (HeadlessScreen, LoggingView, EventLog) {
        let screen = try HeadlessScreen(width: 200, height: 200)
        let log = EventLog()
        let view = LoggingView("view", frame: screen.window.bounds, log: log)
        screen.window.addSubview(view)
        screen.runFrame()
        return (screen, view, log)
    }

    @Test func touchHeldForADoubleTapInOneScreenIsNeverDeliveredInTheNext() throws {
        do {
            let (first, view, firstLog) = try makeScene()
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            view.addGestureRecognizer(double)
            first.tap(at: CGPoint(x: 100, y: 100))
            // The view's touchesEnded waits for the double tap to fail.
            #expect(firstLog.entries == ["view.began"])
            firstLog.entries.removeAll()
            let (second, other, secondLog) = try makeScene()
            second.advance(by: 1)
            second.tap(at: CGPoint(x: 50, y: 50))
            second.advance(by: 1)
            #expect(firstLog.entries.isEmpty)
            #expect(secondLog.entries == ["view.began", "view.ended"])
            #expect(runtime.gestureEnvironment.active.isEmpty)
            withExtendedLifetime((first, view, other)) {}
        }
    }

    @Test func ignoredInteractionDoesNotCarryOverToTheNextScreen() throws {
        do {
            let (first, _, _) = try makeScene()
            UIApplication.shared.beginIgnoringInteractionEvents()
            #expect(UIApplication.shared.isIgnoringInteractionEvents)
            withExtendedLifetime(first) {}
        }
        let (second, _, log) = try makeScene()
        #expect(!UIApplication.shared.isIgnoringInteractionEvents)
        second.tap(at: CGPoint(x: 20, y: 20))
        #expect(log.entries == ["view.began", "view.ended"])
    }

    @Test func displayLinkOfAnEarlierScreenStopsFiring() throws {
        var fired = 0
        let link = CADisplayLink { _ in fired += 1 }
        do {
            let first = try HeadlessScreen(width: 40, height: 40)
            link.add(to: .main, forMode: .common)
            first.advance(by: 1.0 / 60)
            #expect(fired == 1)
        }
        let second = try HeadlessScreen(width: 40, height: 40)
        fired = 0
        second.advance(by: 1.0 / 60)
        second.advance(by: 1.0 / 60)
        #expect(fired == 0)
        // The stale link's token names nothing in the new pipeline: invalidating
        // it leaves a link registered in this screen running.
        var current = 0
        let live = CADisplayLink { _ in current += 1 }
        live.add(to: .main, forMode: .common)
        link.invalidate()
        second.advance(by: 1.0 / 60)
        #expect(current == 1)
        live.invalidate()
    }

    @Test func openBlocksTransactionsAndSwitchesDoNotCarryOver() throws {
        do {
            let first = try HeadlessScreen(width: 40, height: 40)
            first.advance(by: 2)
            #expect(CACurrentMediaTime() == 2)
            UIView.beginAnimations("left open", context: nil)
            UIView.setAnimationDuration(3)
            CATransaction.begin()
            CATransaction.setAnimationDuration(7)
            UIView.setAnimationsEnabled(false)
            UIGraphicsPushContext(CGContext(bitmapSize: CGSize(width: 4, height: 4), scale: 1, opaque: false)!)
        }
        let second = try HeadlessScreen(width: 40, height: 40)
        #expect(CACurrentMediaTime() == 0)
        #expect(UIView.areAnimationsEnabled)
        #expect(UIView.inheritedAnimationDuration == 0)
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(UIGraphicsGetCurrentContext() == nil)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        second.window.addSubview(view)
        second.runFrame()
        view.frame.origin.x = 20
        #expect(view.layer.animationKeys()?.isEmpty ?? true)
    }

    @Test func constraintsQueuedInOneScreenAreNotAddedByTheNext() throws {
        let constraint: NSLayoutConstraint
        let view = UIView()
        do {
            let first = try HeadlessScreen(width: 100, height: 100)
            view.translatesAutoresizingMaskIntoConstraints = false
            first.window.addSubview(view)
            constraint = view.widthAnchor.constraint(equalToConstant: 30)
            constraint.isActive = true
            // No frame ran: the constraint waits for the update-constraints pass.
            #expect(constraint.engine == nil)
            withExtendedLifetime(first) {}
        }
        let second = try HeadlessScreen(width: 100, height: 100)
        second.advance(by: 0.1)
        #expect(constraint.engine == nil)
        #expect(view.frame.width == 0)
    }

    @Test func freshContextContinuesTheStampsOfTheOldOne() throws {
        let first = try HeadlessScreen(width: 40, height: 40)
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        child.removeFromSuperview()
        first.runFrame()
        let before = runtime
        UIApplication.shared.resetRuntime()
        #expect(runtime !== before)
        #expect(runtime.viewHierarchyGeneration > before.viewHierarchyGeneration)
        #expect(runtime.layerTreeGeneration > before.layerTreeGeneration)
        #expect(runtime.changeClock > before.changeClock)
        #expect(runtime.pipeline.lastCallbackID >= before.pipeline.lastCallbackID)
    }
}
