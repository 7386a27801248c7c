import Foundation
internal import CSDL

/// UIKit's `UIWindow`, backed by one SDL window.
///
/// `UIWindow(frame:)` describes the window; the SDL window opens when it is made
/// visible (`makeKeyAndVisible()` or `isHidden = false`), sized to the frame.
/// A host game that owns its SDL window and renderer wraps them with
/// `UIWindow(sdlWindow:renderer:)` instead.
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
@MainActor
open class UIWindow: UIView {
    /// The window's focus system, made on first use.
    var focusSystemIfCreated: UIFocusSystem?
    var focusSystem: UIFocusSystem {
        if let system = focusSystemIfCreated { return system }
        let system = UIFocusSystem(window: self)
        focusSystemIfCreated = system
        return system
    }
    var host: WindowHost?
    /// The responder that receives key presses first.
    weak var firstResponder: UIResponder? {
        didSet {
            TextInputSession.sync()
            if oldValue !== firstResponder {
                oldValue?.firstResponderStatusDidChange()
                firstResponder?.firstResponderStatusDidChange()
                runtime.gameController.keyboard.firstResponderDidChange(in: self)
            }
        }
    }
    public var title: String = "SDLViews" {
        didSet { if let host { SDL_SetWindowTitle(host.sdlWindow, title) } }
    }
    /// Whether the SDL window may be resized by the user (before it opens).
    public var isResizable = true
    open var windowLevel: UIWindow.Level = .normal
    open var screen: UIScreen { UIScreen.main }
    /// Touches currently down in this window, kept by the event pump.
    var activeTouches: [TouchKey: UITouch] = [:]
    /// Whether a press on the window's empty background (the window itself, or
    /// a transparent container view without recognizers) is the UI's: false
    /// by default, so over a game the background passes presses to the game
    /// (`UIApplication.handle(_:)` returns false). Set it for a modal UI that
    /// must block the game: every press in the window is then the UI's (an
    /// SDLViews addition).
    public var capturesBackgroundInput = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        startHidden()
    }

    /// UIKit's designated coder initializer (nothing is decoded: see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        startHidden()
    }

    private func startHidden() {
        layer.isHidden = true
        backgroundColor = nil
    }

    /// Wraps a host game's SDL window and renderer. SDLViews draws into them
    /// but never destroys, hides or closes them, never reads SDL's event queue
    /// (the game passes its events to `UIApplication.handle(_:)`), and does not
    /// present: call `render()` from your frame and present yourself. The
    /// window becomes the key window when there is none, so first responders
    /// and text input work without `makeKey()`.
    public init(sdlWindow: OpaquePointer, renderer: OpaquePointer) {
        super.init(frame: .zero)
        let host = WindowHost(sdlWindow: sdlWindow, renderer: renderer, ownsSDLObjects: false)
        host.presents = false
        host.clearColor = nil
        attach(host)
        layer.isHidden = false
        UIApplication.shared.register(self)
        if UIApplication.shared.keyWindow == nil { UIApplication.shared.keyWindow = self }
    }

    init(host: WindowHost) {
        super.init(frame: .zero)
        attach(host)
    }

    private func attach(_ host: WindowHost) {
        self.host = host
        layer.host = host
        layer.enqueuePendingDisplays(into: host)
        frame = CGRect(origin: .zero, size: host.pointSize)
        UIScreen.main.adopt(scale: host.pixelScale, size: host.pointSize)
        applyScaleToTree()
    }

    open var rootViewController: UIViewController? {
        didSet { RootViewControllerTransition.replace(oldValue, with: rootViewController, in: self) }
    }

    open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// Opens the SDL window if needed, shows it and makes it the key window.
    /// If no window can be opened the reason is logged (see `open()` to handle it).
    open func makeKeyAndVisible() {
        do { try open() } catch { SDLViewsLog.error("\(error)") }
        UIApplication.shared.keyWindow = self
        isHidden = false
    }

    open func makeKey() { UIApplication.shared.keyWindow = self }

    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            let appearing = super.isHidden && !newValue
            if !newValue, host == nil { do { try open() } catch { SDLViewsLog.error("\(error)") } }
            super.isHidden = newValue
            // A game's own window stays as the game left it: only the UI hides.
            if let host, host.ownsSDLObjects {
                newValue ? SDL_HideWindow(host.sdlWindow) : SDL_ShowWindow(host.sdlWindow)
            }
            if appearing, let root = rootViewController { ViewControllerAppearance.appear(root) {} }
        }
    }

    /// Opens the SDL window for this UIWindow. Throws `SDLViewsError.noDisplay`
    /// with the fix when there is no display.
    public func open() throws {
        guard host == nil else { return }
        try SDLRuntime.startVideo(driver: nil)
        let size = frame.size == .zero ? UIScreen.main.bounds.size : frame.size
        let host = try WindowHost.open(
            title: title, size: size, resizable: isResizable, hidden: true, softwareRenderer: false)
        attach(host)
        UIApplication.shared.register(self)
    }

    /// Closes the SDL window (owned ones are destroyed) and leaves the application's windows.
    /// Its touches and hovers are cancelled, and every animation and transition
    /// in it ends (completion `false`) before the renderer goes, so nothing
    /// of the window outlives it unless the app holds it.
    public func close() {
        guard let closing = host else { return UIApplication.shared.unregister(self) }
        let pump = UIApplication.shared.pipeline.pump
        pump.touches.cancelAll(in: self)
        pump.pointer.exit(self)
        pump.capture.release(self)
        host = nil
        layer.host = nil
        UIApplication.shared.unregister(self)
        runtime.animationEngine.endAnimations(inTreeOf: layer, lastWindow: UIApplication.shared.windows.isEmpty)
        closing.close()
    }

    /// Composites the window now into the current render target, whatever
    /// changed: the entry point for a host game's frame. For a wrapped window
    /// the UI goes where `renderPlacement` says, and every piece of renderer
    /// state it touches (render target, draw colour, blend mode, clip rect,
    /// viewport, scale, logical size, integer scale) is as the game left it
    /// when `render()` returns. A hidden window draws nothing.
    public func render() {
        guard let host, !isHidden, host.checkSDLObjectsAlive() else { return }
        guard isWrappingHostWindow else { return host.composite(root: layer) }
        renderHosted(host)
    }

    /// The SDL window's id, for routing events.
    public var sdlWindowID: UInt32? { host?.windowID }

    // MARK: Window conversions (nil: the screen)

    open func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
        guard let window else { return layer.transformToSuperlayer.apply(point) ?? point }
        return convert(point, to: window as UIView)
    }

    open func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
        guard let window else { return layer.transformToSuperlayer.inverse?.apply(point) ?? point }
        return convert(point, from: window as UIView)
    }

    open func convert(_ rect: CGRect, to window: UIWindow?) -> CGRect {
        guard let window else { return layer.transformToSuperlayer.boundingBox(of: rect.standardized) ?? rect }
        return convert(rect, to: window as UIView)
    }

    open func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect {
        guard let window else { return layer.transformToSuperlayer.inverse?.boundingBox(of: rect.standardized) ?? rect }
        return convert(rect, from: window as UIView)
    }

    // MARK: Internals

    /// The window itself is the end of the view part of the chain; then the application.
    open override var next: UIResponder? { UIApplication.shared }

    override var responderWindow: UIWindow? { self }

    /// Size changes from SDL (the user resized the window).
    func sdlWindowDidResize() {
        guard let host else { return }
        frame = CGRect(origin: frame.origin, size: host.pointSize)
        UIScreen.main.adopt(scale: host.pixelScale, size: host.pointSize)
        host.setNeedsComposite()
    }

    /// A subtree left this window: forget its touches and hovers.
    func subtreeDidLeave(_ view: UIView) {
        UIApplication.shared.pipeline.pump.pointer.subtreeDidLeave(view)
        let leaving = activeTouches.filter { $0.value.view?.isDescendant(of: view) ?? false }.map(\.key)
        if !leaving.isEmpty { UIApplication.shared.pipeline.pump.touches.cancel(leaving, in: self) }
    }

    func applyScaleToTree() { applyContentScale(host?.pixelScale ?? 1) }

    /// UIKit's `UIWindow.Level`: windows at a higher level are drawn over, and hit-tested before, lower ones.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }
}

/// Identifies a touch source: the mouse or one SDL finger.
struct TouchKey: Hashable {
    let device: Int64
    let finger: Int64
    static let mouse = TouchKey(device: -1, finger: 0)
}
