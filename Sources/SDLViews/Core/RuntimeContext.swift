import Foundation

/// The mutable state of one running application, in one place: the frame
/// pipeline (event routing, frame callbacks), the animation engine, the open
/// animation blocks and transactions, the gesture environment, touch
/// delivery, what the display stage learned about drawing classes, the
/// graphics context stack, the Auto Layout activation queues, and the
/// counters that stamp caches. `UIApplication` owns it (`runtime`); nothing
/// of it is static, so `UIApplication.resetRuntime()` can drop all of it at
/// once (each `HeadlessScreen` starts from a fresh context).
///
/// What stays process-wide is listed in ARCHITECTURE.md ("Runtime context").
@MainActor
final class RuntimeContext {
    let pipeline: FramePipeline
    let animationEngine = AnimationEngine()
    /// Open UIView animation blocks and the global animation switches.
    let viewAnimationStack = ViewAnimationStack()
    /// Open `CATransaction`s, innermost last.
    var transactions: [CATransaction.Frame] = []
    /// Which model layer each live presentation copy came from.
    let presentationLinks = PresentationLinks()
    let gestureEnvironment = GestureEnvironment()
    /// Touches whose view delivery is held or cancelled (`ViewTouchDelivery`).
    let touchDelivery = ViewTouchDelivery()
    let layerDrawing = LayerDrawing()
    /// `UIGraphicsGetCurrentContext()`'s stack.
    let graphicsContexts = GraphicsContextStack()
    /// `UIImage(named:)`'s decoded files by path.
    var namedImages: [String: CGImage] = [:]
    let deferredRelease = DeferredRelease()
    let hierarchyDepth = HierarchyDepth()
    /// How deep the default `hitTest(_:with:)` currently recurses.
    @exclusivity(unchecked) var hitTestDepth = 0
    let layoutActivation = LayoutActivation()
    /// Frame phase times, kept only while an inspector is open (nil: nothing is timed).
    var inspectorFrameTimes: InspectorFrameTimes?
    /// `UIApplication.inspectorToggleKey`.
    var inspectorToggleKey: UIKeyboardHIDUsage? = .keyboardF12
    /// Auto Layout's unsatisfiable-constraint messages, for the inspector.
    var constraintConflicts = ConstraintConflictLog()
    /// Interface Builder files watched for changes (`UINib.hotReloadEnabled`).
    let interfaceBuilderHotReload = InterfaceBuilderHotReload()
    /// UIKit's `UIPrintInteractionController.shared`.
    lazy var printInteractionController = UIPrintInteractionController()
    /// Game controller use, haptics and the focus sound hooks (`GameControllerState`).
    let gameController = GameControllerState()
    /// `UIAccessibility`'s settings (read from the environment) and its posts.
    let accessibility = AccessibilitySettings()
    /// Where `UIApplication.open(_:)` sends URLs; nil: the desktop's handler through `SDL_OpenURL`.
    /// The test kit records them instead, so a test never starts a browser.
    var urlOpener: (@MainActor (URL) -> Bool)?

    // MARK: Stamps

    // Views, layers and layout items outlive a context (a test may keep them),
    // and they carry stamps of these counters. A new context continues the
    // counters of the one it replaces, so that a stamp made under the old one
    // can never equal a value the new one hands out.

    /// Moves whenever a view leaves its superview: every cached hierarchy top may be stale.
    @exclusivity(unchecked) var viewHierarchyGeneration = 1
    /// Moves whenever a layer leaves its superlayer: every cached tree top may be stale.
    @exclusivity(unchecked) var layerTreeGeneration = 1
    /// Moves when a layer may join or leave a window other than by leaving its
    /// superlayer (which moves `layerTreeGeneration`): a window's root gets or
    /// loses its host or a superlayer, a mask gets or loses its owner. The
    /// animation engine checks which animated layers are in a window only when
    /// either has moved (`AnimationEngine.tick`).
    @exclusivity(unchecked) var windowMembershipEpoch: UInt64 = 0
    /// Stamps the layers the compositor hears of as changed (`Compositor+Culling`).
    @exclusivity(unchecked) var changeClock: UInt64 = 1
    /// Moves when a layer with sublayers changes or a tree's structure does:
    /// what kept animations parked may no longer hold (`ParkedAnimations`).
    @exclusivity(unchecked) var parkingEpoch: UInt64 = 0
    /// Filtering and anti-aliased edges on (the default); the bench turns them
    /// off to measure what they cost (`UIWindow.benchFilteringAndAntialiasing`).
    @exclusivity(unchecked) var renderQualityEnabled = true
    /// Static opaque cards composited from a flattened copy on the software
    /// renderer (the default); the bench turns it off to measure what it saves
    /// (`UIWindow.benchFlattensStaticCards`).
    @exclusivity(unchecked) var flattensStaticCards = true
    /// Faded copies blended by pixman on the software renderer (the default,
    /// `PixmanWindowDrawer`); tests and the bench turn it off to compare with SDL's
    /// blitter (`UIWindow.benchBlendsFadedCopiesWithPixman`).
    @exclusivity(unchecked) var blendsFadedCopiesWithPixman = true
    /// A fading group over a plain backdrop fill passes only its sublayers'
    /// part offscreen (the default, `Compositor+Backdrop`); tests turn it off
    /// to compare with the whole group passed.
    @exclusivity(unchecked) var splitsBackdropGroups = true
    /// Animating subtrees drawn from a kept image on the software renderer
    /// (the default, `Compositor+AnimatedImage`); tests and the bench turn it
    /// off to compare with the pieces drawn every frame.
    @exclusivity(unchecked) var keepsAnimatedImages = true
    /// Nanoseconds every window spent in `SDL_RenderPresent`, counted while
    /// `timesPresents` is on (the bench splits a frame into work and present).
    @exclusivity(unchecked) var presentNanoseconds: UInt64 = 0
    @exclusivity(unchecked) var timesPresents = false

    /// A fresh context; `previous` (the one it replaces) only passes on its counters.
    init(continuing previous: RuntimeContext? = nil) {
        pipeline = FramePipeline(firstCallbackID: previous?.pipeline.lastCallbackID ?? 0)
        guard let previous else { return }
        viewHierarchyGeneration = previous.viewHierarchyGeneration &+ 1
        layerTreeGeneration = previous.layerTreeGeneration &+ 1
        changeClock = previous.changeClock &+ 1
        layoutActivation.markGeneration = previous.layoutActivation.markGeneration &+ 1
    }
}

/// The running application's runtime context (`UIApplication.shared.runtime`).
@MainActor var runtime: RuntimeContext { UIApplication.shared.runtime }
