import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

@MainActor
@Suite struct DisplayLinkTests {
    private let frame = 1.0 / 60

    @Test func calledOncePerFrameWithTheFramesTimestampAndDuration() throws {
        let screen = try HeadlessScreen(width: 50, height: 50)
        var calls: [(timestamp: CFTimeInterval, duration: CFTimeInterval, target: CFTimeInterval)] = []
        let link = CADisplayLink { calls.append(($0.timestamp, $0.duration, $0.targetTimestamp)) }
        defer { link.invalidate() }
        link.add(to: .main, forMode: .default)
        link.add(to: .main, forMode: .common)  // a second mode does not mean a second call
        #expect(calls.isEmpty, "nothing before the next frame")
        var frameTimes: [CFTimeInterval] = []
        for _ in 0..<3 {
            screen.advance(by: frame)
            frameTimes.append(CACurrentMediaTime())
        }
        #expect(calls.map { $0.timestamp } == frameTimes)
        #expect(calls.allSatisfy { $0.duration == 1.0 / 60 && $0.target == $0.timestamp + 1.0 / 60 })
    }

    @Test func pausedLinksAreNotCalled() throws {
        let screen = try HeadlessScreen(width: 50, height: 50)
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        defer { link.invalidate() }
        link.add(to: .main, forMode: .common)
        screen.advance(by: frame)
        #expect(count == 1)
        link.isPaused = true
        screen.advance(by: frame)
        screen.advance(by: frame)
        #expect(count == 1)
        link.isPaused = false
        screen.advance(by: frame)
        #expect(count == 2)
        #expect(link.timestamp == CACurrentMediaTime())
    }

    @Test func invalidateStopsTheLinkAndReleasesIt() throws {
        let screen = try HeadlessScreen(width: 50, height: 50)
        var count = 0
        weak var weakLink: CADisplayLink?
        do {
            let link = CADisplayLink { _ in count += 1 }
            link.add(to: .main, forMode: .common)
            weakLink = link
        }
        screen.advance(by: frame)
        #expect(count == 1)
        #expect(weakLink != nil, "the run loop keeps an added link alive")
        weakLink?.invalidate()
        #expect(weakLink == nil, "and lets it go when invalidated")
        screen.advance(by: frame)
        #expect(count == 1)
    }

    @Test func removedFromEveryModeTheLinkStopsAndIsReleased() throws {
        let screen = try HeadlessScreen(width: 50, height: 50)
        var count = 0
        weak var weakLink: CADisplayLink?
        do {
            let link = CADisplayLink { _ in count += 1 }
            link.add(to: .main, forMode: .default)
            link.add(to: .main, forMode: .common)
            weakLink = link
        }
        weakLink?.remove(from: .main, forMode: .default)
        screen.advance(by: frame)
        #expect(count == 1, "still in one mode")
        weakLink?.remove(from: .main, forMode: .common)
        #expect(weakLink == nil)
        screen.advance(by: frame)
        #expect(count == 1)
    }

    @Test func thirtyFramesPerSecondRunsEveryOtherSixtiethFrame() throws {
        let screen = try HeadlessScreen(width: 50, height: 50)
        var timestamps: [CFTimeInterval] = []
        var durations: [CFTimeInterval] = []
        let link = CADisplayLink {
            timestamps.append($0.timestamp); durations.append($0.targetTimestamp - $0.timestamp)
        }
        defer { link.invalidate() }
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .common)
        var frameTimes: [CFTimeInterval] = []
        for _ in 0..<6 {
            screen.advance(by: frame)
            frameTimes.append(CACurrentMediaTime())
        }
        #expect(timestamps == [frameTimes[0], frameTimes[2], frameTimes[4]])
        #expect(link.duration == 1.0 / 30)
        #expect(durations.allSatisfy { abs($0 - 1.0 / 30) < 1e-12 })
    }

    @Test func frameRateRangeSupersedesPreferredFramesPerSecond() throws {
        let screen = try HeadlessScreen(width: 50, height: 50)
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        defer { link.invalidate() }
        link.preferredFramesPerSecond = 30
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 20)
        link.add(to: .main, forMode: .common)
        for _ in 0..<9 { screen.advance(by: frame) }
        #expect(count == 3, "20 fps: every third frame")
        #expect(abs(link.duration - 1.0 / 20) < 1e-15)
        link.preferredFrameRateRange = .default
        link.preferredFramesPerSecond = 120  // above the display rate: every frame
        count = 0
        for _ in 0..<3 { screen.advance(by: frame) }
        #expect(count == 3)
        #expect(link.duration == 1.0 / 60)
    }

    @Test func aLinkAddedInACallbackStartsNextFrame() throws {
        let screen = try HeadlessScreen(width: 50, height: 50)
        var innerCount = 0
        var inner: CADisplayLink?
        let outer = CADisplayLink { _ in
            guard inner == nil else { return }
            let link = CADisplayLink { _ in innerCount += 1 }
            link.add(to: .main, forMode: .common)
            inner = link
        }
        defer { outer.invalidate(); inner?.invalidate() }
        outer.add(to: .main, forMode: .common)
        screen.advance(by: frame)
        #expect(inner != nil)
        #expect(innerCount == 0)
        screen.advance(by: frame)
        #expect(innerCount == 1)
    }

    @Test func aLinkInvalidatedByAnEarlierCallbackOfTheFrameIsNotCalled() throws {
        let screen = try HeadlessScreen(width: 50, height: 50)
        var secondCount = 0
        var selfInvalidations = 0
        let second = CADisplayLink { _ in secondCount += 1 }
        let first = CADisplayLink { link in
            second.invalidate()
            link.invalidate()
            selfInvalidations += 1
        }
        defer { first.invalidate(); second.invalidate() }
        first.add(to: .main, forMode: .common)
        second.add(to: .main, forMode: .common)
        screen.advance(by: frame)
        screen.advance(by: frame)
        #expect(secondCount == 0)
        #expect(selfInvalidations == 1, "a link may invalidate itself in its callback")
    }

    @Test func aRunningLinkDrivesChangesShownInTheSameFrame() throws {
        let screen = try HeadlessScreen(width: 50, height: 50)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        screen.window.addSubview(view)
        let link = CADisplayLink { link in view.center.x = CGFloat(link.timestamp * 60) }
        defer { link.invalidate() }
        link.add(to: .main, forMode: .common)
        screen.advance(by: 0.5)
        #expect(view.center.x == 30)
        #expect(screen.pixel(at: CGPoint(x: 30, y: 5)).r == 255)
        #expect(screen.pixel(at: CGPoint(x: 30, y: 5)).g == 0)
    }
}
