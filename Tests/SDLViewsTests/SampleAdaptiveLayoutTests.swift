import Foundation
import Testing
import SDLViewsTesting
@testable import SDLViews
@testable import Samples

/// Every sample adapts to its window (issue 37): from 640×360 to 3840×2160,
/// at pixel scale 1 and 2, resized live. What it shows is either inside the
/// window or reachable by scrolling the sample's content, and a large window
/// is used (an adaptive sample fills it, a fixed composition is centred).
@Suite @MainActor struct SampleAdaptiveLayoutTests {
    /// The frames of the visible views inside `root`, in `root`'s coordinates (not below views
    /// that clip, whose own frame bounds what shows; not inside scroll views, which scroll their own).
    private func shownFrames(in root: UIView) -> [(UIView, CGRect)] {
        var found: [(UIView, CGRect)] = []
        var stack = root.subviews
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha > 0.01, view.bounds.width > 0, view.bounds.height > 0 else { continue }
            found.append((view, view.convert(view.bounds, to: root)))
            if !view.clipsToBounds && !(view is UIScrollView) && view.layer.mask == nil {
                stack.append(contentsOf: view.subviews)
            }
        }
        return found
    }

    private func check(_ sample: SampleViewController, _ name: String, _ size: String) {
        let scroller = sample.contentScroller!
        let document = CGRect(origin: .zero, size: scroller.contentSize)
        #expect(document.width >= scroller.bounds.width - 0.5 && document.height >= scroller.bounds.height - 0.5)
        let reachable = document.insetBy(dx: -2, dy: -2)
        for (view, documentFrame) in shownFrames(in: scroller.document) where !documentFrame.isEmpty {
            // Off-screen on purpose: views parked outside to slide in, or huge by design (robustness).
            if documentFrame.width > 10_000 || documentFrame.height > 10_000 { continue }
            #expect(
                reachable.contains(documentFrame) || !reachable.intersects(documentFrame),
                "\(name) at \(size): \(type(of: view)) \(documentFrame) is cut off by the window \(document)")
        }
    }

    /// The smallest window and the largest (layout is in points: pixel scale 2 is checked by the goldens).
    @Test(arguments: [(640, 360, 1), (3840, 2160, 1)])
    func everySampleFitsOrScrolls(width: Int, height: Int, scale: Int) throws {
        for sample in SampleCatalog.all {
            let screen = try HeadlessScreen(width: width, height: height, scale: CGFloat(scale))
            let navigator = LauncherNavigator(window: screen.window)
            navigator.show(sample)
            screen.advance(by: 1.0 / 60)
            guard let controller = navigator.topViewController as? SampleViewController else {
                Issue.record("\(sample.name) is not a SampleViewController")
                continue
            }
            check(controller, sample.name, "\(width)x\(height)@\(scale)")
            let scroller = try #require(controller.contentScroller)
            switch scroller.layout {
            case .adaptive:
                #expect(scroller.content.frame.width >= scroller.bounds.width - 0.5, "\(sample.name) fills")
            case .fixed(let fixed):
                if scroller.bounds.width > fixed.width {
                    #expect(abs(scroller.content.frame.midX - scroller.bounds.width / 2) <= 1, "\(sample.name) centred")
                }
            }
        }
    }

    /// Live resizing, down to the smallest size and up to 4K and back, each sample still fitting or scrolling.
    /// The samples that follow their window (a fixed composition only moves, as the test below checks).
    @Test func everyAdaptiveSampleFollowsALiveResize() throws {
        for sample in SampleCatalog.all {
            guard case .adaptive = (sample.make() as? SampleViewController)?.contentLayout else { continue }
            let screen = try HeadlessScreen(width: 800, height: 600)
            let navigator = LauncherNavigator(window: screen.window)
            navigator.show(sample)
            screen.advance(by: 1.0 / 60)
            let controller = try #require(navigator.topViewController as? SampleViewController)
            for (width, height) in [(640, 360), (3840, 2160), (1280, 800)] {
                screen.resize(width: width, height: height)
                screen.advance(by: 1.0 / 60)
                let scroller = try #require(controller.contentScroller)
                #expect(scroller.bounds.width == CGFloat(width), "\(sample.name)")
                check(controller, sample.name, "\(width)x\(height) after a resize")
            }
        }
    }

    @Test func aSmallWindowScrollsAFixedCompositionAndALargeOneCentresIt() throws {
        let screen = try HeadlessScreen(width: 640, height: 360)
        let navigator = LauncherNavigator(window: screen.window)
        navigator.show(try #require(SampleCatalog.sample(named: "hierarchy")))
        screen.advance(by: 1.0 / 60)
        let controller = try #require(navigator.topViewController as? SampleViewController)
        let scroller = try #require(controller.contentScroller)
        #expect(scroller.contentSize == CGSize(width: 800, height: 552))
        scroller.setContentOffset(CGPoint(x: 160, y: 240), animated: false)
        screen.runFrame()
        #expect(scroller.contentOffset == CGPoint(x: 160, y: 240), "the whole composition is reachable")
        screen.resize(width: 1920, height: 1080)
        screen.runFrame()
        #expect(scroller.contentSize == CGSize(width: 1920, height: 1080 - SampleViewController.headerHeight))
        #expect(controller.content.frame.origin == CGPoint(x: 560, y: 240))
    }
}
