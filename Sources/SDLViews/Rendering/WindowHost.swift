import Foundation
internal import CSDL

/// The SDL side of one `UIWindow`: its SDL window and renderer, its texture
/// cache and compositor. It owns (and destroys) the SDL window and renderer
/// when it created them; over a host game's window and renderer it owns neither.
@MainActor
final class WindowHost: LayerTreeHost {
    let sdlWindow: OpaquePointer
    let renderer: OpaquePointer
    let ownsSDLObjects: Bool
    let textures: TextureCache
    let compositor: Compositor
    /// Pixels per point; nil means "measure the drawable against the window".
    var forcedPixelScale: CGFloat?
    /// The colour behind everything (UIKit windows show black where nothing draws).
    var clearColor: SDL_Color? = SDL_Color(r: 0, g: 0, b: 0, a: 255)
    /// Whether compositing presents (a host game presents its own frame).
    @exclusivity(unchecked) var presents = true
    /// Where a host game's wrapped window draws its UI (see `UIWindow.renderPlacement`).
    var placement = UIWindow.RenderPlacement.window

    @exclusivity(unchecked) private(set) var needsComposite = true
    @exclusivity(unchecked) private(set) var needsUpdate = true
    private(set) var framesComposited = 0

    /// The SDL window's id, read once: asking SDL for it later would touch a window the game may have destroyed.
    let windowID: UInt32
    /// True once a game destroyed its renderer or window under a wrapped UIWindow: SDLViews forgets its
    /// textures without calling SDL and never calls SDL with them again.
    private(set) var sdlObjectsAreGone = false
    /// Whether input for this window was refused since its renderer went away (logged once).
    var refusedInputAfterRendererGone = false
    private var lastPlacement: HostPlacement?

    init(sdlWindow: OpaquePointer, renderer: OpaquePointer, ownsSDLObjects: Bool) {
        self.sdlWindow = sdlWindow
        self.renderer = renderer
        self.windowID = SDL_GetWindowID(sdlWindow)
        RendererLifetime.markAlive(renderer)
        self.ownsSDLObjects = ownsSDLObjects
        self.textures = TextureCache(renderer: renderer)
        self.compositor = Compositor(renderer: renderer, textures: textures)
    }

    /// Opens an SDL window and a renderer for it: accelerated with vsync when the
    /// driver has one, SDL's software renderer otherwise (or when asked).
    static func open(title: String, size: CGSize, resizable: Bool, hidden: Bool, softwareRenderer: Bool) throws
        -> WindowHost
    {
        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        flags |= hidden ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue
        let w = Int32(max(1, min(size.width.finiteOrZero, 16384))),
            h = Int32(max(1, min(size.height.finiteOrZero, 16384)))
        let centered: Int32 = 0x2FFF_0000
        guard let window = SDL_CreateWindow(title, centered, centered, w, h, flags) else {
            throw SDLViewsError.sdl("SDL_CreateWindow failed: \(SDLRuntime.lastError)")
        }
        let renderer =
            softwareRenderer
            ? nil
            : SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
        guard let renderer = renderer ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            SDL_DestroyWindow(window)
            throw SDLViewsError.sdl("SDL_CreateRenderer failed: \(SDLRuntime.lastError)")
        }
        return WindowHost(sdlWindow: window, renderer: renderer, ownsSDLObjects: true)
    }

    /// Whether the game's window and renderer still exist (asked by id, so
    /// neither freed object is touched). When they do not, every texture is
    /// forgotten without an SDL call. Windows SDLViews owns live until `close()`.
    @discardableResult
    func checkSDLObjectsAlive() -> Bool {
        if sdlObjectsAreGone { return false }
        if ownsSDLObjects { return true }
        guard let window = SDL_GetWindowFromID(windowID), window == sdlWindow, SDL_GetRenderer(window) == renderer
        else {
            SDLViewsLog.error(
                "the game's SDL renderer or window went away before UIWindow.close(): its textures are forgotten")
            sdlObjectsWillBeDestroyed()
            return false
        }
        return true
    }

    /// The game is destroying (or destroyed) its renderer: textures are freed
    /// now if SDL still has them, and SDL is never called with them again.
    func sdlObjectsWillBeDestroyed() {
        let stillThere =
            !sdlObjectsAreGone && SDL_GetWindowFromID(windowID) == sdlWindow && SDL_GetRenderer(sdlWindow) == renderer
        if !stillThere { RendererLifetime.markGone(renderer) }
        textures.removeAll()
        compositor.dropOffscreenTargets()
        hostedCache.drop()
        sdlObjectsAreGone = true
        RendererLifetime.markGone(renderer)
    }

    /// The window's size in points (SDL's window coordinates, or what the placement gives).
    var pointSize: CGSize { resolvedPlacement().size }

    /// The window's area in output pixels, its scale and its size in points,
    /// from `placement` and the renderer's state as it is now (`state`, when
    /// `render()` already read it).
    func resolvedPlacement(state: RendererState? = nil) -> HostPlacement {
        if sdlObjectsAreGone { return lastPlacement ?? HostPlacement(origin: .zero, pixelsPerPoint: 1, size: .zero) }
        let resolved = placementFromSDL(state: state)
        lastPlacement = resolved
        return resolved
    }

    private func placementFromSDL(state: RendererState?) -> HostPlacement {
        switch placement {
        case .window:
            guard let forcedPixelScale else {
                var w: Int32 = 0, h: Int32 = 0
                SDL_GetWindowSize(sdlWindow, &w, &h)
                return HostPlacement(
                    origin: .zero, pixelsPerPoint: measuredPixelScale, size: CGSize(width: Int(w), height: Int(h)))
            }
            let output = outputSize
            return HostPlacement(
                origin: .zero, pixelsPerPoint: forcedPixelScale,
                size: CGSize(width: output.width / forcedPixelScale, height: output.height / forcedPixelScale))
        case .pixelRect(let rect):
            return HostPlacement(rect: rect, pixelsPerPoint: forcedPixelScale ?? measuredPixelScale)
        case .rendererViewport:
            let game = state ?? RendererState(of: renderer)
            return HostPlacement(rect: game.viewportInPixels, pixelsPerPoint: CGFloat(game.scale.x))
        }
    }

    /// The drawable's size in pixels. Some renderers (software) report the
    /// current target texture's size while a game's target is set, so the
    /// size read without one is kept for then.
    var outputSize: CGSize {
        if sdlObjectsAreGone { return lastDrawableSize }
        if SDL_GetRenderTarget(renderer) != nil, lastDrawableSize != .zero { return lastDrawableSize }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        lastDrawableSize = CGSize(width: CGFloat(w), height: CGFloat(h))
        return lastDrawableSize
    }
    private var lastDrawableSize = CGSize.zero

    var pixelScale: CGFloat { resolvedPlacement().pixelsPerPoint }

    /// The drawable's pixels per SDL window coordinate (SDL's HiDPI ratio, 1 elsewhere).
    var measuredPixelScale: CGFloat {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(sdlWindow, &w, &h)
        return w > 0 ? outputSize.width / CGFloat(w) : 1
    }

    /// The size in pixels of the render target now current (the drawable when none is set).
    var currentTargetSize: CGSize {
        guard let target = SDL_GetRenderTarget(renderer) else { return outputSize }
        var w: Int32 = 0, h: Int32 = 0
        SDL_QueryTexture(target, nil, nil, &w, &h)
        return CGSize(width: CGFloat(w), height: CGFloat(h))
    }

    private var pendingDisplay: [CALayer] = []

    /// Layers changed since the last composite; nil means "everything" (a full composite).
    @exclusivity(unchecked) private var changedLayers: [CALayer]? = nil
    /// Drawn layers whose content changed in a rectangle only (bounds space), and nothing else about them.
    @exclusivity(unchecked) private var changedRegions: [(layer: CALayer, rect: CGRect)] = []
    /// The damage of the last partial composite (window pixels), for tests.
    private(set) var lastDamage: CGRect?
    static let maxTrackedChanges = 256

    var listsChangedLayers: Bool { changedLayers != nil }

    func layerDidChange(_ layer: CALayer) {
        Compositor.noteChange(layer)
        needsComposite = true
        needsUpdate = true
        guard changedLayers != nil else { return }
        if changedLayers!.count >= WindowHost.maxTrackedChanges {
            changedLayers = nil
        } else {
            changedLayers!.append(layer)
        }
    }

    /// Whether the drawable keeps its pixels between presents, so a frame may
    /// redraw only what changed: true for SDL's software renderer (it draws into
    /// the window surface); GPU back buffers are undefined after a present.
    lazy var keepsPixelsBetweenFrames: Bool = {
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        return info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0 && presents
    }()

    func enqueueDisplay(_ layer: CALayer) {
        pendingDisplay.append(layer)
        needsUpdate = true
    }

    /// The display stage: redraws the queued layers that still belong to this
    /// window. Drawing may queue other layers; they are drawn in the same
    /// stage. A layer that asks to be redrawn again while or after it drew in
    /// this stage (`setNeedsDisplay()` in `draw(_:)`) is redrawn in the next
    /// frame, as UIKit does, so the stage always ends.
    func runDisplayStage(root: CALayer) {
        guard !pendingDisplay.isEmpty else { return }
        var displayed: Set<ObjectIdentifier> = []
        var nextFrame: [CALayer] = []
        while !pendingDisplay.isEmpty {
            let queued = pendingDisplay
            pendingDisplay.removeAll(keepingCapacity: true)
            for layer in queued where layer.rootLayer === root {
                guard displayed.insert(ObjectIdentifier(layer)).inserted else { nextFrame.append(layer); continue }
                layer.displayIfNeeded()
            }
        }
        guard !nextFrame.isEmpty else { return }
        pendingDisplay = nextFrame
        needsUpdate = true
    }
    func layerTreeNeedsUpdate() { needsUpdate = true }

    func layerContentDidChange(_ layer: CALayer, in rect: CGRect) {
        guard let changed = changedLayers, changed.count + changedRegions.count < WindowHost.maxTrackedChanges else {
            return layerDidChange(layer)
        }
        Compositor.noteChange(layer)
        needsComposite = true
        needsUpdate = true
        changedRegions.append((layer, rect))
    }
    var maxTexturePixels: Int { Int(textures.maxTextureSize) }
    func setNeedsComposite() {
        compositor.invalidateCulling()
        needsComposite = true
        changedLayers = nil
    }

    /// Composites and presents `root` if anything changed since the last time.
    @discardableResult
    func compositeIfNeeded(root: CALayer) -> Bool {
        needsUpdate = false
        guard needsComposite else { return false }
        compositeChanges(root: root)
        return true
    }

    /// Composites now, whatever changed (hosts that redraw every frame, benchmarks).
    func composite(root: CALayer) {
        changedLayers = nil
        compositeChanges(root: root)
    }

    /// A host game's frame: the UI over the game's pixels at `area`, into the
    /// render target the game made current, with the renderer's state reset for
    /// drawing (the caller saves and restores the game's).
    ///
    /// A frame in which the UI changed is drawn directly; the next unchanged
    /// frame keeps it in `hostedCache`, which later unchanged frames copy.
    /// Returns true when it drew the tree (and so changed the renderer's draw
    /// state), false when it only copied the kept UI.
    @discardableResult
    func compositeHosted(root: CALayer, area: HostPlacement) -> Bool {
        let changed = needsComposite
        needsComposite = false
        changedLayers = []
        changedRegions = []
        hostedDrawCalls = 0
        let target = currentTargetSize
        if changed || !keepsHostedUI {
            hostedCache.invalidate()
            compositeHostedDirectly(root: root, area: area, target: target)
            return true
        }
        let rebuilt = !hostedCache.isCurrent(area: area, target: target)
        if rebuilt {
            let base =
                Homography.translation(area.origin.x, area.origin.y) * .scale(area.pixelsPerPoint, area.pixelsPerPoint)
                * .translation(-root.bounds.minX, -root.bounds.minY)
            var painted: [CGRect] = []
            compositor.paintedBoxes(root, state: root.renderState, map: base, into: &painted)
            hostedCache.rebuild(area: area, target: target, painted: painted, compositor: compositor) {
                compositeHostedDirectly(root: root, area: $0, target: $1)
            }
        }
        hostedDrawCalls += hostedCache.copy(compositor: compositor)
        return rebuilt
    }

    private func compositeHostedDirectly(root: CALayer, area: HostPlacement, target: CGSize) {
        compositor.render(
            root: root, pixelScale: area.pixelsPerPoint, outputSize: target, clearColor: clearColor,
            area: area.pixelRect)
        hostedDrawCalls += compositor.batch.drawCalls
        textures.endFrame()
        framesComposited += 1
    }

    /// SDL draw calls (geometry submissions and copies) the last hosted
    /// `render()` issued, into the kept texture and onto the game's target:
    /// for an idle UI only the copies of the kept texture's parts.
    private(set) var hostedDrawCalls = 0
    /// Whether unchanged frames copy the kept UI (off only to measure the direct path).
    var keepsHostedUI = true
    /// A wrapped window's UI kept between unchanged game frames.
    lazy var hostedCache = HostedUICache(renderer: renderer)

    /// Composites what changed: only the damaged region where the drawable keeps
    /// its pixels and few layers changed, everything otherwise.
    private func compositeChanges(root: CALayer) {
        let changed = changedLayers, regions = changedRegions
        needsComposite = false
        // Only a drawable that keeps its pixels redraws what changed: elsewhere
        // (GPU back buffers) the next frame redraws everything, and tracking
        // the changed layers would only retain them.
        changedLayers = keepsPixelsBetweenFrames ? [] : nil
        changedRegions = []
        lastDamage = nil
        let output = outputSize
        var damage: CGRect?
        if keepsPixelsBetweenFrames, let changed {
            let scale = pixelScale
            let base = Homography.scale(scale, scale) * .translation(-root.bounds.minX, -root.bounds.minY)
            let whole = CGRect(origin: .zero, size: output)
            if let layers = compositor.damage(of: changed, root: root, base: base, output: whole) {
                damage = layers.union(compositor.damage(ofRegions: regions, root: root, base: base))
                    .intersection(whole)
                lastDamage = damage
                if damage!.isNull || damage!.isEmpty { return }
            } else {
                lastDamage = whole
            }
        }
        compositor.render(
            root: root, pixelScale: pixelScale, outputSize: output, clearColor: clearColor, damage: damage)
        if presents { present() }
        textures.endFrame()
        framesComposited += 1
    }

    private func present() {
        guard runtime.timesPresents else { return SDL_RenderPresent(renderer) }
        let start = DispatchTime.now().uptimeNanoseconds
        SDL_RenderPresent(renderer)
        runtime.presentNanoseconds &+= DispatchTime.now().uptimeNanoseconds &- start
    }

    /// SDL lost its textures (render targets or device reset): every texture
    /// is rebuilt on demand; running transitions lose their snapshots (the old
    /// pixels are gone with the device) and show their view live instead.
    func renderResourcesWereReset(root: CALayer) {
        guard checkSDLObjectsAlive() else { return }
        textures.removeAll()
        compositor.dropOffscreenTargets()
        hostedCache.drop()
        root.forEachInSubtree { layer in
            for entry in layer.animationEntries { (entry.animation as? ViewTransition)?.snapshotsWereLost() }
            (layer as? RenderTargetLayer)?.targetWasLost()
            return true
        }
        setNeedsComposite()
    }

    func close() {
        checkSDLObjectsAlive()
        textures.removeAll()
        compositor.dropOffscreenTargets()
        hostedCache.drop()
        guard ownsSDLObjects else { return }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(sdlWindow)
    }
}
