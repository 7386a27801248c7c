import Foundation

/// UIKit's `UIView`: a rectangle in a window's hierarchy, backed by one layer.
///
/// Geometry is the layer's: `frame` derives from `bounds`, `center` (the layer's
/// position), `transform` and the anchor point. Non-finite geometry is refused
/// (the old value stays and `SDLViewsLog` records why) instead of poisoning the
/// tree. Hierarchy, notifications, conversion and hit testing live in the
/// `UIView+…` files beside this one.
@MainActor
open class UIView: UIResponder, CALayerDelegate, LayerSizeObserver {
    /// The class of the layer every instance creates; override to back a view with a `CALayer` subclass.
    open class var layerClass: AnyClass { CALayer.self }

    public let layer: CALayer

    var subviewStorage: [UIView] = []
    /// Unowned, not weak: every hierarchy walk (window lookup, layout
    /// marking, constraint activation) loads it, and a weak load per step
    /// was a tenth of a window resize's layout pass. Safe because it is set
    /// only while the superview holds this view in `subviewStorage`, cleared
    /// when it lets go, and cleared by the superview's deinit.
    unowned(unsafe) var superviewStorage: UIView?
    /// See `hierarchyTop` (UIView+Hierarchy.swift).
    weak var cachedHierarchyTop: UIView?
    var cachedHierarchyTopGeneration = 0
    /// Set when a view controller owns this view as its root view.
    weak var viewControllerStorage: UIViewController?
    /// Auto Layout state, created on first use (Layout/UIView+Constraints.swift).
    var layoutState: ViewLayoutState?
    /// Focus flags, group and effect; allocated on first use.
    var focusStorage: ViewFocusState?

    public override convenience init() { self.init(frame: .zero) }

    public init(frame: CGRect) {
        layer = UIView.makeLayer(for: type(of: self))
        super.init()
        setUpLayer(frame: frame)
    }

    /// The subviews outlive their superview only if something else holds
    /// them: their unowned `superview` must read nil from now on.
    ///
    /// Nonisolated, as UIKit's: a subclass's plain `deinit` overrides it. The
    /// last reference to a view goes on the main actor in practice (views are
    /// only used there); were it released elsewhere, the subviews are let go
    /// on the main actor instead (`MainActorCleanup`).
    /// The subviews are released one after the other, not from inside this
    /// deinit, so that a deep hierarchy does not tear down recursively
    /// (`DeferredRelease`).
    deinit {
        guard !subviewStorage.isEmpty else { return }
        let orphans = DeferredReleaseHandoff(subviewStorage)
        subviewStorage = []
        MainActorCleanup.run { orphans.release { $0.superviewStorage = nil } }
    }

    /// UIKit's designated `init?(coder:)`, so subclasses call `super.init(coder:)`
    /// as UIKit code does. Decodes the keys `encode(with:)` writes (frame,
    /// autoresizing mask, colours, flags, alpha, tag, content mode, …; see
    /// `InterfaceBuilder/UIView+Coding.swift`); missing keys keep the defaults
    /// of `init(frame: .zero)`. It never fails.
    public required init?(coder: NSCoder) {
        layer = UIView.makeLayer(for: type(of: self))
        super.init()
        setUpLayer(frame: UIView.decodedFrame(from: coder))
        decodeViewProperties(from: coder)
    }

    /// UIKit's `NSCoding` method: writes the keys `init?(coder:)` reads, so
    /// `UINib` can save a hierarchy made in code as a .xib. Subclasses that
    /// add coded state override it and call super.
    open func encode(with coder: NSCoder) { encodeViewProperties(to: coder) }

    private func setUpLayer(frame: CGRect) {
        layer.delegate = self
        layer.contentsScale = UIScreen.main.scale
        self.frame = frame
        scheduleInitialDisplay()
    }

    private static func makeLayer(for viewClass: UIView.Type) -> CALayer {
        guard let layerType = viewClass.layerClass as? CALayer.Type else {
            SDLViewsLog.error("\(viewClass).layerClass is not a CALayer subclass; using CALayer")
            return CALayer()
        }
        return layerType.init(CALayerConstruction())
    }

    // MARK: Geometry

    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The affine transform applied around the center (the layer's anchor point).
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set {
            guard newValue.isFinite else { return LayerGeometry.reject("transform", of: self) }
            layer.setAffineTransform(newValue)
            superview?.setNeedsLayout()
        }
    }

    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue; superview?.setNeedsLayout() }
    }

    /// UIKit's (deprecated but animatable) stretchable region, in unit
    /// coordinates of the content: the layer's `contentsCenter`.
    open var contentStretch: CGRect {
        get { layer.contentsCenter }
        set { layer.contentsCenter = newValue }
    }

    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue; setNeedsDisplay() }
    }

    // MARK: Appearance

    private(set) var backgroundColorStorage: UIColor?

    /// A dynamic colour is resolved against this view's `traitCollection`, and
    /// again whenever its appearance changes, as in UIKit.
    open var backgroundColor: UIColor? {
        get { backgroundColorStorage }
        set {
            backgroundColorStorage = newValue
            layer.backgroundColor = newValue?.resolvedColor(with: traitStorage).cgColor
        }
    }

    // MARK: Traits (see Traits/UIView+Traits.swift)

    /// The collection last delivered: the superview's (or view controller's,
    /// window's, app's) with this view's override. Detached views have the app's.
    var traitStorage = AppTraits.collection
    private var overrideUserInterfaceStyleStorage = UIUserInterfaceStyle.unspecified
    var semanticContentAttributeStorage = UISemanticContentAttribute.unspecified

    /// UIKit's `traitCollection`: inherited from the window through view
    /// controllers and superviews, with `overrideUserInterfaceStyle` applied.
    open var traitCollection: UITraitCollection { traitStorage }

    /// UIKit's `traitCollectionDidChange(_:)`: called, parents first, when a
    /// trait actually changed (appearance, window size class, text size, or a
    /// move into a window with other traits), with this view's collection current.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// UIKit's `overrideUserInterfaceStyle`: forces light or dark on this view
    /// and the views below it (`.unspecified`, the default, inherits).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { overrideUserInterfaceStyleStorage }
        set {
            guard newValue != overrideUserInterfaceStyleStorage else { return }
            overrideUserInterfaceStyleStorage = newValue
            updateTraitsInSubtree()
        }
    }

    /// UIKit's `semanticContentAttribute`: whether this view flips in a
    /// right-to-left layout. `.unspecified` (the default) follows the
    /// direction it inherits; `.playback` and `.spatial` stay left to right
    /// (their subviews' own content still follows the inherited direction);
    /// `.forceLeftToRight` / `.forceRightToLeft` set the direction for this
    /// view and, through the trait collection's `layoutDirection`, every view
    /// below it. Changing it re-resolves leading/trailing constraints and
    /// relayouts at once.
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { semanticContentAttributeStorage }
        set {
            guard newValue != semanticContentAttributeStorage else { return }
            semanticContentAttributeStorage = newValue
            semanticContentAttributeDidChange()
        }
    }

    /// UIKit's `effectiveUserInterfaceLayoutDirection`: this view's
    /// `semanticContentAttribute` resolved against its trait collection's
    /// `layoutDirection` (the app's, unless a view above forces one). Auto
    /// Layout resolves `.leading`/`.trailing` of the constraints installed on
    /// this view with it, and `.natural` text aligns by it.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttributeStorage.direction(relativeTo: UIUserInterfaceLayoutDirection(traitStorage.layoutDirection))
    }

    /// UIKit's `userInterfaceLayoutDirection(for:)`: the direction a view with
    /// `attribute` has in the app's direction (`UIApplication.shared.userInterfaceLayoutDirection`).
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        attribute.direction(relativeTo: AppTraits.layoutDirection)
    }

    /// UIKit's `userInterfaceLayoutDirection(for:relativeTo:)`: the direction a
    /// view with `semanticContentAttribute` has inside a context going `layoutDirection`.
    open class func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute,
        relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        semanticContentAttribute.direction(relativeTo: layoutDirection)
    }

    /// Views that lay out or draw by hand by the layout direction (navigation
    /// bar, cells, text) refresh here, after the view was marked for layout
    /// and display; called when `effectiveUserInterfaceLayoutDirection` may have changed.
    func effectiveLayoutDirectionDidChange() {}

    /// Text views (label, field, text view, button) re-derive their Dynamic
    /// Type font here when `adjustsFontForContentSizeCategory` is on.
    func contentSizeCategoryDidChange() {}

    /// The layer's opacity as CGFloat, clamped to 0...1 (NaN is refused).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            guard !newValue.isNaN else { return LayerGeometry.reject("alpha", of: self) }
            FocusSearchIndex.noteChange()
            layer.opacity = Float(newValue)
        }
    }

    open var isHidden: Bool {
        get { layer.isHidden || layoutState?.stackHidingSerial != nil }
        set {
            FocusSearchIndex.noteChange()
            guard let stack = layoutState?.arrangingStackView else { return layer.isHidden = newValue }
            stack.arrangedSubview(self, setHidden: newValue)
        }
    }

    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// UIKit's drawing hint: true by default, as in UIKit. Setting it passes
    /// it to the layer (an opaque backing store: pixels `draw(_:)` leaves
    /// unpainted show black); the default does not, so a view that never sets
    /// it draws with alpha (difference: UIKit's default opaque store would
    /// show black there when no background colour fills it).
    open var isOpaque: Bool {
        get { isOpaqueStorage }
        set { isOpaqueStorage = newValue; layer.isOpaque = newValue }
    }

    private var isOpaqueStorage = true

    open var tag: Int = 0
    /// UIKit's `accessibilityIdentifier` (UIAccessibilityIdentification): a
    /// name for tests and tools, set by Interface Builder files' `<accessibility identifier=…>`.
    open var accessibilityIdentifier: String?
    /// UIKit's default `accessibilityFrame` (see `UIResponder`): the view's
    /// bounds in its window's coordinates, following the view as it moves.
    override var defaultAccessibilityFrame: CGRect { convert(bounds, to: nil) }
    /// Set by `tintColor` / `tintAdjustmentMode` (nil / `.automatic`: inherited; see `UIView+Tint`).
    var tintColorStorage: UIColor?
    var tintAdjustmentModeStorage = UIView.TintAdjustmentMode.automatic
    open var isUserInteractionEnabled = true { didSet { FocusSearchIndex.noteChange() } }
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    /// The view's gesture recognizers (see UIView+Gestures.swift).
    var gestureRecognizerStorage: [UIGestureRecognizer] = []
    /// Places the layer's cached contents (its `contentsGravity`) when the bounds change.
    open var contentMode: UIView.ContentMode = .scaleToFill {
        didSet { layer.contentsGravity = CALayerContentsGravity(contentMode) }
    }

    /// How the view resizes when its superview's bounds size changes (see `Autoresizing`).
    open var autoresizingMask: UIView.AutoresizingMask = []
    open var autoresizesSubviews = true

    // MARK: Drawing and layout

    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// UIKit's `setNeedsDisplay(_:)`: redraws only `rect` (bounds space);
    /// rectangles marked before the next frame are drawn as their union.
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// UIKit's `draw(_:)`: override to draw into `UIGraphicsGetCurrentContext()`;
    /// `rect` is the dirty area (the union of `setNeedsDisplay(_:)` rectangles),
    /// and drawing is clipped to it. The default draws nothing (see `UIView+Drawing`).
    open func draw(_ rect: CGRect) { runtime.layerDrawing.nothingDrawn() }

    /// UIKit's `draw(_:for:)`: the view's print version (see `UIView+Rendering`); the default draws `draw(_:)`.
    open func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) { draw(rect) }

    /// The layer's delegate hook: override to set `layer.contents` yourself
    /// (UILabel does); the default lets the layer draw with `draw(_:)`.
    open func display(_ layer: CALayer) { runtime.layerDrawing.delegateDeclinedDisplay() }

    /// UIKit's `tintColorDidChange()`: the effective tint colour or adjustment
    /// mode may have changed (set here or on an ancestor, or the view moved).
    open func tintColorDidChange() {}

    /// UIKit's `tintColor`: the view's own tint, else its superview's, else
    /// system blue; desaturated while the effective adjustment mode is `.dimmed`.
    /// Setting nil goes back to inheriting (see UIView+Tint.swift).
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set { setOwnTintColor(newValue) }
    }

    /// UIKit's `tintAdjustmentMode`: reading `.automatic` gives the superview's mode.
    open var tintAdjustmentMode: UIView.TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set { setOwnTintAdjustmentMode(newValue) }
    }

    open func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out now, from the outermost ancestor that is waiting for layout down.
    open func layoutIfNeeded() {
        layOutFromTopWaitingAncestor()
        // A wrapping label whose new width changed its height: once more, as UIKit's second pass.
        guard runtime.layoutActivation.wrapWidthChanged else { return }
        runtime.layoutActivation.wrapWidthChanged = false
        layOutFromTopWaitingAncestor()
    }

    private func layOutFromTopWaitingAncestor() {
        prepareConstraintLayout()
        var top: UIView = self
        var current = superview
        while let view = current {
            if view.layer.needsLayout() { top = view }
            current = view.superview
        }
        top.layer.layoutIfNeeded()
        layer.layoutIfNeeded()
    }

    /// Override to position subviews; the default does nothing (autoresizing has already run).
    open func layoutSubviews() {}

    /// Runs with this view's trait collection current, so dynamic colours
    /// read in `layoutSubviews()` resolve for this view, as in UIKit.
    open func layoutSublayers(of layer: CALayer) {
        let controller = viewControllerStorage
        traitStorage.performAsCurrent {
            controller?.containerWillLayoutSubviews()
            controller?.viewWillLayoutSubviews()
            applyConstraintFramesToSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
    }

    func layerBoundsSizeDidChange(_ layer: CALayer, from oldSize: CGSize) {
        if self is UIWindow { updateTraitsInSubtree() }   // size classes follow the window's size
        setNeedsLayout()
        if contentMode == .redraw { setNeedsDisplay() }
        if autoresizesSubviews { Autoresizing.resizeSubviews(of: self, from: oldSize) }
    }

    /// The size that fits `size`; the default returns the current bounds size, as UIKit.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes to `sizeThatFits(bounds.size)`, keeping the origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// UIKit's `UIView.noIntrinsicMetric` in both dimensions by default.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    open func invalidateIntrinsicContentSize() { superview?.setNeedsLayout(); intrinsicContentSizeDidChangeForLayout() }

    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Auto Layout overrides (the rest is in Layout/UIView+Constraints.swift)

    /// True makes UIKit run `updateConstraints()` for the view at least once.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// Override to add or change constraints in the update-constraints pass
    /// (deepest views first, before layout); the default does nothing.
    open func updateConstraints() {}
    open func safeAreaInsetsDidChange() {}
    open func layoutMarginsDidChange() {}
    /// The view whose first/last baseline the baseline anchors use.
    open var forFirstBaselineLayout: UIView { self }
    open var forLastBaselineLayout: UIView { self }

    // MARK: Hierarchy notifications (UIKit's order: willMove(toSuperview:),
    // willMove(toWindow:), didMoveToWindow, didMoveToSuperview, then the new
    // superview's didAddSubview; willRemoveSubview comes first on removal)

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Hit testing

    /// UIKit's hit test: nil when hidden, nearly transparent (alpha < 0.01), not
    /// interactive or when the point (in this view's space) is outside; else the
    /// front-most subview that hits, else self. Subviews are asked front to back,
    /// so points outside a view's bounds never reach its subviews. Alpha is
    /// compared at the layer's Float precision: `alpha = 0.01` reads back as
    /// 0.0099999998 and must still be hit.
    /// Views more than `HierarchyDepth.limit` levels below the view hit
    /// testing started at are not hit (a logged difference from UIKit).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, Float(alpha) >= 0.01, isHitTestable,
            self.point(inside: point, with: event)
        else { return nil }
        guard runtime.hitTestDepth < HierarchyDepth.limit else {
            runtime.hierarchyDepth.reportTooDeep("hit testing")
            return nil
        }
        runtime.hitTestDepth += 1
        defer { runtime.hitTestDepth -= 1 }
        for subview in subviewStorage.reversed() {
            guard let local = LayerGeometry.fromSuperlayer(point, subview.hitTestingState) else { continue }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Half-open containment in bounds space: the max edges are outside, as in UIKit.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        LayerGeometry.halfOpenContains(bounds, point)
    }

    /// A hook for the animation engine: views being animated without
    /// `allowUserInteraction` are skipped by hit testing.
    var isHitTestable: Bool { layer.interactionBlockingAnimations == 0 }

    /// The geometry hit testing places this view at: where it is shown while
    /// a property animator that leaves hit testing to UIKit moves it, else
    /// the model's.
    var hitTestingState: CALayer.State {
        layer.presentationHitTestingAnimations > 0 ? layer.renderState : layer.state
    }

    /// UIKit's hook to refuse a recognizer on this view or one of its
    /// ancestors from beginning with a touch on this view (UIControl uses it).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Responder chain

    /// The view controller whose root view this is, else the superview.
    open override var next: UIResponder? {
        if let controller = viewControllerStorage { return controller }
        return superview
    }

    override var responderWindow: UIWindow? { window }

    /// UIKit's `endEditing(_:)`: the first responder, if it is this view or
    /// inside it, resigns; with `force` it loses the status even if it
    /// refuses. Returns false only when it stays first responder.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder,
            let view = responder as? UIView ?? (responder as? UIViewController)?.viewIfLoaded,
            view.isDescendant(of: self)
        else { return true }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        window.firstResponder = nil
        return true
    }

    // MARK: Focus (UIFocusItem; the engine is in Focus/)

    /// UIKit's `canBecomeFocused`: false for plain views; enabled input
    /// controls return true (see `UIControl`).
    open var canBecomeFocused: Bool { false }
    /// Whether this view is its window's focused item.
    open var isFocused: Bool { focusStorage?.isFocused ?? false }
    /// Where focus goes inside this view; empty lets the focus system take
    /// the focusable view nearest the top-leading corner.
    open var preferredFocusEnvironments: [UIFocusEnvironment] { [] }

    /// The interactions added with `addInteraction(_:)` (see `UIInteraction`).
    var interactionStorage: [any UIInteraction] = []
    /// The view controller whose root view this is, else the superview.
    open var parentFocusEnvironment: UIFocusEnvironment? { viewControllerStorage ?? superview }
    open func setNeedsFocusUpdate() { UIFocusSystem.focusSystem(for: self)?.environmentNeedsFocusUpdate(self) }
    open func updateFocusIfNeeded() { UIFocusSystem.focusSystem(for: self)?.updateFocusIfNeeded() }
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    /// Whether directional input (arrows, D-pad, stick, Escape and gamepad B)
    /// and the focus ring belong to the UI or to the game while this view
    /// shows (an SDLViews addition; see `UINavigationInput` and
    /// `UIWindow.navigationInput`). A game marks its in-play menu `.ui`: when
    /// it shows, focus goes to it at once and stays inside it. The focus
    /// system notices the value when it is set.
    open var navigationInput: UINavigationInput {
        get { focusStorage?.navigationInput ?? .automatic }
        set {
            focusState.navigationInput = newValue
            NavigationInputRegistry.noteChange(of: self)
        }
    }
    /// Views sharing an identifier (or inside a view that has one) form a focus group.
    open var focusGroupIdentifier: String? {
        get { focusStorage?.groupIdentifier }
        set {
            FocusSearchIndex.noteChange()
            focusState.groupIdentifier = newValue
        }
    }
    /// UIKit's `focusGroupPriority`: raises the item's claim to be where Tab
    /// enters its group (see `UIFocusGroupPriority`); `.ignored` by default.
    open var focusGroupPriority: UIFocusGroupPriority {
        get { focusStorage?.groupPriority ?? .ignored }
        set { focusState.groupPriority = newValue }
    }
    /// How focus is shown: the system effect (halo and lift) by default, nil for none.
    open var focusEffect: UIFocusEffect? {
        get { focusStorage?.effectIsSet == true ? focusStorage?.effect : ViewFocusState.systemEffect }
        set {
            focusState.effect = newValue
            focusState.effectIsSet = true
        }
    }
    /// Value controls show focus with their own ring instead of the halo.
    var drawsOwnFocusLook: Bool { false }
    /// The focused state or its visibility changed (controls redraw).
    func focusLookDidChange() {}

    // MARK: Overridable UIKit API implemented in the extension files

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { convertImplementation(point, to: view) }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { convertImplementation(point, from: view) }

    /// The bounding box of the rectangle's converted corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { convertImplementation(rect, to: view) }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { convertImplementation(rect, from: view) }

    /// UIKit's `clearsContextBeforeDrawing` (default true): the dirty area is
    /// cleared to transparent before `draw(_:)`; false keeps the old pixels.
    open var clearsContextBeforeDrawing: Bool {
        get { clearsContextBeforeDrawingImplementation }
        set { clearsContextBeforeDrawingImplementation = newValue }
    }

    /// The layer asks the view to draw: `draw(_:)` runs with `ctx` as the
    /// current context and the clip's bounds (the dirty rectangle) as its argument.
    open func draw(_ layer: CALayer, in ctx: CGContext) { drawImplementation(layer, in: ctx) }

    open var superview: UIView? { superviewImplementation }

    open var subviews: [UIView] { subviewsImplementation }

    /// The window at the root of this view's hierarchy, if the root is one.
    open var window: UIWindow? { windowImplementation }

    /// Appends `view` on top; its layer goes above every sublayer.
    open func addSubview(_ view: UIView) { addSubviewImplementation(view) }

    /// Inserts at `index`, clamped to 0...subviews.count; the layer goes below the
    /// layer of the view now at that index.
    open func insertSubview(_ view: UIView, at index: Int) { insertSubviewImplementation(view, at: index) }

    /// Inserts just above `sibling`; if it is not a subview, appends on top (as UIKit).
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubviewImplementation(view, aboveSubview: sibling)
    }

    /// Inserts just below `sibling`; if it is not a subview, appends on top (as UIKit).
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubviewImplementation(view, belowSubview: sibling)
    }

    open func bringSubviewToFront(_ view: UIView) { bringSubviewToFrontImplementation(view) }

    open func sendSubviewToBack(_ view: UIView) { sendSubviewToBackImplementation(view) }

    /// Swaps two subviews and their layers; out-of-range indexes do nothing.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        exchangeSubviewImplementation(at: index1, withSubviewAt: index2)
    }

    open func removeFromSuperview() { removeFromSuperviewImplementation() }

    /// Depth first, self included.
    open func viewWithTag(_ tag: Int) -> UIView? { viewWithTagImplementation(tag) }

    /// True for the view itself and for every view below it.
    open func isDescendant(of view: UIView) -> Bool { isDescendantImplementation(of: view) }

    /// UIKit's `drawHierarchy(in:afterScreenUpdates:)`: draws the view and its
    /// subviews (as `layer.render(in:)` does) scaled into `rect` of the current
    /// context. Pending layout is done first either way (nothing here is
    /// asynchronous). Returns false without a current context or with a bad rect.
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        drawHierarchyImplementation(in: rect, afterScreenUpdates: afterScreenUpdates)
    }

    /// UIKit's `viewPrintFormatter()`: a formatter printing this view's hierarchy.
    open func viewPrintFormatter() -> UIViewPrintFormatter { viewPrintFormatterImplementation() }

    /// The recognizers attached to this view (nil when none, as in UIKit).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizersImplementation }
        set { gestureRecognizersImplementation = newValue }
    }

    /// Attaches `gestureRecognizer`, taking it from its previous view if any.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        addGestureRecognizerImplementation(gestureRecognizer)
    }

    /// Detaches it; a gesture in progress is cancelled (a possible one fails).
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        removeGestureRecognizerImplementation(gestureRecognizer)
    }

    /// True for views made in code (UIKit's default): the frame set by code and
    /// autoresizing becomes required constraints when the view takes part in
    /// a constraint system. Set false to let constraints decide the frame.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { translatesAutoresizingMaskIntoConstraintsImplementation }
        set { translatesAutoresizingMaskIntoConstraintsImplementation = newValue }
    }

    /// The constraints installed on this view (those whose items' nearest
    /// common ancestor is this view), as UIKit.
    open var constraints: [NSLayoutConstraint] { constraintsImplementation }

    /// UIKit's older API: activates the constraint.
    open func addConstraint(_ constraint: NSLayoutConstraint) { addConstraintImplementation(constraint) }

    open func addConstraints(_ constraints: [NSLayoutConstraint]) { addConstraintsImplementation(constraints) }

    open func removeConstraint(_ constraint: NSLayoutConstraint) { removeConstraintImplementation(constraint) }

    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { removeConstraintsImplementation(constraints) }

    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentHuggingPriorityImplementation(for: axis)
    }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentHuggingPriorityImplementation(priority, for: axis)
    }

    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentCompressionResistancePriorityImplementation(for: axis)
    }

    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentCompressionResistancePriorityImplementation(priority, for: axis)
    }

    /// Schedules `updateConstraints()` for the next update-constraints pass,
    /// which runs before layout, deepest views first.
    open func setNeedsUpdateConstraints() { setNeedsUpdateConstraintsImplementation() }

    open func needsUpdateConstraints() -> Bool { needsUpdateConstraintsImplementation() }

    /// Runs the update-constraints pass for this view and its subviews now.
    open func updateConstraintsIfNeeded() { updateConstraintsIfNeededImplementation() }

    /// Whether the constraints leave this view's frame undetermined (false
    /// for views outside any constraint system).
    open var hasAmbiguousLayout: Bool { hasAmbiguousLayoutImplementation }

    /// The size the view's constraints give it closest to `targetSize`
    /// (`layoutFittingCompressedSize` / `layoutFittingExpandedSize`), each
    /// dimension pulled at `.fittingSizeLevel`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFittingImplementation(targetSize)
    }

    /// As UIKit: `.required` fixes that dimension at the target.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        systemLayoutSizeFittingImplementation(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }

    open var layoutGuides: [UILayoutGuide] { layoutGuidesImplementation }

    open func addLayoutGuide(_ guide: UILayoutGuide) { addLayoutGuideImplementation(guide) }

    open func removeLayoutGuide(_ guide: UILayoutGuide) { removeLayoutGuideImplementation(guide) }

    /// Default 8 points on every edge, as UIKit's plain views.
    open var layoutMargins: UIEdgeInsets {
        get { layoutMarginsImplementation }
        set { layoutMarginsImplementation = newValue }
    }

    /// UIKit's `directionalLayoutMargins`: `layoutMargins` with leading and
    /// trailing, which are the right and left margins when the view's
    /// `effectiveUserInterfaceLayoutDirection` is right to left. As in UIKit,
    /// whichever of the two was set last is kept when the direction changes
    /// (directional margins flip, plain ones stay put).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { directionalLayoutMarginsImplementation }
        set { directionalLayoutMarginsImplementation = newValue }
    }

    /// When true, an edge closer to the superview's edge than the superview's
    /// margin gets at least the superview's margin there.
    open var preservesSuperviewLayoutMargins: Bool {
        get { preservesSuperviewLayoutMarginsImplementation }
        set { preservesSuperviewLayoutMarginsImplementation = newValue }
    }

    /// When true (UIKit's default) margins are measured from the safe area.
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { insetsLayoutMarginsFromSafeAreaImplementation }
        set { insetsLayoutMarginsFromSafeAreaImplementation = newValue }
    }

    /// A guide at the view's bounds inset by its layout margins.
    open var layoutMarginsGuide: UILayoutGuide { layoutMarginsGuideImplementation }

    /// A guide at the part of the view not covered by the window's safe area
    /// insets (and view controllers' `additionalSafeAreaInsets`).
    open var safeAreaLayoutGuide: UILayoutGuide { safeAreaLayoutGuideImplementation }

    /// How far the window's safe area (plus the additional insets of the view
    /// controllers on the way) reaches into this view, per edge, never negative.
    open var safeAreaInsets: UIEdgeInsets { safeAreaInsetsImplementation }
}
