import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Animated layers that cannot be seen skip their ticks (`ParkedAnimations`).
/// What shows, what `presentation()` returns and when callbacks run must be
/// the same as when every layer is evaluated every tick.
@MainActor
@Suite(.serialized) struct ParkedAnimationTests {
    /// What one run of a random history showed: every frame's pixels, the
    /// presentations read, and the stop callbacks with their frame.
    private struct Record: Equatable {
        var frames: [[UInt8]] = []
        var presentations: [String] = []
        var stops: [String] = []
        var parked = 0
    }

    private static let keyPaths = ["position", "position.x", "position.y", "opacity", "backgroundColor", "bounds.size"]

    private func randomAnimation(_ rng: inout SeededGenerator, index: Int) -> CABasicAnimation {
        let keyPath = Self.keyPaths.randomElement(using: &rng)!
        let spring = Int.random(in: 0..<8, using: &rng) == 0
        let animation = spring ? CASpringAnimation(keyPath: keyPath) : CABasicAnimation(keyPath: keyPath)
        func coordinate() -> Double { Double.random(in: -300...400, using: &rng) }
        func value() -> Any {
            switch keyPath {
            case "position": return CGPoint(x: coordinate(), y: coordinate())
            case "position.x", "position.y": return coordinate()
            case "bounds.size": return CGSize(width: Double.random(in: 4...40, using: &rng), height: 10)
            case "backgroundColor":
                return UIColor(red: Double.random(in: 0...1, using: &rng), green: 0.4, blue: 0.2, alpha: 1).cgColor
            default: return Double.random(in: 0...1, using: &rng)
            }
        }
        if Bool.random(using: &rng) { animation.fromValue = value() }
        animation.toValue = value()
        animation.isAdditive = Int.random(in: 0..<4, using: &rng) == 0
        animation.duration = Double.random(in: 0.05...0.8, using: &rng)
        animation.beginTime =
            CACurrentMediaTime() + (Bool.random(using: &rng) ? Double.random(in: 0...0.3, using: &rng) : 0)
        animation.fillMode = [.removed, .forwards, .backwards, .both].randomElement(using: &rng)!
        animation.isRemovedOnCompletion = Bool.random(using: &rng)
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: animation.repeatCount = 2; animation.autoreverses = true
        case 1: animation.repeatCount = .infinity
        case 2: animation.timingFunction = CAMediaTimingFunction(controlPoints: 0.3, -0.6, 0.6, 1.6)  // overshoots
        case 3: animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        default: break
        }
        return animation
    }

    private func run(seed: UInt64, parking: Bool) throws -> Record {
        var rng = SeededGenerator(seed: seed)
        let screen = try HeadlessScreen(width: 120, height: 80)
        runtime.animationEngine.parksHiddenAnimations = parking
        defer { runtime.animationEngine.parksHiddenAnimations = true }
        var record = Record()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        screen.window.addSubview(container)
        var leaves: [UIView] = []
        for i in 0..<24 {
            let view = UIView(
                frame: CGRect(
                    x: Double.random(in: -250...300, using: &rng), y: Double.random(in: -150...200, using: &rng),
                    width: 14, height: 10))
            view.backgroundColor = UIColor(red: Double(i) / 24, green: 0.8, blue: 1 - Double(i) / 24, alpha: 1)
            // A few are not leaves: they draw their subview too and are never parked.
            if i % 6 == 0 { view.addSubview(UIView(frame: CGRect(x: 2, y: 2, width: 4, height: 4))) }
            container.addSubview(view)
            leaves.append(view)
        }
        screen.advance(by: 0.016)
        for step in 0..<300 {
            switch Int.random(in: 0..<12, using: &rng) {
            case 0, 1, 2:
                let view = leaves.randomElement(using: &rng)!
                let animation = randomAnimation(&rng, index: step)
                let name = "\(step)"
                animation.delegate = StopRecorder { finished in
                    record.stops.append("\(name) frame \(record.frames.count) finished \(finished)")
                }
                view.layer.add(animation, forKey: name)
            case 3:
                let view = leaves.randomElement(using: &rng)!
                if let key = view.layer.animationKeys()?.randomElement(using: &rng) { view.layer.removeAnimation(forKey: key) }
            case 4:
                leaves.randomElement(using: &rng)!.center.x = Double.random(in: -250...300, using: &rng)
            case 5:
                // The container moving moves everything: nothing below it may stay parked.
                container.frame.origin.y = Double.random(in: -100...100, using: &rng)
            case 7 where step % 4 == 0:
                container.layer.add(
                    {
                        let move = CABasicAnimation(keyPath: "position.x")
                        move.byValue = Double.random(in: -200...200, using: &rng)
                        move.duration = 0.3
                        return move
                    }(), forKey: "move\(step)")
            case 6:
                let view = leaves.randomElement(using: &rng)!
                if let p = view.layer.presentation() {
                    record.presentations.append("\(step): \(p.position) \(p.opacity) \(p.bounds.size)")
                }
            default: break
            }
            screen.advance(by: Double.random(in: 0.008...0.05, using: &rng))
            record.parked += runtime.animationEngine.parkedCount
            record.frames.append(try #require(screen.snapshot().cgImage).pixels)
        }
        return record
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func parkedLayersShowAndCallBackAsIfEvaluatedEveryTick(seed: UInt64) throws {
        let parked = try run(seed: seed, parking: true)
        var evaluated = try run(seed: seed, parking: false)
        #expect(parked.parked > 50, "the history parks layers")
        #expect(evaluated.parked == 0)
        evaluated.parked = parked.parked
        #expect(parked.frames.count == evaluated.frames.count)
        for (i, (a, b)) in zip(parked.frames, evaluated.frames).enumerated() where a != b {
            Issue.record("seed \(seed): frame \(i) differs")
            break
        }
        #expect(parked.presentations == evaluated.presentations)
        #expect(parked.stops == evaluated.stops)
    }

    /// Which layers are parked: off-window leaves whose whole move stays off
    /// the window; not one that crosses it, one with a sublayer, one under a
    /// moving ancestor, or one whose curve overshoots into view.
    @Test func onlyWhatCannotBeSeenIsParked() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        func leaf(_ x: Double) -> UIView {
            let view = UIView(frame: CGRect(x: x, y: 10, width: 20, height: 20))
            view.backgroundColor = .red
            screen.window.addSubview(view)
            return view
        }
        let far = leaf(300), crossing = leaf(300), parent = leaf(300), overshooting = leaf(300)
        parent.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
        screen.advance(by: 0.016)
        func move(_ view: UIView, to x: Double, curve: CAMediaTimingFunction? = nil) {
            let animation = CABasicAnimation(keyPath: "position.x")
            animation.toValue = x
            animation.duration = 1
            animation.timingFunction = curve
            view.layer.add(animation, forKey: "move")
        }
        move(far, to: 500)
        move(crossing, to: 50)
        move(parent, to: 500)
        // A curve whose y leaves 0…1 overshoots its end (here to x < 100, into view).
        move(overshooting, to: 130, curve: CAMediaTimingFunction(controlPoints: 0.3, 0, 0.6, 1.8))
        screen.advance(by: 0.016)
        screen.advance(by: 0.016)
        #expect(runtime.animationEngine.parkedCount == 1)
        #expect(far.layer.presentationBox?.isParked == true)
        #expect(crossing.layer.presentationBox?.isParked == false)
        #expect(parent.layer.presentationBox?.isParked == false)
        #expect(overshooting.layer.presentationBox?.isParked == false)
        // Reading the presentation catches up, without a callback or a composite.
        let x = far.layer.renderState.position.x
        #expect(x > 310 && x < 500, "\(x)")
        #expect(far.layer.presentationBox?.caughtUpAt == CACurrentMediaTime())
        #expect(far.layer.presentationBox?.isParked == true)
        // Its own model changing puts it back into the ticks.
        far.layer.opacity = 0.5
        #expect(far.layer.presentationBox?.isParked == false)
        #expect(runtime.animationEngine.parkedCount == 0)
    }

    /// A parked layer whose ancestor brings it into view is drawn where its
    /// animation has it, and a parked layer's completion runs on the frame
    /// its animation ends.
    @Test func aParkedLayerShowsWhenItsAncestorMovesAndCompletesOnTime() throws {
        let screen = try HeadlessScreen(width: 100, height: 60)
        screen.window.backgroundColor = .white
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        screen.window.addSubview(container)
        let view = UIView(frame: CGRect(x: 400, y: 20, width: 20, height: 20))
        view.backgroundColor = .blue
        container.addSubview(view)
        screen.advance(by: 0.016)
        var completedAt: Double?
        let start = CACurrentMediaTime()
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear]) {
            view.center.x = 610
        } completion: { _ in completedAt = CACurrentMediaTime() - start }
        for _ in 0..<5 { screen.advance(by: 0.02) }
        #expect(runtime.animationEngine.parkedCount == 1)
        // Bring the container's content into view: the view is half way along its move by now.
        container.frame.origin.x = -420
        screen.advance(by: 0.02)
        #expect(runtime.animationEngine.parkedCount == 0)
        let shown = view.layer.renderState.position.x - 420
        #expect(shown > 20 && shown < 80)
        #expect(screen.pixel(at: CGPoint(x: shown, y: 30)) == RGBA8(r: 0, g: 0, b: 255, a: 255), "\(shown)")
        container.frame.origin.x = 0
        while completedAt == nil, CACurrentMediaTime() - start < 2 { screen.advance(by: 0.02) }
        let done = try #require(completedAt)
        #expect(done >= 0.5 && done < 0.5 + 0.041, "\(done)")
    }
}

extension ParkedAnimationTests {
    /// Closing the window ends a parked layer's animations at once (completion
    /// false) and the engine keeps nothing of it.
    @Test func closingTheWindowEndsParkedAnimations() throws {
        var screen: HeadlessScreen? = try HeadlessScreen(width: 100, height: 100)
        weak var weakView: UIView?
        var finished: Bool?
        do {
            let view = UIView(frame: CGRect(x: 300, y: 10, width: 20, height: 20))
            view.backgroundColor = .blue
            screen?.window.addSubview(view)
            screen?.advance(by: 0.016)
            UIView.animate(withDuration: 10, delay: 0, options: [.curveLinear]) {
                view.center.x = 500
            } completion: { finished = $0 }
            screen?.advance(by: 0.016)
            screen?.advance(by: 0.016)
            #expect(runtime.animationEngine.parkedCount == 1)
            weakView = view
        }
        screen?.window.close()
        #expect(finished == false)
        #expect(runtime.animationEngine.parkedCount == 0)
        #expect(!runtime.animationEngine.hasWork, "the engine holds no layer of the closed window")
        screen = nil
        #expect(weakView == nil)
    }
}

/// Calls `stopped` from `animationDidStop(_:finished:)`.
@MainActor
private final class StopRecorder: CAAnimationDelegate {
    let stopped: (Bool) -> Void
    init(_ stopped: @escaping (Bool) -> Void) { self.stopped = stopped }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped(flag) }
}
