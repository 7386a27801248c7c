import Foundation
import CSDL
import Testing
@testable import SDLViews
import SDLViewsTesting

@MainActor
fileprivate final class RecordingController: UIViewController {
    var calls: [String] = []
    var customView = false

    override func loadView() {
        calls.append("loadView")
        if customView {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            v.tag = 42
            view = v
        } else {
            super.loadView()
        }
    }
    override func viewDidLoad() { calls.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { calls.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { calls.append("viewDidDisappear") }
}

/// Windows, headless screens, view controllers at the root, view identity.
@MainActor
@Suite struct WindowTests {
    private let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
    private let red = RGBA8(r: 255, g: 0, b: 0, a: 255)

    @Test func severalHeadlessScreensOneAfterAnother() throws {
        weak var firstWindow: UIWindow?
        do {
            let screen = try HeadlessScreen(width: 50, height: 30)
            firstWindow = screen.window
            #expect(screen.window.bounds == CGRect(x: 0, y: 0, width: 50, height: 30))
            #expect(UIApplication.shared.keyWindow === screen.window)
            #expect(screen.window.isKeyWindow)
            #expect(CACurrentMediaTime() == 0)
            screen.advance(by: 1.5)
            #expect(CACurrentMediaTime() == 1.5)
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
            view.backgroundColor = .red
            screen.window.addSubview(view)
            screen.runFrame()
            #expect(screen.pixel(at: CGPoint(x: 15, y: 15)) == red)
            #expect(screen.pixel(at: CGPoint(x: 25, y: 15)) == white)
            #expect(screen.snapshot().cgImage?.width == 50)
        }
        #expect(!UIApplication.shared.windows.contains { $0 === firstWindow })

        do {
            let screen = try HeadlessScreen(width: 70, height: 40, scale: 2)
            #expect(CACurrentMediaTime() == 0)  // each screen restarts the clock
            #expect(screen.window.bounds == CGRect(x: 0, y: 0, width: 70, height: 40))
            #expect(UIScreen.main.scale == 2)
            #expect(UIApplication.shared.keyWindow === screen.window)
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 5, height: 5))
            view.backgroundColor = .red
            screen.window.addSubview(view)
            #expect(view.contentScaleFactor == 2)
            screen.runFrame()
            let image = screen.snapshot().cgImage
            #expect(image?.width == 140 && image?.height == 80)
            #expect(screen.snapshot().size == CGSize(width: 70, height: 40))
            #expect(image?.pixel(x: 20, y: 20) == red)
            #expect(image?.pixel(x: 29, y: 29) == red)
            #expect(image?.pixel(x: 30, y: 29) == white)
            #expect(image?.pixel(x: 19, y: 20) == white)
            #expect(screen.pixel(at: CGPoint(x: 14.9, y: 14.9)) == red)
            #expect(screen.pixel(at: CGPoint(x: 15, y: 12)) == white)
        }

        let screen = try HeadlessScreen(width: 30, height: 20)
        #expect(UIScreen.main.scale == 1)
        #expect(screen.window.bounds == CGRect(x: 0, y: 0, width: 30, height: 20))
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 15, y: 10)) == white)
        #expect(screen.snapshot().cgImage?.width == 30)
    }

    /// Where SDL cannot create the renderer asked for (OpenGL on the dummy
    /// driver) it silently hands out its software renderer; the headless window
    /// the bench measures on refuses that instead, naming both.
    @Test func headlessWindowRefusesASubstituteRenderer() throws {
        do {
            let window = try UIWindow.makeHeadless(
                width: 20, height: 10, scale: 1, videoDriver: "dummy", renderDriver: "opengl")
            window.close()
            Issue.record("an opengl headless window opened on the dummy driver")
        } catch let error as SDLViewsError {
            #expect(error.description.contains("'opengl' SDL renderer is not available on the 'dummy' video driver"))
            #expect(error.description.contains("SDL offered 'software'"))
        }
        let window = try UIWindow.makeHeadless(width: 20, height: 10, scale: 1)
        defer { window.close() }
        var info = SDL_RendererInfo()
        #expect(SDL_GetRendererInfo(window.sdlRenderer, &info) == 0)
        #expect(info.name.map { String(cString: $0) } == "software")
    }

    @Test func viewIsLoadedLazilyAndOnce() {
        let controller = RecordingController()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.calls.isEmpty)
        let view: UIView = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === view)
        #expect(controller.calls == ["loadView", "viewDidLoad"])
        #expect(controller.view === view)
        controller.loadViewIfNeeded()
        #expect(controller.calls == ["loadView", "viewDidLoad"])
        #expect(view.next === controller)
    }

    @Test func loadViewOverrideProvidesTheView() {
        let controller = RecordingController()
        controller.customView = true
        controller.loadViewIfNeeded()
        #expect(controller.view.tag == 42)
        #expect(controller.calls == ["loadView", "viewDidLoad"])
    }

    @Test func rootViewControllerOfAVisibleWindowAppears() throws {
        let screen = try HeadlessScreen(width: 120, height: 90)
        let controller = RecordingController()
        screen.window.rootViewController = controller
        #expect(controller.calls == ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
        #expect(controller.view.superview === screen.window)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 120, height: 90))
        #expect(controller.view.frame == screen.window.bounds)
        #expect(controller.view.window === screen.window)
        #expect(controller.view.next === controller)
        #expect(controller.next === screen.window)

        // Replacing it: the old one disappears and its view leaves the window.
        let next = RecordingController()
        controller.calls = []
        screen.window.rootViewController = next
        #expect(controller.calls == ["viewWillDisappear", "viewDidDisappear"])
        #expect(controller.view.superview == nil)
        #expect(next.calls == ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
        #expect(screen.window.subviews.contains(next.view))
        #expect(!screen.window.subviews.contains(controller.view))
    }

    @Test func rootViewControllerOfAHiddenWindowDoesNotAppear() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        #expect(window.isHidden)
        let controller = RecordingController()
        window.rootViewController = controller
        #expect(controller.calls == ["loadView", "viewDidLoad"])
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 200, height: 150))
        #expect(controller.view.superview === window)
    }

    @Test func rootViewFollowsTheWindowSize() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        let controller = RecordingController()
        window.rootViewController = controller
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        window.bounds.size = CGSize(width: 50, height: 60)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 50, height: 60))
    }

    @Test func renderedRootViewFillsTheWindow() throws {
        let screen = try HeadlessScreen(width: 40, height: 30)
        let controller = UIViewController()
        controller.view.backgroundColor = .red
        screen.window.rootViewController = controller
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 0, y: 0)) == red)
        #expect(screen.pixel(at: CGPoint(x: 39, y: 29)) == red)
    }

    @Test func viewsAreEqualAndHashByIdentity() {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let alsoA: UIView = a
        #expect(a == alsoA)
        #expect(a != b)
        #expect(a.hashValue == alsoA.hashValue)
        #expect(Set([a, b, alsoA]).count == 2)
        var names: [UIView: String] = [a: "a", b: "b"]
        names[alsoA] = "still a"
        #expect(names.count == 2)
        #expect(names[a] == "still a")
        #expect(names[b] == "b")
        let parent = UIView()
        parent.addSubview(b)
        parent.addSubview(a)
        #expect(parent.subviews.firstIndex(of: a) == 1)
        #expect(parent.subviews.contains(alsoA))
        // A label with the same text is still another view.
        let l1 = UILabel(), l2 = UILabel()
        l1.text = "x"; l2.text = "x"
        #expect(l1 != l2)
    }
}
