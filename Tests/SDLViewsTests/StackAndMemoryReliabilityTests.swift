import Foundation
import Testing
@testable import ReliabilityProbe
@testable import SDLViews
import SDLViewsTesting

/// Issue 21, stack and memory: use-after-free in Auto Layout, re-entrant
/// layout and display, deep hierarchies and replicators. Crash and hang
/// reproducers run in a child process (`reliability-probe`); the exact
/// behaviour after the fix is checked in process.
@MainActor
@Suite(.serialized) struct StackAndMemoryReliabilityTests {
    // MARK: Reproducers (child process)

    @Test func churningConstrainedCardsUnderMallocPerturbDoesNotCrash() throws {
        let outcome = try ProbeProcess.run(
            "constraint-card-churn", deadline: 120, environment: ["MALLOC_PERTURB_": "165"])
        #expect(outcome.ending == .exited(0), "ended \(outcome.ending):\n\(outcome.output.suffix(4000))")
    }

    @Test func reentrantLayoutIfNeededDoesNotOverflowTheStack() throws {
        try ProbeProcess.expectBehaves("layout-reentrant-layout-if-needed")
    }

    @Test func setNeedsDisplayInDrawLetsFramesEnd() throws {
        try ProbeProcess.expectBehaves("draw-requests-display", deadline: 30)
    }

    @Test func aDeepChainBuildsLaysOutCompositesHitTestsAndTearsDown() throws {
        try ProbeProcess.expectBehaves("deep-chain", deadline: 120)
    }

    @Test func aReplicatorWithAMillionInstancesKeepsFramesShort() throws {
        try ProbeProcess.expectBehaves("replicator-many-instances", deadline: 60)
    }

    // MARK: Deep hierarchies

    @Test func buildingADeepChainTopDownTakesStepsLinearInItsDepth() throws {
        let screen = try HeadlessScreen(width: 50, height: 50)
        let depth = 8_000
        let before = runtime.hierarchyDepth.ancestorSteps
        var deepest: UIView = screen.window
        for _ in 0..<depth {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            deepest.addSubview(view)
            deepest = view
        }
        #expect(runtime.hierarchyDepth.ancestorSteps - before <= 4 * depth)
        #expect(deepest.window === screen.window)
        screen.runFrame()
        screen.window.subviews.first?.removeFromSuperview()
        #expect(deepest.window == nil)
    }

    /// Only the walks up are linear here: each new top still tells the
    /// subtree it adopts that its tint may have changed, as UIKit does, and
    /// takes its constraints along (work proportional to the subtree).
    @Test func buildingADeepChainBottomUpTakesAncestorStepsLinearInItsDepth() throws {
        let screen = try HeadlessScreen(width: 50, height: 50)
        let depth = 1_000
        let before = runtime.hierarchyDepth.ancestorSteps
        let deepest = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var top = deepest
        for _ in 1..<depth {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.addSubview(top)
            top = view
        }
        screen.window.addSubview(top)
        #expect(runtime.hierarchyDepth.ancestorSteps - before <= 4 * depth)
        #expect(deepest.window === screen.window)
        top.removeFromSuperview()
    }

    @Test func layersDeeperThanTheLimitAreNotDrawnAndTheReasonIsLogged() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        var deepest = top
        for _ in 0..<(HierarchyDepth.limit + 5) {
            let view = UIView(frame: deepest.bounds)
            deepest.addSubview(view)
            deepest = view
        }
        deepest.backgroundColor = .blue
        let shallow = UIView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
        shallow.backgroundColor = .red
        screen.window.addSubview(top)
        screen.window.addSubview(shallow)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 5, y: 5)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 30, y: 30)) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(screen.window.hitTest(CGPoint(x: 30, y: 30), with: nil) === shallow)
    }

    @Test func viewWithTagFindsTheFirstViewDepthFirst() {
        let root = UIView()
        let a = UIView(), b = UIView(), a1 = UIView(), b1 = UIView()
        a1.tag = 7
        b.tag = 7
        b1.tag = 9
        a.addSubview(a1)
        b.addSubview(b1)
        root.addSubview(a)
        root.addSubview(b)
        #expect(root.viewWithTag(7) === a1)
        #expect(root.viewWithTag(9) === b1)
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(3) == nil)
    }

    // MARK: Replicator

    private func replicator(count: Int, in screen: HeadlessScreen) -> CAReplicatorLayer {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        replicator.instanceCount = count
        replicator.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
        let dot = CALayer()
        dot.frame = CGRect(x: 3, y: 0, width: 4, height: 4)
        dot.backgroundColor = UIColor.red.cgColor
        replicator.addSublayer(dot)
        screen.window.layer.addSublayer(replicator)
        return replicator
    }

    @Test func aReplicatorPlacesOnlyItsVisibleInstancesWithLinearWork() throws {
        let screen = try HeadlessScreen(width: 200, height: 200)
        _ = replicator(count: 4_000, in: screen)
        screen.runFrame()
        let compositor = screen.window.host!.compositor
        // Instance i covers x 10i+3 ..< 10i+7: the first 20 are on the 200-point screen.
        #expect(compositor.instancesPlaced == 20)
        #expect(compositor.instanceSteps <= 3 * 4_000)
        #expect(screen.pixel(at: CGPoint(x: 194, y: 2)) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 198, y: 2)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func aReplicatorPlacesAtMostTheDocumentedNumberOfInstances() throws {
        let screen = try HeadlessScreen(width: 200, height: 200)
        SDLViewsLog.clear()
        _ = replicator(count: 10 * CAReplicatorLayer.maxDrawnInstances, in: screen)
        screen.runFrame()
        screen.advance(by: 1.0 / 60)
        let compositor = screen.window.host!.compositor
        #expect(compositor.instanceSteps <= 3 * CAReplicatorLayer.maxDrawnInstances)
        #expect(SDLViewsLog.messages.filter { $0.contains("draws only the first") }.count == 1)
    }

    // MARK: Auto Layout item states

    @Test func aConstraintWhoseItemsAreGoneHasNoItemStates() {
        var constraint: NSLayoutConstraint?
        do {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(child)
            let pin = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5)
            pin.isActive = true
            container.layoutIfNeeded()
            #expect(pin.firstItemState === child.layoutState?.existingItem)
            #expect(pin.secondItemState === container.layoutState?.existingItem)
            constraint = pin
        }
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.firstItemState == nil)
        #expect(constraint?.secondItemState == nil)
        constraint?.isActive = false
        #expect(constraint?.isActive == false)
    }

    @Test func aRemovedCardIsLaidOutAgainWhenAddedBack() throws {
        let screen = try HeadlessScreen(width: 320, height: 240)
        for _ in 0..<3 {
            let card = StackAndMemory.makeCard(in: screen.window)
            screen.runFrame()
            #expect(card.frame == CGRect(x: 10, y: 10, width: 120, height: card.frame.height))
            #expect(card.frame.height > 16)
            card.removeFromSuperview()
            screen.runFrame()
        }
    }

    // MARK: Re-entrant layout

    @Test func relayoutRequestedFromLayoutSubviewsRunsOncePerFrame() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let view = RelayoutRequester(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(child)
        view.child = child
        screen.window.addSubview(view)
        screen.runFrame()
        #expect(view.layouts == 1)
        // The re-entrant layoutIfNeeded lays out the marked subview at once.
        #expect(child.layouts == 1)
        #expect(view.layoutsSeenByParent == [1])
        screen.advance(by: 1.0 / 60)
        #expect(view.layouts == 2)
        screen.advance(by: 1.0 / 60)
        #expect(view.layouts == 3)
        #expect(view.layer.needsLayout())
    }

    @Test func aViewThatAlwaysAsksForLayoutIsReportedOnce() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let view = RelayoutRequester(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        screen.window.addSubview(view)
        SDLViewsLog.clear()
        let passes = Int(CALayer.relayoutRequestsReported) + 10
        for _ in 0..<passes { screen.advance(by: 1.0 / 60) }
        #expect(view.layouts == passes)
        let reports = SDLViewsLog.messages.filter { $0.contains("RelayoutRequester asked for layout again") }
        #expect(reports.count == 1)
    }

    @Test func aSubviewAskingAgainDoesNotRepeatItsParentsLayout() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = RelayoutRequester(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        screen.window.addSubview(parent)
        screen.runFrame()
        #expect(parent.layouts == 1)
        #expect(child.layouts == 1)
        screen.advance(by: 1.0 / 60)
        #expect(parent.layouts == 1)
        #expect(child.layouts == 2)
    }

    // MARK: Re-entrant display

    @Test func setNeedsDisplayInDrawRedrawsOncePerFrame() throws {
        let screen = try HeadlessScreen(width: 60, height: 60)
        let view = DisplayRequester(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        screen.window.addSubview(view)
        screen.runFrame()
        #expect(view.draws == 1)
        screen.advance(by: 1.0 / 60)
        #expect(view.draws == 2)
        screen.advance(by: 1.0 / 60)
        #expect(view.draws == 3)
    }

    @Test func drawingMayStillMarkAnotherLayerForTheSameFrame() throws {
        let screen = try HeadlessScreen(width: 60, height: 60)
        let other = DisplayCounter(frame: CGRect(x: 30, y: 0, width: 20, height: 20))
        let view = DisplayRequester(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.asksAgain = false
        screen.window.addSubview(other)
        screen.window.addSubview(view)
        screen.runFrame()
        #expect(other.draws == 1)
        view.markOnDraw = other
        view.setNeedsDisplay()
        screen.runFrame()
        #expect(view.draws == 2)
        #expect(other.draws == 2)
        screen.runFrame()
        #expect(other.draws == 2)
    }
}

/// `setNeedsLayout(); layoutIfNeeded()` in its own layoutSubviews, after marking its child.
final class RelayoutRequester: UIView {
    var layouts = 0
    weak var child: CountingView?
    var layoutsSeenByParent: [Int] = []
    override func layoutSubviews() {
        layouts += 1
        child?.setNeedsLayout()
        setNeedsLayout()
        layoutIfNeeded()
        if let child { layoutsSeenByParent.append(child.layouts) }
    }
}

/// Counts its draws.
final class DisplayCounter: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) { draws += 1 }
}

/// Asks to be redrawn (and optionally marks another view) from its own draw(_:).
final class DisplayRequester: UIView {
    var draws = 0
    var asksAgain = true
    weak var markOnDraw: UIView?
    override func draw(_ rect: CGRect) {
        draws += 1
        markOnDraw?.setNeedsDisplay()
        if asksAgain { setNeedsDisplay() }
    }
}
