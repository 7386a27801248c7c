import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Random drags, flicks, wheel input, keys, programmatic offsets and content changes, in any interleaving:
/// the offset is always finite, and once everything has settled it rests within the limits with no
/// drag, deceleration or zoom left over.
@MainActor
@Suite struct ScrollModelTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomInputKeepsTheInvariants(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let scene = try ScrollScene(content: CGSize(width: 600, height: 1500))
        let scrollView = scene.scrollView
        scrollView.isPagingEnabled = seed == 2
        scrollView.isDirectionalLockEnabled = seed == 3
        func point() -> CGPoint {
            CGPoint(x: CGFloat.random(in: 5...195, using: &random), y: CGFloat.random(in: 5...195, using: &random))
        }
        for step in 0..<150 {
            switch Int.random(in: 0..<8, using: &random) {
            case 0, 1:
                let start = point()
                let move = CGPoint(
                    x: CGFloat.random(in: -40...40, using: &random), y: CGFloat.random(in: -40...40, using: &random))
                let count = Int.random(in: 2...8, using: &random)
                scene.flick(ScrollScene.line(from: start, step: move, count: count))
            case 2:
                scene.screen.scroll(
                    x: Float.random(in: -3...3, using: &random), y: Float.random(in: -3...3, using: &random),
                    at: point(), precise: Bool.random(using: &random))
            case 3:
                let h = scrollView.horizontalRange, v = scrollView.verticalRange
                let target = CGPoint(
                    x: CGFloat.random(in: h, using: &random), y: CGFloat.random(in: v, using: &random))
                scrollView.setContentOffset(target, animated: Bool.random(using: &random))
            case 4:
                let keys: [UIKeyboardHIDUsage] = [.keyboardDownArrow, .keyboardPageUp, .keyboardEnd, .keyboardHome]
                scene.screen.mouseMove(to: point(), buttonDown: false)
                scene.screen.key(keys[Int.random(in: 0..<keys.count, using: &random)])
            case 5:
                scrollView.contentSize = CGSize(
                    width: CGFloat.random(in: 0...900, using: &random),
                    height: CGFloat.random(in: 0...3000, using: &random))
            default:
                scene.screen.advance(by: Double.random(in: 0...0.4, using: &random))
            }
            let offset = scrollView.contentOffset
            #expect(offset.x.isFinite && offset.y.isFinite, "step \(step)")
            if step % 25 == 24 { checkRest(scene, step: step) }
        }
        checkRest(scene, step: 150)
    }

    /// A content size change leaves the offset where it was, as in UIKit; the next touch brings it back
    /// within the limits, so a tap comes first.
    private func checkRest(_ scene: ScrollScene, step: Int) {
        scene.settle(seconds: 20)
        scene.screen.tap(at: CGPoint(x: 100, y: 100))
        scene.settle(seconds: 20)
        let scrollView = scene.scrollView
        #expect(!scrollView.isDragging && !scrollView.isDecelerating && !scrollView.isTracking, "step \(step)")
        #expect(scrollView.isWithinLimits, "step \(step): \(scrollView.contentOffset) outside the limits")
    }
}
