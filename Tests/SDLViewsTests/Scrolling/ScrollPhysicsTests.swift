import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// UIKit's scrolling physics, checked frame by frame against the formulas on the virtual clock.
@MainActor
@Suite struct ScrollPhysicsTests {
    typealias Scene = ScrollScene

    @Test func contentFollowsTheFingerOnceThePanBegins() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 1000))
        scene.drag([CGPoint(x: 100, y: 150), CGPoint(x: 100, y: 140), CGPoint(x: 100, y: 100)])
        #expect(scene.scrollView.isDragging)
        #expect(scene.scrollView.isTracking)
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 40))
        scene.screen.advance(by: Scene.frame)
        scene.screen.touchMove(to: CGPoint(x: 130, y: 90))
        // Content no wider than the view does not move sideways.
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 50))
    }

    @Test func decelerationDecaysTheReleaseVelocityByTheRatePerMillisecond() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 100_000))
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        scene.flick(Scene.line(from: CGPoint(x: 100, y: 180), step: CGPoint(x: 0, y: -20), count: 8))
        let v = try #require(scene.recorder.releaseVelocity).y
        let x0 = try #require(scene.recorder.releaseOffset).y
        let t0 = try #require(scene.recorder.releaseTime)
        #expect(v > 0.5)
        let d = 0.998
        for _ in 0..<120 {
            scene.screen.advance(by: Scene.frame)
            let ms = (CACurrentMediaTime() - t0) * 1000
            let expected = x0 + v * (pow(d, ms) - 1) / log(d)
            #expect(abs(scene.scrollView.contentOffset.y - expected) < 1e-6)
        }
        #expect(scene.scrollView.isDecelerating)
        scene.settle()
        let rest = x0 - v / log(d)
        #expect(abs(scene.scrollView.contentOffset.y - rest) < 0.3)
        #expect(abs(try #require(scene.recorder.releaseTarget).y - rest) < 1e-6)
        #expect(!scene.scrollView.isDecelerating)
    }

    @Test func theFastRateStopsSooner() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 100_000))
        scene.scrollView.decelerationRate = .fast
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        scene.flick(Scene.line(from: CGPoint(x: 100, y: 180), step: CGPoint(x: 0, y: -20), count: 8))
        let v = try #require(scene.recorder.releaseVelocity).y
        let x0 = try #require(scene.recorder.releaseOffset).y
        let t0 = try #require(scene.recorder.releaseTime)
        for _ in 0..<20 {
            scene.screen.advance(by: Scene.frame)
            let ms = (CACurrentMediaTime() - t0) * 1000
            #expect(abs(scene.scrollView.contentOffset.y - (x0 + v * (pow(0.99, ms) - 1) / log(0.99))) < 1e-6)
        }
    }

    @Test func pullingPastTheTopRubberBandsWithUIKitsResistance() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 1000))
        scene.drag([CGPoint(x: 100, y: 20), CGPoint(x: 100, y: 30), CGPoint(x: 100, y: 130)])
        let d = 200.0, pulled = 100.0
        let expected = -(1 - 1 / (pulled * 0.55 / d + 1)) * d
        #expect(abs(scene.scrollView.contentOffset.y - expected) < 1e-9)
        scene.screen.advance(by: Scene.frame)
        scene.screen.touchMove(to: CGPoint(x: 100, y: 190))
        let far = -(1 - 1 / (160 * 0.55 / d + 1)) * d
        #expect(abs(scene.scrollView.contentOffset.y - far) < 1e-9)
        #expect(scene.scrollView.contentOffset.y > -d)
    }

    @Test func releasedPastAnEdgeItSpringsBackWithoutOvershoot() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 1000))
        scene.drag([CGPoint(x: 100, y: 20), CGPoint(x: 100, y: 30), CGPoint(x: 100, y: 130)])
        scene.screen.advance(by: 0.2)  // held still: released without velocity
        scene.screen.touchUp(at: CGPoint(x: 100, y: 130))
        let x0 = try #require(scene.recorder.releaseOffset).y
        let t0 = try #require(scene.recorder.releaseTime)
        #expect(scene.recorder.releaseTarget == .zero)
        let w = ScrollPhysics.springFrequency
        var last = x0
        for _ in 0..<40 {
            scene.screen.advance(by: Scene.frame)
            let t = CACurrentMediaTime() - t0
            let y = scene.scrollView.contentOffset.y
            if y != 0 { #expect(abs(y - x0 * (1 + w * t) * exp(-w * t)) < 1e-6) }
            #expect(y >= last && y <= 0)
            last = y
        }
        scene.settle()
        #expect(scene.scrollView.contentOffset.y == 0)
        #expect(scene.recorder.folded.suffix(3) == ["willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    @Test func aFlickIntoTheEndOvershootsOnceAndComesBackExactly() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 600))
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        scene.flick(Scene.line(from: CGPoint(x: 100, y: 190), step: CGPoint(x: 0, y: -25), count: 7))
        #expect(scene.recorder.releaseTarget?.y == 400)
        var peak = 0.0
        var returning = false
        var previous = scene.scrollView.contentOffset.y
        for _ in 0..<120 {
            scene.screen.advance(by: Scene.frame)
            let y = scene.scrollView.contentOffset.y
            peak = max(peak, y)
            if y < previous { returning = true }
            if returning {
                #expect(y <= previous && y >= 400)
            }
            previous = y
        }
        #expect(peak > 400)
        scene.settle()
        #expect(scene.scrollView.contentOffset.y == 400)
    }

    @Test func withoutBouncesTheContentStopsAtTheEdges() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 600))
        scene.scrollView.bounces = false
        scene.drag([CGPoint(x: 100, y: 20), CGPoint(x: 100, y: 30), CGPoint(x: 100, y: 130)])
        #expect(scene.scrollView.contentOffset.y == 0)
        scene.screen.touchUp(at: CGPoint(x: 100, y: 130))
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        scene.flick(Scene.line(from: CGPoint(x: 100, y: 190), step: CGPoint(x: 0, y: -25), count: 7))
        for _ in 0..<60 {
            scene.screen.advance(by: Scene.frame)
            #expect(scene.scrollView.contentOffset.y <= 400)
        }
        scene.settle()
        #expect(scene.scrollView.contentOffset.y == 400)
    }

    @Test func pagingSnapsToThePageThePositionAndVelocityPointTo() throws {
        let scene = try Scene(content: CGSize(width: 1000, height: 200))
        let scrollView = scene.scrollView
        scrollView.isPagingEnabled = true
        // Less than half a page, slowly: back to page 0.
        scene.drag(Scene.line(from: CGPoint(x: 150, y: 100), step: CGPoint(x: -10, y: 0), count: 7))
        #expect(scrollView.contentOffset.x == 50)
        scene.screen.advance(by: 0.2)
        scene.screen.touchUp(at: CGPoint(x: 90, y: 100))
        #expect(scene.recorder.releaseTarget == .zero)
        scene.settle()
        #expect(scrollView.contentOffset.x == 0)
        // More than half: page 1.
        scene.drag(Scene.line(from: CGPoint(x: 180, y: 100), step: CGPoint(x: -20, y: 0), count: 8))
        scene.screen.advance(by: 0.2)
        scene.screen.touchUp(at: CGPoint(x: 40, y: 100))
        scene.settle()
        #expect(scrollView.contentOffset.x == 200)
        // A quick flick of 40 points: the next page, along the spring, never past it.
        scene.flick(Scene.line(from: CGPoint(x: 150, y: 100), step: CGPoint(x: -10, y: 0), count: 6))
        let x0 = try #require(scene.recorder.releaseOffset).x
        let v = try #require(scene.recorder.releaseVelocity).x * 1000
        let t0 = try #require(scene.recorder.releaseTime)
        #expect(x0 < 300 && v > 300)
        #expect(scene.recorder.releaseTarget?.x == 400)
        let w = ScrollPhysics.springFrequency, displacement = x0 - 400
        let start = (v + w * displacement) * displacement < 0 ? -w * displacement : v
        for _ in 0..<30 {
            scene.screen.advance(by: Scene.frame)
            let t = CACurrentMediaTime() - t0
            let expected = 400 + (displacement + (start + w * displacement) * t) * exp(-w * t)
            let x = scrollView.contentOffset.x
            if x != 400 { #expect(abs(x - expected) < 1e-6) }
            #expect(x <= 400)
        }
        scene.settle()
        #expect(scrollView.contentOffset.x == 400)
        // The last page never goes past the end.
        scrollView.contentOffset = CGPoint(x: 800, y: 0)
        scene.flick(Scene.line(from: CGPoint(x: 150, y: 100), step: CGPoint(x: -10, y: 0), count: 6))
        scene.settle()
        #expect(scrollView.contentOffset.x == 800)
    }

    @Test func theDelegateMayMoveTheTarget() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 100_000))
        scene.recorder.newTarget = CGPoint(x: 0, y: 777)
        scene.flick(Scene.line(from: CGPoint(x: 100, y: 180), step: CGPoint(x: 0, y: -20), count: 8))
        scene.settle()
        #expect(scene.scrollView.contentOffset.y == 777)
    }

    @Test func delegateCallsComeInUIKitsOrder() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 100_000))
        scene.flick(Scene.line(from: CGPoint(x: 100, y: 180), step: CGPoint(x: 0, y: -20), count: 8))
        scene.settle()
        #expect(
            scene.recorder.folded == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "didScroll", "didEndDecelerating"
            ])
        scene.recorder.entries.removeAll()
        scene.drag(Scene.line(from: CGPoint(x: 100, y: 150), step: CGPoint(x: 0, y: -10), count: 4))
        scene.screen.advance(by: 0.2)
        scene.screen.touchUp(at: CGPoint(x: 100, y: 120))
        #expect(scene.recorder.folded == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(!scene.scrollView.isDragging && !scene.scrollView.isDecelerating && !scene.scrollView.isTracking)
        scene.recorder.entries.removeAll()
        scene.scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: true)
        scene.settle()
        #expect(scene.recorder.folded == ["didScroll", "didEndScrollingAnimation"])
        #expect(scene.scrollView.contentOffset.y == 50)
    }

    @Test func aTouchCatchesADeceleratingScrollView() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 100_000))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100_000))
        let log = EventLog()
        let target = LoggingView("content", frame: CGRect(x: 0, y: 0, width: 200, height: 100_000), log: log)
        content.addSubview(target)
        scene.scrollView.addSubview(content)
        scene.flick(Scene.line(from: CGPoint(x: 100, y: 180), step: CGPoint(x: 0, y: -20), count: 8))
        log.entries.removeAll()
        scene.screen.advance(by: 0.1)
        let caught = scene.scrollView.contentOffset
        scene.screen.tap(at: CGPoint(x: 100, y: 100))
        scene.screen.advance(by: 0.5)
        #expect(scene.scrollView.contentOffset == caught)
        #expect(!scene.scrollView.isDecelerating)
        #expect(log.entries.isEmpty)
    }

    @Test func scrollRectToVisibleMovesTheLeastDistance() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 1000))
        scene.scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 50), animated: false)
        #expect(scene.scrollView.contentOffset.y == 350)
        scene.scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
        #expect(scene.scrollView.contentOffset.y == 100)
        scene.scrollView.scrollRectToVisible(CGRect(x: 0, y: 150, width: 10, height: 50), animated: false)
        #expect(scene.scrollView.contentOffset.y == 100)
        scene.scrollView.scrollRectToVisible(CGRect(x: 0, y: 990, width: 10, height: 50), animated: true)
        scene.settle()
        #expect(scene.scrollView.contentOffset.y == 800)
    }
}
