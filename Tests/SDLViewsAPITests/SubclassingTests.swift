import Foundation
import Testing
import SDLViews
import SDLViewsTesting

/// UIKit code that subclasses and overrides, through the public API only: this
/// target does not compile if something apps override is not `open`.
@MainActor
@Suite struct SubclassingTests {
    @Test func viewOverridesRunInUIKitsOrder() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let log = CallLog()
        let view = OverridingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        let child = OverridingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), log: log)
        log.clear()
        view.addSubview(child)
        #expect(log.entries == ["addSubview", "willMove(toSuperview:)", "didMoveToSuperview", "didAddSubview"])
        log.clear()
        screen.window.addSubview(view)
        #expect(log.entries.first == "willMove(toSuperview:)")
        #expect(log.entries.contains("didMoveToWindow"))
        log.clear()
        screen.runFrame()
        #expect(log.entries.contains("layoutSubviews"))
        #expect(log.entries.contains("draw"))
        #expect(screen.pixel(at: CGPoint(x: 25, y: 25)) == RGBA8(r: 0, g: 0, b: 255, a: 255), "draw(_:) filled blue")
        #expect(view.sizeThatFits(.zero) == CGSize(width: 42, height: 24))
        view.sizeToFit()
        #expect(view.bounds.size == CGSize(width: 42, height: 24))
        log.clear()
        #expect(screen.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === child)
        #expect(log.entries == ["hitTest", "hitTest"])
        log.clear()
        child.removeFromSuperview()
        #expect(
            log.entries == [
                "removeFromSuperview", "willRemoveSubview", "willMove(toSuperview:)", "willMove(toWindow:)",
                "didMoveToWindow", "didMoveToSuperview"
            ])
    }

    @Test func overriddenHierarchyMethodsAreTheOnesUIKitCalls() throws {
        let log = CallLog()
        let view = OverridingView(frame: .zero, log: log)
        let a = UIView(), b = UIView()
        view.insertSubview(a, at: 0)
        view.insertSubview(b, belowSubview: a)
        view.bringSubviewToFront(b)
        #expect(view.subviews == [a, b])
        #expect(log.entries.contains("insertSubview(at:)") && log.entries.contains("bringSubviewToFront"))
        view.addGestureRecognizer(TouchUpRecognizer())
        #expect(log.entries.contains("addGestureRecognizer"))
        #expect(view.gestureRecognizers?.count == 1)
    }

    @Test func deinitOfASubclassRuns() {
        let tally = DeinitTally()
        var view: OverridingView? = OverridingView(frame: .zero, log: CallLog())
        view?.tally = tally
        view = nil
        #expect(tally.count == 1)
        var animator: OverridingAnimator? = OverridingAnimator(duration: 1, curve: .linear)
        let animatorTally = animator!.tally
        animator = nil
        #expect(animatorTally.count == 1)
        let layerTally = DeinitTally()
        var layer: BadgeLayer? = BadgeLayer()
        layer?.tally = layerTally
        layer?.addSublayer(CALayer())
        layer = nil
        #expect(layerTally.count == 1)
    }

    @Test func coderInitializersAreDesignated() throws {
        let coder = try NSKeyedUnarchiver(forReadingFrom: NSKeyedArchiver(requiringSecureCoding: false).encodedData)
        let view = try #require(OverridingView(coder: coder))
        #expect(view.frame == .zero)
        #expect(view.isOpaque)
        #expect(OverridingViewController(coder: coder) != nil)
        #expect(OverridingControl(coder: coder) != nil)
        #expect(OverridingButton(coder: coder)?.intrinsicContentSize == CGSize(width: 120, height: 44))
    }

    @Test func viewControllerCallbacksRunInUIKitsOrder() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let log = CallLog()
        let controller = OverridingViewController(log: log)
        screen.window.rootViewController = controller
        let loading = log.entries.filter { $0 == "loadView" || $0 == "viewDidLoad" }
        #expect(loading == ["loadView", "viewDidLoad"])
        // As UIKit: the first layout pass runs between viewWillAppear and viewDidAppear.
        let appearing = log.entries.filter {
            $0.hasPrefix("viewWill") || $0.hasPrefix("viewDid") || $0 == "layoutSubviews"
        }
        #expect(
            appearing == [
                "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews",
                "viewDidAppear"
            ])
        #expect(controller.view.frame == screen.window.bounds)
    }

    /// A 40×40 screen showing a 20×20 `OverridingLayer` (green) at its top left corner.
    private func drawnLayer() throws -> (HeadlessScreen, OverridingLayer) {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let layer = OverridingLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.setNeedsDisplay()
        screen.window.layer.addSublayer(layer)
        return (screen, layer)
    }

    @Test func layerSubclassDrawsLaysOutAndSeesItsAnimations() throws {
        let (screen, layer) = try drawnLayer()
        layer.addSublayer(CALayer())
        screen.runFrame()
        #expect(layer.drawCount == 1)
        #expect(layer.layoutCount == 1, "adding a sublayer asked for layout")
        #expect(screen.pixel(at: CGPoint(x: 10, y: 10)) == RGBA8(r: 0, g: 255, b: 0, a: 255))
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        layer.add(fade, forKey: "fade")
        #expect(layer.added == ["fade"])
        #expect(layer.animationKeys() == ["fade"])
    }

    @Test func layerSubclassObservesItsMaskAndIsMaskedByIt() throws {
        let (screen, layer) = try drawnLayer()
        let leftHalf = CALayer()
        leftHalf.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
        leftHalf.backgroundColor = UIColor.white.cgColor
        layer.mask = leftHalf
        screen.runFrame()
        #expect(layer.maskChanges == 1 && layer.mask === leftHalf)
        #expect(leftHalf.superlayer == nil, "a mask has no superlayer")
        #expect(layer.superlayer === screen.window.layer)
        #expect(screen.pixel(at: CGPoint(x: 5, y: 10)) == RGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 15, y: 10)) == screen.pixel(at: CGPoint(x: 30, y: 30)), "masked out")
        layer.mask = nil
        screen.runFrame()
        #expect(layer.maskChanges == 2)
        #expect(screen.pixel(at: CGPoint(x: 15, y: 10)) == RGBA8(r: 0, g: 255, b: 0, a: 255))
    }

    @Test func layerSubclassOverridesFilteringAndEdgeAntialiasing() {
        let layer = OverridingLayer()
        layer.magnificationFilter = .linear
        #expect(layer.magnificationFilter == .nearest)
        layer.minificationFilter = .trilinear
        layer.minificationFilterBias = 0.5
        layer.allowsEdgeAntialiasing = false
        layer.edgeAntialiasingMask = [.layerLeftEdge, .layerTopEdge]
        #expect(layer.minificationFilter == .trilinear && layer.minificationFilterBias == 0.5)
        #expect(!layer.allowsEdgeAntialiasing && layer.edgeAntialiasingMask == [.layerLeftEdge, .layerTopEdge])
    }

    @Test func controlSubclassTracksTouches() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let control = OverridingControl(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        var tapped = 0
        control.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        screen.window.addSubview(control)
        screen.tap(at: CGPoint(x: 20, y: 20))
        #expect(control.tracking.filter { $0 == "begin" || $0 == "end" } == ["begin", "end"])
        #expect(control.tracking.filter { $0.hasSuffix("highlighted") } == ["highlighted", "unhighlighted"])
        #expect(control.sentEvents.contains(.touchUpInside))
        #expect(tapped == 1)
    }

    @Test func buttonLabelStackAndWindowSubclasses() throws {
        let button = OverridingButton(type: .system)
        button.setTitle("play", for: .normal)
        #expect(button.currentTitle == "PLAY")
        let stack = OverridingStackView(arrangedSubviews: [UIView(), UIView()])
        #expect(stack.arranged == 2)
        #expect(stack.arrangedSubviews.count == 2)
        let label = OverridingLabel(frame: .zero)
        label.text = "x"
        #expect(label.text == "x")
        let window = OverridingWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.rootViewController = UIViewController()
        #expect(window.rootViewController != nil)
        #expect(OverridingImageView(image: nil).image == nil)
        #expect(OverridingResponder().next == nil)
    }

    @Test func layerSubclassWithCoreAnimationsInitializersBacksAViewAndPresents() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let view = BadgeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let layer = try #require(view.layer as? BadgeLayer)
        layer.badge = 3
        screen.window.addSubview(view)
        screen.runFrame()
        #expect(layer.presentation()?.badge == 3, "the presentation copy came through init(layer:)")
        let coder = try NSKeyedUnarchiver(forReadingFrom: NSKeyedArchiver(requiringSecureCoding: false).encodedData)
        #expect(BadgeLayer(coder: coder)?.badge == 0)
        #expect(CAShapeLayer(coder: coder)?.fillColor == UIColor.black.cgColor, "CAShapeLayer's defaults")
    }
}
