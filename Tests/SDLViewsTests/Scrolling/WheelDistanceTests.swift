import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Desktop wheel distances: a notch is about three lines (48 points), a fast
/// spin accelerates, precise deltas stay 1:1; and an offset animated by a
/// UIView block reports `scrollViewDidScroll` on every frame.
@MainActor
@Suite struct WheelDistanceTests {
    typealias Scene = ScrollScene
    let point = CGPoint(x: 100, y: 100)

    @Test func aNotchMovesThreeLinesOfAtLeastFortyPoints() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 5000))
        scene.screen.scroll(y: -1, at: point)
        scene.settle()
        #expect(abs(scene.scrollView.contentOffset.y - WheelNotchAcceleration.notchDistance) < 0.001)
        #expect(WheelNotchAcceleration.notchDistance >= 40)
        for _ in 0..<3 {
            scene.screen.advance(by: 0.5)
            scene.screen.scroll(y: -1, at: point)
        }
        scene.settle()
        #expect(abs(scene.scrollView.contentOffset.y - 4 * 48) < 0.001, "slow notches do not accelerate")
    }

    @Test func aFastSpinAccelerates() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 50000))
        for _ in 0..<10 {
            scene.screen.scroll(y: -1, at: point)
            scene.screen.advance(by: 0.03)
        }
        scene.settle()
        // Gains 1, 1.25, … 3.25: 21.25 notches.
        #expect(abs(scene.scrollView.contentOffset.y - 48 * 21.25) < 0.001)
        let spun = scene.scrollView.contentOffset.y
        scene.screen.advance(by: 0.5)
        scene.screen.scroll(y: 1, at: point)
        scene.settle()
        #expect(abs(scene.scrollView.contentOffset.y - (spun - 48)) < 0.001, "a pause starts over")
    }

    @Test func turningTheWheelBackStartsOver() {
        var acceleration = WheelNotchAcceleration()
        #expect(acceleration.distance(for: CGPoint(x: 0, y: -1), at: 0).y == -48)
        #expect(acceleration.distance(for: CGPoint(x: 0, y: -1), at: 0.05).y == -60)
        #expect(acceleration.distance(for: CGPoint(x: 0, y: 1), at: 0.1).y == 48)
        for index in 0..<30 { _ = acceleration.distance(for: CGPoint(x: 0, y: 1), at: 0.1 + Double(index) * 0.01) }
        let topped = acceleration.distance(for: CGPoint(x: 0, y: 1), at: 0.4).y
        #expect(abs(topped - CGFloat(48 * 4)) < 0.001, "the gain tops out at 4")
    }

    @Test func preciseDeltasStayOneToOne() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 5000))
        for _ in 0..<10 { scene.screen.scroll(y: -0.25, at: point, precise: true) }
        #expect(scene.scrollView.contentOffset.y == 25, "ten quick precise deltas: 2.5 units, not accelerated")
    }

    @Test func animatedSetContentOffsetReportsEveryFrame() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 5000))
        scene.scrollView.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        let frames = countDidScroll(scene, for: 0.5)
        // 0.3 s of motion at 60 frames a second.
        #expect(frames >= 17)
        #expect(scene.scrollView.contentOffset.y == 1000)
    }

    @Test func aBlockAnimatedOffsetOverOneAndAHalfSecondsReportsEveryFrame() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 5000))
        UIView.animate(withDuration: 1.5) { scene.scrollView.contentOffset = CGPoint(x: 0, y: 2000) }
        let frames = countDidScroll(scene, for: 2)
        #expect(frames >= 89, "every frame of the 1.5 s (90 frames at 60 Hz, the first in the block)")
        #expect(frames <= 92, "and it stops after")
    }

    private func countDidScroll(_ scene: Scene, for seconds: TimeInterval) -> Int {
        let before = scene.recorder.entries.filter { $0 == "didScroll" }.count
        for _ in 0..<Int((seconds * 60).rounded()) { scene.screen.advance(by: Scene.frame) }
        return scene.recorder.entries.filter { $0 == "didScroll" }.count - before
    }
}
