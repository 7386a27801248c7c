import Foundation
public import CSDL

/// UIKit's application delegate: launch and termination callbacks. Every
/// method has a default.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// UIKit's older launch callback: called only by the default
    /// `application(_:didFinishLaunchingWithOptions:)`, so a delegate that
    /// implements that method does not get it, as in UIKit.
    func applicationDidFinishLaunching(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
}

public extension UIApplicationDelegate {
    var window: UIWindow? {
        get { nil }
        set {}
    }
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        applicationDidFinishLaunching(application)
        return true
    }
    func applicationDidFinishLaunching(_ application: UIApplication) {}
    func applicationWillTerminate(_ application: UIApplication) {}
}

/// UIKit's `UIApplication`: the windows and the frame loop.
///
/// `run()` owns the loop: each iteration runs one frame (see `FramePipeline`),
/// paced by vsync when something was presented, and otherwise sleeps in
/// `SDL_WaitEventTimeout` until the next frame is due, so an idle UI costs
/// nothing. It returns when SDL reports quit (the last window closed) or
/// `terminate()` is called. Hosts that own the loop call `handle(_:)` per SDL
/// event and `runFrame()` per frame instead.
@MainActor
public final class UIApplication: UIResponder {
    public static let shared = UIApplication()

    /// UIKit's `UIApplication.LaunchOptionsKey`: keys of the launch options dictionary (the delegate is passed nil here).
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public var delegate: UIApplicationDelegate?
    public private(set) var windows: [UIWindow] = []
    public internal(set) weak var keyWindow: UIWindow? { didSet { TextInputSession.sync() } }
    private(set) var isRunning = false
    /// Frames run so far, for diagnostics and tests.
    public private(set) var frameCount = 0
    /// Everything mutable the runtime keeps for this application (see `RuntimeContext`).
    @exclusivity(unchecked) private(set) var runtime = RuntimeContext()
    var pipeline: FramePipeline { runtime.pipeline }

    private override init() { super.init() }

    func register(_ window: UIWindow) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
        windows.sort { $0.windowLevel < $1.windowLevel }
    }

    func unregister(_ window: UIWindow) {
        windows.removeAll { $0 === window }
        if keyWindow === window { keyWindow = windows.last }
    }

    func window(withSDLID id: UInt32) -> UIWindow? { windows.first { $0.sdlWindowID == id } }

    /// Drops the whole runtime context (open animation blocks and
    /// transactions, running animations and their callbacks, touches and
    /// recognizers in flight, pending layout, caches) and installs a fresh
    /// one; a virtual clock restarts at 0. The test kit calls it for each new
    /// `HeadlessScreen`, so that no screen sees another's state. Windows stay
    /// registered: a screen closes its own window when it goes away.
    package func resetRuntime() {
        let previous = runtime
        runtime = RuntimeContext(continuing: previous)
        AppTraits.reset()
        if MediaClock.isVirtual { MediaClock.useVirtualClock(at: 0) }
        // `previous` is released here, after the new context is in place:
        // deinits it triggers (released layers, views) reach the new one.
    }

    /// Launches with `delegate` and runs the frame loop until quit; returns the exit status.
    @discardableResult
    public func run(delegate: UIApplicationDelegate) -> Int32 {
        self.delegate = delegate
        do { try SDLRuntime.startVideo(driver: nil) } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return 1
        }
        guard launch(delegate) else { return 0 }
        guard !windows.isEmpty else {
            FileHandle.standardError.write(Data("SDLViews: no window was opened at launch; nothing to run.\n".utf8))
            return 1
        }
        run()
        delegate.applicationWillTerminate(self)
        return 0
    }

    /// UIKit's launch sequence: `willFinishLaunching`, then `didFinishLaunching`
    /// (whose default calls `applicationDidFinishLaunching(_:)`); false when
    /// either returns false.
    func launch(_ delegate: UIApplicationDelegate) -> Bool {
        self.delegate = delegate
        return delegate.application(self, willFinishLaunchingWithOptions: nil)
            && delegate.application(self, didFinishLaunchingWithOptions: nil)
    }

    /// Runs frames until SDL quits or `terminate()` is called.
    public func run() {
        isRunning = true
        while isRunning {
            let started = MediaClock.now
            let presented = runFrame()
            drainMainRunLoop()
            waitForNextFrame(after: started, presented: presented)
        }
    }

    /// Stops `run()` after the current frame.
    public func terminate() { isRunning = false }

    /// One frame at the application clock's time: events, timers, animations,
    /// layout, display, composite. Returns true if any window presented.
    ///
    /// In host mode (a window wraps a game's SDL window with
    /// `UIWindow(sdlWindow:renderer:)`) the frame never reads SDL's event
    /// queue (no `SDL_PollEvent`, no `SDL_WaitEvent`): the game's events,
    /// its user events included, reach SDLViews only through `handle(_:)`.
    @discardableResult
    public func runFrame() -> Bool {
        frameCount += 1
        let now = MediaClock.now
        let output = accessibilityOutputForFrame()
        output?.frameDidStart(at: now)
        defer { output?.frameDidEnd() }
        return pipeline.run(at: now, windows: windows, pumpEvents: !isHostMode)
    }

    /// The AT-SPI export and narration (`AccessibilityOutput`), made at the
    /// first frame of a real run; the test kit's virtual clock never makes
    /// it, so tests neither touch the desktop's buses nor speak.
    private(set) var accessibilityOutput: AccessibilityOutput?
    private var accessibilityOutputStarted = false

    /// The bench's switch (`bench accessibility`): an output without a
    /// bridge (what a run with no assistive client has) or, with `enabled`
    /// false, none at all (the frame before issue 40).
    package func benchSetAccessibilityOutput(enabled: Bool) {
        installAccessibilityOutput(enabled ? AccessibilityOutput(bridge: nil) : nil)
    }

    /// Replaces the output, never to be probed for again (the bench's bus client).
    func installAccessibilityOutput(_ output: AccessibilityOutput?) {
        accessibilityOutputStarted = true
        accessibilityOutput = output
    }

    private func accessibilityOutputForFrame() -> AccessibilityOutput? {
        if !accessibilityOutputStarted && !MediaClock.isVirtual {
            accessibilityOutputStarted = true
            accessibilityOutput = AccessibilityOutput.start()
        }
        return accessibilityOutput
    }

    /// Whether a window wraps a host game's SDL window: the game owns the event loop.
    var isHostMode: Bool { windows.contains { $0.isWrappingHostWindow } }

    /// Feeds one SDL event from a host's own loop. Returns true only when
    /// SDLViews used it, so the game should not act on it too:
    /// - a press (left button or finger) that hit a view that takes it — a
    ///   control, a view with gesture recognizers, a view that shows something
    ///   of its own, or one whose responder chain handled `touchesBegan` — and
    ///   every motion and release of that press (the pointer stays captured
    ///   from press to release). A press on the window's empty background
    ///   (the window, a transparent container) is the game's, unless the
    ///   window's `capturesBackgroundInput` says otherwise;
    /// - motion without a pressed touch, other buttons and the wheel over a
    ///   view that takes the pointer; the wheel when a recognizer or a view
    ///   (a scroll view) took it;
    /// - a key that ran a key command, that a responder handled without
    ///   passing `pressesBegan` up to the application, or any key while a text
    ///   responder (`UIKeyInput`) is first responder; its release likewise;
    /// - text input while a text responder is first responder.
    ///
    /// Quit, window (resize, close, focus) and render-reset events are observed
    /// and always return false: SDLViews never hides, closes or destroys a
    /// window it did not create. See `wantsPointerInput`, `wantsKeyboardInput`
    /// and `wantsTextInput` for the same answers before the events arrive.
    @discardableResult
    public func handle(_ event: SDL_Event) -> Bool { pipeline.pump.dispatch(event) }

    /// The end of the responder chain: a touch arriving here was handled by no view or controller.
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        pipeline.pump.capture.touchesReachedApplication(touches)
    }

    /// The end of the responder chain: a key arriving here was handled by no responder.
    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        pipeline.pump.keys.pressesReachedApplication(presses)
    }

    /// Foundation timers and `DispatchQueue.main` blocks run between frames,
    /// because this loop, not a run loop, owns the main thread.
    private func drainMainRunLoop() {
        _ = RunLoop.main.run(mode: .default, before: Date())
    }

    private func waitForNextFrame(after started: CFTimeInterval, presented: Bool) {
        let frameBudget = 1.0 / 60
        let remaining = frameBudget - (MediaClock.now - started)
        guard remaining > 0 else { return }
        if presented && !pipeline.hasPendingWork(windows) { return }
        if pipeline.hasPendingWork(windows) {
            SDL_Delay(UInt32(remaining * 1000))
        } else {
            _ = SDL_WaitEventTimeout(nil, Int32(max(1, remaining * 1000)))
        }
    }

    /// SDL asked to quit.
    func quitRequested() { isRunning = false }
}
