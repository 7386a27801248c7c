import Foundation

/// One `UIWindow.prewarm(_:size:frameBudget:completion:)` under way: the
/// first-frame work of a screen not shown yet, done a piece at a time in the
/// timers stage of the frames before it opens, each frame stopping once its
/// budget is spent. The stages are the window's own: the view is loaded and
/// laid out at the size it will have, the layers marked for display are
/// displayed (text rasterized, backing stores drawn), then the layers are
/// drawn offscreen by the window's compositor (`Compositor.warmCaches`), which
/// uploads their textures and builds their shadows and clipping coverage in
/// the window's caches, where they stay while the layers live.
///
/// The job holds the window and the controller weakly (a screen prepared and
/// never shown is freed with its controller, its textures with its layers)
/// and ends, its completion told `false`, when either goes away, the window
/// closes, or the screen is shown before the job finished.
@MainActor
final class ScreenPrewarm {
    private enum Stage { case load, layout, display, draw, done }

    private weak var window: UIWindow?
    private weak var controller: UIViewController?
    private let size: CGSize?
    private let budget: TimeInterval
    private var completions: [(Bool) -> Void]
    private var stage = Stage.load
    /// The layers still to display.
    private var queue: [CALayer] = []
    /// The units still to draw offscreen, last first.
    private var units: [DrawingUnit] = []
    private var rescannedDisplay = false
    private var token: Int?
    /// Pieces of work done (for tests: a small budget spreads them over frames).
    private(set) var steps = 0

    init(
        window: UIWindow, controller: UIViewController, size: CGSize?, budget: TimeInterval,
        completion: ((Bool) -> Void)?
    ) {
        self.window = window
        self.controller = controller
        self.size = size
        self.budget = budget
        self.completions = completion.map { [$0] } ?? []
    }

    /// Starts running in the next frames: the pipeline holds the job until it ends.
    func start() {
        controller?.screenPrewarm = self
        token = UIApplication.shared.pipeline.addFrameCallback { [self] _ in inspectorTimed(\.prewarm) { frame() } }
    }

    /// A second call for the same controller joins this one: told when it ends.
    func join(_ completion: ((Bool) -> Void)?) {
        if let completion { completions.append(completion) }
    }

    private func frame() {
        guard let controller, let window, let host = window.host, host.checkSDLObjectsAlive() else {
            return finish(false)
        }
        // Shown before it finished: the window's own frame does the rest.
        if controller.viewIfLoaded?.window != nil { return finish(false) }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(budget * 1e9)
        repeat {
            step(controller, window: window, host: host)
            steps += 1
        } while stage != .done && DispatchTime.now().uptimeNanoseconds < deadline
        if stage == .done { finish(true) }
    }

    private func step(_ controller: UIViewController, window: UIWindow, host: WindowHost) {
        switch stage {
        case .load:
            controller.loadViewIfNeeded()
            stage = .layout
        case .layout:
            layOut(controller.view, in: window, host: host)
            queue = Self.layersNeedingDisplay(in: controller.view.layer)
            stage = .display
        case .display:
            displayNext(root: controller.view.layer, compositor: host.compositor)
        case .draw:
            drawNext(root: controller.view.layer, host: host)
        case .done:
            break
        }
    }

    /// The view at the size it will have (the window's unless given), its
    /// layers at the window's scale, laid out as the first frame would.
    private func layOut(_ view: UIView, in window: UIWindow, host: WindowHost) {
        if view.superview == nil {
            view.frame = CGRect(origin: view.frame.origin, size: size ?? window.bounds.size)
        }
        view.applyContentScale(host.pixelScale)
        view.layoutIfNeeded()
    }

    /// Displays one marked layer; once none is left, looks again once (a
    /// display may mark others) and moves on to drawing.
    private func displayNext(root: CALayer, compositor: Compositor) {
        if let layer = queue.popLast() {
            layer.displayIfNeeded()
            return
        }
        if !rescannedDisplay {
            rescannedDisplay = true
            queue = Self.layersNeedingDisplay(in: root)
            if !queue.isEmpty { return }
        }
        units = Self.drawingUnits(in: root, compositor: compositor)
        stage = .draw
    }

    /// Draws one unit offscreen, as the window will draw it, keeping nothing but the caches it filled.
    private func drawNext(root: CALayer, host: WindowHost) {
        guard let unit = units.popLast() else {
            stage = .done
            return
        }
        let layer = unit.layer
        let scale = host.pixelScale * Compositor.localScale(of: layer.renderTransform(toAncestor: root) ?? .identity)
        RendererState.preserving(host.renderer) {
            host.compositor.warmCaches(
                of: layer, state: layer.renderState, scale: scale, withSublayers: unit.withSublayers)
        }
    }

    private func finish(_ finished: Bool) {
        if let token { UIApplication.shared.pipeline.removeCallback(token) }
        token = nil
        stage = .done
        queue = []
        units = []
        if controller?.screenPrewarm === self { controller?.screenPrewarm = nil }
        let told = completions
        completions = []
        for completion in told { completion(finished) }
    }

    /// The layers below `root` (and their masks) still marked for display, last first.
    static func layersNeedingDisplay(in root: CALayer) -> [CALayer] {
        var marked: [CALayer] = []
        root.forEachInSubtree { layer in
            if layer.needsDisplay() { marked.append(layer) }
            if let mask = layer.mask, mask.needsDisplay() { marked.append(mask) }
            return true
        }
        return marked.reversed()
    }

    /// A layer drawn offscreen in one piece of work: with its subtree, or
    /// only its own look (its sublayers are units of their own).
    struct DrawingUnit {
        let layer: CALayer
        let withSublayers: Bool
    }

    /// The layers drawn offscreen one at a time, last first: a plain
    /// container (sublayers, but no shadow, mask, clip or rounded corners
    /// of its own to build) is split into its sublayers; a layer whose own
    /// look does not depend on its sublayers (no mask or clip, a shadow from
    /// its `shadowPath` or its own outline) is drawn alone, its sublayers as
    /// units of their own, so a panel full of labels is not one long piece;
    /// any other layer that draws something kept is drawn with its subtree.
    static func drawingUnits(in root: CALayer, compositor: Compositor) -> [DrawingUnit] {
        var units: [DrawingUnit] = []
        root.forEachInSubtree { layer in
            guard !layer.isHidden, layer.opacity > 0 else { return false }
            if !layer.sublayerList.isEmpty, isPlainContainer(layer) { return true }
            if !layer.sublayerList.isEmpty, looksAlike(layer, compositor: compositor) {
                units.append(DrawingUnit(layer: layer, withSublayers: false))
                return true
            }
            if !layer.sublayerList.isEmpty || keepsSomething(layer) {
                units.append(DrawingUnit(layer: layer, withSublayers: true))
            }
            return false
        }
        return units.reversed()
    }

    /// Whether the layer's own look is the same drawn without its sublayers:
    /// no mask or clip (built while its sublayers are drawn), no group
    /// opacity, and a shadow (if any) from its path or its own outline, not
    /// from what its sublayers draw.
    private static func looksAlike(_ layer: CALayer, compositor: Compositor) -> Bool {
        let state = layer.renderState
        guard layer.mask == nil, !state.masksToBounds, state.opacity >= 1, !layer.replicatesSublayers else {
            return false
        }
        return state.appearance.shadowOpacity == 0 || state.appearance.shadowPath != nil
            || compositor.ownOutline(of: layer, state: state) != nil
    }

    private static func isPlainContainer(_ layer: CALayer) -> Bool {
        layer.shadowOpacity == 0 && layer.mask == nil && !layer.masksToBounds && layer.cornerRadius == 0
            && !keepsSomething(layer)
    }

    /// Contents, a backing store, a shadow or rounded corners: what the compositor keeps a texture or coverage for.
    private static func keepsSomething(_ layer: CALayer) -> Bool {
        layer.contents != nil || layer.renderRecord?.backingStore != nil || layer.shadowOpacity > 0
            || layer.cornerRadius > 0
    }
}
