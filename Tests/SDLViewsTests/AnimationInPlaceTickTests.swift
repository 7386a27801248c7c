import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// A frame's animations stage writes only the animated properties into the
/// stored presentation when nothing else changed (`CALayer.evaluateInPlace`).
/// This checks it against evaluating every animation over a fresh copy of
/// the model (`presentationState(at:)`), after random sequences of animations
/// added and removed, model changes and frames.
@MainActor
@Suite struct AnimationInPlaceTickTests {
    private static let white = CGImage(width: 2, height: 2, bgraPixels: [UInt8](repeating: 0xFF, count: 16))
    private static let keyPaths = ["position", "position.x", "opacity", "bounds.size", "backgroundColor", "transform.scale"]

    private func randomAnimation(_ rng: inout SeededGenerator) -> CABasicAnimation {
        let keyPath = Self.keyPaths.randomElement(using: &rng)!
        let animation = CABasicAnimation(keyPath: keyPath)
        func value() -> Any {
            switch keyPath {
            case "position": return CGPoint(x: Double.random(in: 0...40, using: &rng), y: Double.random(in: 0...40, using: &rng))
            case "bounds.size": return CGSize(width: Double.random(in: 1...30, using: &rng), height: 8)
            case "backgroundColor": return UIColor(red: Double.random(in: 0...1, using: &rng), green: 0.5, blue: 0, alpha: 1).cgColor
            case "transform.scale": return Double.random(in: 0.5...2, using: &rng)
            default: return Double.random(in: 0...1, using: &rng)
            }
        }
        if Bool.random(using: &rng) { animation.fromValue = value() }
        animation.toValue = value()
        animation.isAdditive = Int.random(in: 0..<4, using: &rng) == 0
        animation.duration = Double.random(in: 0.05...0.6, using: &rng)
        animation.beginTime = CACurrentMediaTime() + (Bool.random(using: &rng) ? Double.random(in: 0...0.3, using: &rng) : 0)
        animation.fillMode = [.removed, .forwards, .backwards, .both].randomElement(using: &rng)!
        animation.isRemovedOnCompletion = Bool.random(using: &rng)
        if Int.random(in: 0..<3, using: &rng) == 0 { animation.repeatCount = 2; animation.autoreverses = true }
        return animation
    }

    private func changeModel(of view: UIView, _ change: Int, _ value: Double) {
        switch change {
        case 0: view.layer.position.x = 40 * value
        case 1: view.layer.opacity = Float(value)
        case 2: view.layer.cornerRadius = 4 * value
        case 3: view.layer.isHidden.toggle()
        default: view.layer.contents = value < 0.5 ? Self.white : nil
        }
    }

    /// Two red views in `screen`'s window, shown once: the first ticks in
    /// place, the second rebuilds its presentation from the model every frame.
    private func twoViews(on screen: HeadlessScreen) -> [UIView] {
        let views = (0..<2).map { _ in UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)) }
        views[1].layer.evaluatesInPlace = false
        for view in views {
            view.backgroundColor = .red
            screen.window.addSubview(view)
        }
        screen.advance(by: 0.016)
        return views
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func inPlaceTicksShowWhatRebuildingFromTheModelShows(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let screen = try HeadlessScreen(width: 60, height: 60)
        // The same random history on two views: one ticks in place, the other rebuilds every frame.
        let views = twoViews(on: screen)
        var keys: [String] = []
        var inPlaceFrames = 0, plannedFrames = 0
        for step in 0..<400 {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0, 1:
                let key = "a\(step)", animation = randomAnimation(&rng)
                for view in views { view.layer.add(animation, forKey: key) }
                keys.append(key)
            case 2 where !keys.isEmpty:
                let key = keys.remove(at: Int.random(in: 0..<keys.count, using: &rng))
                for view in views { view.layer.removeAnimation(forKey: key) }
            case 3:
                let change = Int.random(in: 0..<5, using: &rng), value = Double.random(in: 0...1, using: &rng)
                for view in views { changeModel(of: view, change, value) }
            default:
                break
            }
            let layer = views[0].layer
            if layer.presentationBox?.basis == layer.presentationBasis { inPlaceFrames += 1 }
            if layer.presentationBox?.kernels != nil { plannedFrames += 1 }
            screen.advance(by: Double.random(in: 0.005...0.05, using: &rng))
            let same = LayerAnimationEntry.sameOnScreen(layer.presentationState, views[1].layer.presentationState)
            #expect(same, "seed \(seed) step \(step): ticking in place shows something else")
            if !same { return }
        }
        // The in-place path really ran (most frames follow a frame that built the presentation).
        #expect(inPlaceFrames > 100)
        // Part of those ran from a `RunningKernels` plan (every animation a running kernel one).
        #expect(plannedFrames > 20)
    }

    /// A UIView block's animations (additive, on position and opacity) run
    /// from a `RunningKernels` plan: each frame shows what rebuilding from the
    /// model shows, each frame that moves them composites, and a model change
    /// in the middle (the block's values move again) is picked up.
    @Test func aViewBlockRunsFromItsPlanAndShowsWhatRebuildingShows() throws {
        let screen = try HeadlessScreen(width: 120, height: 60)
        let views = twoViews(on: screen)
        for view in views {
            UIView.animate(
                withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut],
                animations: {
                    view.center.x += 40
                    view.alpha = 0.5
                })
        }
        var plannedFrames = 0
        for frame in 0..<60 {
            if frame == 30 { for view in views { view.center.y += 10 } }
            let composited = screen.window.compositedFrameCount
            screen.advance(by: 0.021)
            let layer = views[0].layer
            if layer.presentationBox?.kernels != nil { plannedFrames += 1 }
            let shown = try #require(layer.presentationState), rebuilt = try #require(views[1].layer.presentationState)
            #expect(LayerAnimationEntry.sameOnScreen(shown, rebuilt), "frame \(frame)")
            #expect(shown.position.y == (frame < 30 ? 20 : 30))
            #expect(screen.window.compositedFrameCount == composited + 1, "frame \(frame) moved the views")
        }
        #expect(plannedFrames >= 55)
    }

    /// A tick's layers whose host was told already only stamp their change
    /// (`CALayer.contentDidChange(via:)`): layers of two windows,
    /// interleaved in the engine's order, each make their own window composite;
    /// the one that moves to the other window mid-animation (its animations
    /// end, as UIKit's do) leaves its old window idle.
    @Test func animatedLayersOfTwoWindowsEachCompositeTheirOwnWindow() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let second = try ExtraWindow.open(width: 100, height: 100)
        defer { second.close() }
        let windows = [screen.window, second, screen.window]
        // Redrawn in full each frame, as on GPU renderers: the hosts list no changed layers.
        for window in windows { window.host?.keepsPixelsBetweenFrames = false }
        let views = windows.map { window in
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            view.backgroundColor = .red
            window.addSubview(view)
            return view
        }
        screen.advance(by: 0.016)
        for view in views {
            UIView.animate(
                withDuration: 1, delay: 0, options: [.repeat, .autoreverse],
                animations: {
                    view.center.x += 40
                    view.alpha = 0.5
                })
        }
        for frame in 0..<20 {
            if frame == 10 { screen.window.addSubview(views[1]) }
            let counts = (screen.window.compositedFrameCount, second.compositedFrameCount)
            screen.advance(by: 0.021)
            #expect(screen.window.compositedFrameCount == counts.0 + 1, "frame \(frame)")
            // The second window composites while its view animates, and once more as it leaves.
            let expected = frame <= 10 ? counts.1 + 1 : counts.1
            #expect(second.compositedFrameCount == expected, "frame \(frame)")
        }
        #expect(views[0].layer.presentationBox?.kernels != nil && views[2].layer.presentationBox?.kernels != nil)
    }

    @Test func aTickThatMovesNothingDoesNotComposite() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .red
        screen.window.addSubview(view)
        screen.advance(by: 0.016)
        let hold = CABasicAnimation(keyPath: "opacity")
        hold.fromValue = 0.5
        hold.toValue = 0.5
        hold.duration = 10
        view.layer.add(hold, forKey: "hold")
        screen.advance(by: 0.016)
        screen.advance(by: 0.016)
        let composited = screen.window.compositedFrameCount
        for _ in 0..<5 { screen.advance(by: 0.016) }
        #expect(screen.window.compositedFrameCount == composited, "the value stays 0.5: nothing to draw")
        #expect(view.layer.presentation()?.opacity == 0.5)
    }
}
