import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// UIProgressView, UIActivityIndicatorView and UIPageControl.
@MainActor
@Suite struct ProgressAndIndicatorTests {
    static let red = RGBA8(r: 255, g: 0, b: 0, a: 255)

    @Test func progressIsClampedAndFillsFromTheLeadingEdge() throws {
        let screen = try HeadlessScreen(width: 240, height: 40)
        let bar = UIProgressView(progressViewStyle: .default)
        #expect(bar.frame.size.height == 4 && bar.intrinsicContentSize.height == 4)
        bar.frame = CGRect(x: 20, y: 20, width: 200, height: 4)
        bar.progressTintColor = .red
        screen.window.addSubview(bar)
        bar.progress = 1.7
        #expect(bar.progress == 1)
        bar.progress = -2
        #expect(bar.progress == 0)
        let messages = loggedMessages { bar.setProgress(.nan, animated: true) }
        #expect(bar.progress == 0 && messages.count == 1)
        bar.setProgress(0.5, animated: true)
        screen.advance(by: 0.1)
        #expect(screen.pixel(at: P(110, 21)) != Self.red)  // the fill is still growing
        screen.advance(by: 0.5)
        #expect(screen.pixel(at: P(110, 21)) == Self.red)
        #expect(screen.pixel(at: P(125, 21)) != Self.red)
        #expect(UIProgressView(progressViewStyle: .bar).intrinsicContentSize.height == 2.5)
    }

    @Test func observedProgressDrivesTheBar() throws {
        let screen = try HeadlessScreen(width: 240, height: 40)
        let bar = UIProgressView(frame: CGRect(x: 20, y: 20, width: 200, height: 4))
        screen.window.addSubview(bar)
        let work = Progress(totalUnitCount: 8)
        work.completedUnitCount = 2
        bar.observedProgress = work
        #expect(bar.progress == 0.25)
        work.completedUnitCount = 6
        screen.runFrame()
        #expect(bar.progress == 0.75)
        bar.observedProgress = nil
        work.completedUnitCount = 8
        screen.runFrame()
        #expect(bar.progress == 0.75)
    }

    @Test func activityIndicatorStartsStopsAndHides() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.frame.size == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
        screen.window.addSubview(spinner)
        #expect(spinner.isHidden && !spinner.isAnimating && spinner.hidesWhenStopped)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        screen.advance(by: 0.3)
        #expect(!spinner.layer.sublayers!.first!.animationKeys()!.isEmpty)
        spinner.stopAnimating()
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }

    @Test func activityIndicatorTurnsOneSpokeAtATime() throws {
        let screen = try HeadlessScreen(width: 60, height: 60)
        screen.window.backgroundColor = .black
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.color = .white
        spinner.center = CGPoint(x: 30, y: 30)
        screen.window.addSubview(spinner)
        spinner.startAnimating()
        screen.runFrame()
        let top = P(30, 18.5 - 6), right = P(30 + 12, 30)
        let brightAtTop = screen.pixel(at: top).r
        screen.advance(by: 0.3)  // two of eight steps: the brightest spoke points right
        #expect(screen.pixel(at: right).r == brightAtTop)
        #expect(screen.pixel(at: top).r < brightAtTop)
    }

    @Test func pageControlPagesByTapsBesideTheCurrentDot() throws {
        let screen = try HeadlessScreen(width: 200, height: 60)
        let pages = UIPageControl(frame: CGRect(x: 0, y: 10, width: 200, height: 37))
        pages.numberOfPages = 3
        #expect(pages.intrinsicContentSize == CGSize(width: 39, height: 37))
        screen.window.addSubview(pages)
        let events = ValueEventCounter(pages)
        screen.tap(at: P(150, 28))
        #expect(pages.currentPage == 1)
        screen.tap(at: P(150, 28))
        screen.tap(at: P(150, 28))  // already the last page
        #expect(pages.currentPage == 2 && events.valueChanged == 2)
        screen.tap(at: P(20, 28))
        #expect(pages.currentPage == 1 && events.valueChanged == 3)
        pages.currentPage = 9
        #expect(pages.currentPage == 2 && events.valueChanged == 3)
        let messages = loggedMessages { pages.numberOfPages = -4 }
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0 && messages.count == 1)
    }

    @Test func pageControlDrawsDotsAndHidesASinglePage() throws {
        let screen = try HeadlessScreen(width: 200, height: 60)
        let pages = UIPageControl(frame: CGRect(x: 0, y: 10, width: 200, height: 37))
        pages.numberOfPages = 3
        pages.currentPage = 1
        pages.currentPageIndicatorTintColor = .red
        pages.pageIndicatorTintColor = .blue
        screen.window.addSubview(pages)
        screen.runFrame()
        // Dots centred at x 84, 100, 116 (39 points wide row centred on 100), y 28.5.
        #expect(screen.pixel(at: P(100, 28)) == Self.red)
        #expect(screen.pixel(at: P(84, 28)) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(screen.pixel(at: P(92, 28)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        pages.numberOfPages = 1
        pages.hidesForSinglePage = true
        screen.runFrame()
        #expect(screen.pixel(at: P(100, 28)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        pages.numberOfPages = Int.max  // only the visible dots are drawn
        screen.runFrame()
        #expect(pages.currentPage == 0)
    }

    @Test func pageControlBackgroundStyles() throws {
        let screen = try HeadlessScreen(width: 200, height: 60)
        let pages = UIPageControl(frame: CGRect(x: 0, y: 10, width: 200, height: 37))
        pages.numberOfPages = 3
        screen.window.addSubview(pages)
        let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
        let between = P(92, 28)  // between two dots, inside the capsule
        screen.runFrame()
        #expect(pages.backgroundStyle == .automatic && screen.pixel(at: between) == white)
        screen.touchDown(at: P(150, 28))
        screen.runFrame()
        let tracked = screen.pixel(at: between)
        #expect(tracked.r < 215 && tracked.r > 185, "automatic: the capsule shows while a touch is tracked")
        screen.touchUp(at: P(150, 28))
        screen.runFrame()
        #expect(screen.pixel(at: between) == white)
        pages.backgroundStyle = .prominent
        screen.runFrame()
        #expect(screen.pixel(at: between) == tracked)
        #expect(screen.pixel(at: P(40, 28)) == white, "the capsule hugs the row")
        pages.backgroundStyle = .minimal
        screen.touchDown(at: P(150, 28))
        screen.runFrame()
        #expect(screen.pixel(at: between) == white)
        screen.touchUp(at: P(150, 28))
    }

    @Test func switchStylesAreSlidingAsOnIOS() {
        let toggle = UISwitch()
        toggle.preferredStyle = .checkbox
        #expect(toggle.preferredStyle == .checkbox && toggle.style == .sliding)
        #expect(toggle.intrinsicContentSize == UISwitch().intrinsicContentSize)
    }
}
