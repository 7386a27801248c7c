import Foundation

/// Core Animation's `CALayer`: the model of one rectangle of content in a tree.
///
/// Geometry follows Core Animation exactly: `position` is where `anchorPoint`
/// (unit coordinates of `bounds`) sits in the superlayer's bounds space,
/// `transform` applies around the anchor point, `frame` is derived, and
/// `bounds.origin` shifts the sublayers. Non-finite geometry (NaN, ±infinity) is
/// refused: the property keeps its value and `SDLViewsLog` says why.
///
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
@MainActor
open class CALayer {
    // What culling reads of every sublayer each frame comes first, so that it
    // shares the object's first cache line with the reference count the walk
    // touches anyway: most sublayers of a long list are looked at only for this.

    /// Where this layer and its sublayers were drawn in the last composite
    /// (window pixels; null when nothing was drawn), for damage tracking and culling.
    @exclusivity(unchecked) final var lastSubtreeBox = CGRect.null
    /// Change stamps (`RuntimeContext.changeClock` values, see `Compositor+Culling`):
    /// when this layer, or anything in its subtree, last changed. Every change
    /// of a layer in a presented tree writes them, rendered or not, so they stay
    /// with the model.
    @exclusivity(unchecked) final var subtreeChangeStamp: UInt64 = 0
    /// When a composite last recorded `lastSubtreeBox` (compared with the change stamps).
    @exclusivity(unchecked) final var boxStamp: UInt64 = 0
    @exclusivity(unchecked) final var selfChangeStamp: UInt64 = 0
    /// False until the box is recorded for this layer where it is now (a layer
    /// that just joined the tree, or whose changed ancestor moved it, has none).
    @exclusivity(unchecked) final var lastSubtreeBoxIsCurrent = false
    /// Set once the layer has been composited: implicit animations start
    /// only after that, and `presentation()` is nil before.
    @exclusivity(unchecked) final var hasBeenRendered = false

    /// Core Animation's designated initializer.
    public init() {}

    /// Core Animation's `init(layer:)`, used for presentation copies: copies
    /// the model properties. Subclasses that add properties override it to
    /// copy theirs, as in Core Animation.
    public init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        state = other.state
    }

    /// Core Animation's coder initializer, required as there, so subclasses
    /// write `required init?(coder:)`. Nothing is decoded: the layer starts as
    /// `init()` leaves it, and the initializer never fails.
    public required init?(coder: NSCoder) {}

    /// How SDLViews makes layers of a class it only knows at run time (a
    /// view's `layerClass`, presentation copies): Core Animation calls `init()`
    /// or `init(layer:)` dynamically, which Swift allows only through a
    /// required initializer. Subclasses inherit it when they override all of
    /// `init()`, `init(layer:)` and `init?(coder:)` or none of them (a subclass
    /// overriding only some gets a compile error naming `init(_:)`; Core
    /// Animation would crash making its presentation layer instead).
    @_documentation(visibility: internal)
    public required convenience init(_ construction: CALayerConstruction) {
        if let model = construction.model { self.init(layer: model) } else { self.init() }
    }

    /// The layer's model values, kept together so presentation copies are one assignment.
    struct State {
        var bounds = CGRect.zero
        var position = CGPoint.zero
        var anchorPoint = CGPoint(x: 0.5, y: 0.5)
        var zPosition: CGFloat = 0
        var transform = CATransform3DIdentity
        var opacity: Float = 1
        var isHidden = false
        var masksToBounds = false
        var backgroundColor: CGColor?
        var contents: CGImage?
        var contentsScale: CGFloat = 1
        var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
        var cornerRadius: CGFloat = 0
        var isOpaque = false
        var allowsGroupOpacity = true
        /// Gravity, borders, shadows and subclass values (copy-on-write, one pointer; see `LayerAppearance`).
        var appearance = LayerAppearance()
    }

    /// The model values. Writes go through in place (no copy of the state) and count in `presentationBasis`.
    final var state: State {
        _read { yield storedState }
        _modify {
            presentationBasis &+= 1
            yield &storedState
        }
    }
    @exclusivity(unchecked) private final var storedState = State()
    /// Counts changes of the model and of the animation list: a presentation
    /// built at the current count differs from the model only in what the
    /// animations write, so a tick may evaluate them in place (see `evaluateAnimations`).
    @exclusivity(unchecked) final var presentationBasis: UInt64 = 0
    /// False makes every tick rebuild the presentation from the model (tests compare both ways).
    @exclusivity(unchecked) final var evaluatesInPlace = true
    /// The in-flight values while animations run (nil: the model shows as is).
    /// Boxed, so that a layer without animations pays one pointer for it.
    final var presentationState: State? {
        get { presentationBox.map { caughtUp($0).state } }
        set {
            guard let newValue else { presentationBox = nil; return }
            if let box = presentationBox { box.state = newValue } else { presentationBox = StateBox(newValue) }
            presentationBox?.basis = nil
        }
    }
    @exclusivity(unchecked) final var presentationBox: StateBox? {
        didSet { if oldValue?.isParked == true { runtime.animationEngine.unpark(self) } }
    }

    final class StateBox {
        @exclusivity(unchecked) var state: State
        /// The `presentationBasis` this state was built from the model at (nil: set from outside).
        @exclusivity(unchecked) var basis: UInt64?
        /// Whether every animation at `basis` is one property animation (a tick can write them in place).
        @exclusivity(unchecked) var writesInPlace = false
        /// The time of the last full evaluation (callbacks, finished animations).
        @exclusivity(unchecked) var evaluatedAt: CFTimeInterval?
        /// The layer is parked (`ParkedAnimations`): its ticks are skipped and
        /// reading the state catches up with the engine's last tick first.
        @exclusivity(unchecked) var isParked = false
        /// The tick time `state` was last caught up to while parked.
        @exclusivity(unchecked) var caughtUpAt: CFTimeInterval?
        /// The box the layer draws in (superlayer space) over its whole
        /// animation, worked out once per `basis` (nil: cannot be parked).
        @exclusivity(unchecked) var parking: (basis: UInt64, sweep: CGRect?)?
        /// The basis and `parkingEpoch` at which that box was last found to
        /// reach into the window: it does until either moves.
        @exclusivity(unchecked) var seen: (basis: UInt64, epoch: UInt64)?
        /// The animations as plain values while they all run (see `RunningKernels`).
        @exclusivity(unchecked) var kernels: RunningKernels?
        init(_ state: State) { self.state = state }
    }
    /// What the compositor draws: the presentation values, else the model.
    final var renderState: State {
        guard let box = presentationBox else { return state }
        return caughtUp(box).state
    }

    /// Calls `body` with `renderState` where it is stored, so that the
    /// compositor's walk reads each drawn layer's state without copying it
    /// (a copy retains the state's references). `inout` only for that: the
    /// compositor does not write through it.
    @inline(__always)
    final func withRenderState<Result>(_ body: (inout State) -> Result) -> Result {
        guard let box = presentationBox else { return body(&storedState) }
        return body(&caughtUp(box).state)
    }

    /// Sets the presentation values (nil: the model shows), reusing the box;
    /// returns whether what shows on screen changed.
    final func storePresentation(_ shown: State?) -> Bool {
        guard let shown else {
            defer { presentationBox = nil }
            return presentationBox != nil
        }
        guard let box = presentationBox else {
            presentationBox = StateBox(shown)
            return true
        }
        let moved = !LayerAnimationEntry.sameOnScreen(shown, box.state)
        box.state = shown
        return moved
    }
    /// Animations by key, in the order added (Core Animation applies them in that order).
    @exclusivity(unchecked) final var animationEntries: [LayerAnimationEntry] = [] {
        didSet { presentationBasis &+= 1 }
    }
    /// The transition drawn in place of this layer's subtree while it runs.
    @exclusivity(unchecked) final weak var activeTransition: ViewTransition?
    /// UIView animations running on this layer without `.allowUserInteraction`.
    final var interactionBlockingAnimations = 0
    /// Property-animator animations on this layer that ask hit testing to use
    /// the presentation geometry (`UIViewPropertyAnimator.isManualHitTestingEnabled` false).
    final var presentationHitTestingAnimations = 0
    /// What the renderer caches for this layer (texture slot, backing store,
    /// appearance cache, damage and culling records); nil until the display
    /// stage or the compositor first stores something (see `LayerRenderRecord`).
    @exclusivity(unchecked) final var renderRecord: LayerRenderRecord?
    /// The union of rectangles marked by `setNeedsDisplay(_:)` since the last display (`.infinite`: everything).
    final var dirtyRect = CGRect.null
    /// Tiles (rather than stretches) the middle of a `contentsCenter` nine-slice (UIKit's `.tile` resizable images).
    final var contentsCenterTiles = false
    /// Core Animation's `needsDisplayOnBoundsChange`: a bounds size change calls `setNeedsDisplay()`.
    open var needsDisplayOnBoundsChange = false
    /// Whether drawing clears the dirty area to transparent first (UIView's `clearsContextBeforeDrawing`).
    final var clearsBeforeDrawing = true

    public weak var delegate: CALayerDelegate?
    open var name: String?

    /// Core Animation's `mask`: the alpha of this layer's rendered content (in
    /// this layer's space) masks the layer and its sublayers. A mask has no superlayer.
    open var mask: CALayer? {
        get { maskStorage }
        set {
            let old = maskStorage
            maskStorage = newValue
            maskDidChange(from: old)
        }
    }
    @exclusivity(unchecked) private final var maskStorage: CALayer?
    /// The layer this one masks.
    @exclusivity(unchecked) final weak var maskOwner: CALayer?

    public var superlayer: CALayer? { superlayerStorage }
    @exclusivity(unchecked) private weak var superlayerStorage: CALayer?
    @exclusivity(unchecked) private var sublayerStorage: [CALayer] = [] {
        didSet { sublayersVersion &+= 1 }
    }
    /// Moves whenever the sublayer list changes (a `SublayerCullIndex` holds only for one list).
    @exclusivity(unchecked) private(set) var sublayersVersion: UInt64 = 0
    /// The compact copy of what culling reads of the sublayers, for long lists (`SublayerCullIndex`).
    @exclusivity(unchecked) final var cullIndex: SublayerCullIndex?
    /// This layer's place in its superlayer's `cullIndex` (when that holds).
    @exclusivity(unchecked) final var cullSlot: Int = 0
    /// True once any sublayer has a non-zero zPosition, so the compositor sorts only then.
    @exclusivity(unchecked) private(set) var sublayersNeedZSort = false

    /// Core Animation returns nil, not an empty array, for a layer without sublayers.
    open var sublayers: [CALayer]? {
        get { sublayerStorage.isEmpty ? nil : sublayerStorage }
        set { replaceAllSublayers(with: newValue ?? []) }
    }

    var sublayerList: [CALayer] { sublayerStorage }

    /// Sublayers are released one after the other, not from inside this
    /// deinit, so that a deep tree does not tear down recursively. Nonisolated,
    /// as Core Animation's: subclasses can write a plain `deinit`.
    deinit {
        guard !sublayerStorage.isEmpty else { return }
        let orphans = DeferredReleaseHandoff(sublayerStorage)
        sublayerStorage = []
        MainActorCleanup.run { orphans.release() }
    }

    /// Set on a root layer by the window that presents it.
    weak var host: LayerTreeHost? {
        didSet { runtime.windowMembershipEpoch &+= 1 }
    }

    // MARK: Geometry

    open var bounds: CGRect {
        get { state.bounds }
        set {
            guard LayerGeometry.accept(newValue, "bounds", of: self), newValue != state.bounds else { return }
            let old = state.bounds
            let oldSize = old.size
            state.bounds = newValue
            geometryDidChange()
            runAction(forKey: "bounds", from: .rect(old))
            if oldSize != newValue.size { boundsSizeDidChange(from: oldSize) }
        }
    }

    open var position: CGPoint {
        get { state.position }
        set {
            setGeometry(
                \.position, "position", newValue, accepted: LayerGeometry.accept(newValue, "position", of: self))
        }
    }

    open var anchorPoint: CGPoint {
        get { state.anchorPoint }
        set {
            setGeometry(
                \.anchorPoint, "anchorPoint", newValue,
                accepted: LayerGeometry.accept(newValue, "anchorPoint", of: self))
        }
    }

    open var zPosition: CGFloat {
        get { state.zPosition }
        set {
            guard LayerGeometry.accept(newValue, "zPosition", of: self), newValue != state.zPosition else { return }
            let old = state.zPosition
            state.zPosition = newValue
            if newValue != 0 { superlayer?.sublayersNeedZSort = true }
            geometryDidChange()
            runAction(forKey: "zPosition", from: .scalar(Double(old)))
        }
    }

    open var transform: CATransform3D {
        get { state.transform }
        set {
            setGeometry(
                \.transform, "transform", newValue, accepted: LayerGeometry.accept(newValue, "transform", of: self))
        }
    }

    /// The common path of geometry setters: refused or unchanged values do nothing.
    private func setGeometry<Value: Equatable>(
        _ key: WritableKeyPath<State, Value>, _ name: String, _ value: Value, accepted: Bool
    ) {
        guard accepted, value != state[keyPath: key] else { return }
        let old = LayerKeyPath.value(of: name, in: state)
        state[keyPath: key] = value
        geometryDidChange()
        if let old { runAction(forKey: name, from: old) }
    }

    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(state.transform) }

    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// Derived from bounds, position, anchorPoint and transform: the bounding box
    /// of the transformed bounds in the superlayer's space. Setting it with an
    /// identity transform sets position and bounds size; with another transform
    /// (where Core Animation calls the result undefined) the bounds size is the
    /// frame's size taken back through the inverse transform, as Core Animation
    /// does (a 0.5 scale and a 100×100 frame give 200×200 bounds), and the layer
    /// moves so its frame's origin lands where asked. A transform that cannot
    /// be inverted keeps the bounds size (logged).
    open var frame: CGRect {
        get { LayerGeometry.frame(of: state) }
        set {
            guard LayerGeometry.accept(newValue, "frame", of: self) else { return }
            let r = newValue.standardized
            if CATransform3DIsIdentity(state.transform) {
                bounds.size = r.size
                position = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
            } else {
                if let size = LayerGeometry.untransformedSize(of: r.size, through: state.transform) {
                    bounds.size = size
                } else {
                    SDLViewsLog.error("CALayer.frame: the transform cannot be inverted; the bounds size is kept")
                }
                let current = frame
                position = CGPoint(x: position.x + r.minX - current.minX, y: position.y + r.minY - current.minY)
            }
        }
    }

    // MARK: Appearance

    /// Opacity in 0...1 (values outside are clamped; NaN is refused).
    open var opacity: Float {
        get { state.opacity }
        set {
            guard !newValue.isNaN else { return LayerGeometry.reject("opacity", of: self) }
            let clamped = min(max(newValue, 0), 1)
            guard clamped != state.opacity else { return }
            let old = state.opacity
            state.opacity = clamped
            contentDidChange()
            runAction(forKey: "opacity", from: .scalar(Double(old)))
        }
    }

    open var isHidden: Bool {
        get { state.isHidden }
        set { guard newValue != state.isHidden else { return }; state.isHidden = newValue; modelDidChange() }
    }

    open var masksToBounds: Bool {
        get { state.masksToBounds }
        set { guard newValue != state.masksToBounds else { return }; state.masksToBounds = newValue; modelDidChange() }
    }

    open var backgroundColor: CGColor? {
        get { state.backgroundColor }
        set {
            guard newValue != state.backgroundColor else { return }
            let old = state.backgroundColor ?? .clear
            state.backgroundColor = newValue
            contentDidChange()
            runAction(forKey: "backgroundColor", from: .color(old))
        }
    }

    /// The layer's bitmap, placed by `contentsGravity` (default: stretched over
    /// the bounds), cut by `contentsRect`, nine-sliced by `contentsCenter`.
    open var contents: Any? {
        get { state.contents }
        set {
            let image = newValue as? CGImage
            if newValue != nil && image == nil {
                SDLViewsLog.error("CALayer.contents accepts a CGImage; ignored \(type(of: newValue!))")
            }
            guard image !== state.contents || renderRecord?.backingStore != nil else { return }
            renderRecord?.backingStore = nil  // explicit contents replace drawn ones, as in Core Animation
            state.contents = image
            modelDidChange()
        }
    }

    /// Rounds the background and border (animatable); with `masksToBounds` the
    /// contents and sublayers are clipped to the rounded shape too. Corners
    /// are circular arcs (see `cornerCurve`), only those in `maskedCorners`.
    open var cornerRadius: CGFloat {
        get { state.cornerRadius }
        set {
            let value = newValue.isFinite ? max(newValue, 0) : state.cornerRadius
            if !newValue.isFinite { LayerGeometry.reject("cornerRadius", of: self) }
            setGeometry(\.cornerRadius, "cornerRadius", value, accepted: true)
        }
    }

    /// The stretchable part of the contents in unit coordinates (default the
    /// whole, animatable): when a scaling gravity resizes the contents, the
    /// parts outside it keep their size (nine-slice), as Core Animation draws it.
    open var contentsCenter: CGRect {
        get { state.contentsCenter }
        set {
            setGeometry(
                \.contentsCenter, "contentsCenter", newValue,
                accepted: LayerGeometry.accept(newValue, "contentsCenter", of: self))
        }
    }

    open var contentsScale: CGFloat {
        get { state.contentsScale }
        set {
            guard newValue.isFinite, newValue > 0 else { return LayerGeometry.reject("contentsScale", of: self) }
            state.contentsScale = newValue
        }
    }

    /// A hint that the layer fills its bounds with opaque pixels.
    open var isOpaque: Bool {
        get { state.isOpaque }
        set { state.isOpaque = newValue }
    }

    /// With true (the default, as on iOS 7 and later), a translucent layer with
    /// sublayers is composited as one flattened group.
    open var allowsGroupOpacity: Bool {
        get { state.allowsGroupOpacity }
        set {
            guard newValue != state.allowsGroupOpacity else { return }; state.allowsGroupOpacity = newValue;
            modelDidChange()
        }
    }

    // MARK: Change propagation

    /// The outermost layer of this tree.
    var rootLayer: CALayer {
        var layer = treeTop
        // A mask belongs to the tree of the layer it masks (display, implicit animations).
        while let owner = layer.maskOwner { layer = owner.treeTop }
        return layer
    }

    /// The outermost superlayer (self without one), cached (`TreeTopCache`):
    /// finding the tree's host (every change, every layout or display mark)
    /// does not walk up a deep tree each time.
    var treeTop: CALayer {
        TreeTopCache.top(
            of: self, generation: runtime.layerTreeGeneration, parent: { $0.superlayer },
            cached: { ($0.cachedTreeTop, $0.cachedTreeTopGeneration) },
            store: { $0.cachedTreeTop = $1; $0.cachedTreeTopGeneration = $2 })
    }

    @exclusivity(unchecked) private weak var cachedTreeTop: CALayer?
    @exclusivity(unchecked) private var cachedTreeTopGeneration = 0

    func geometryDidChange() {
        // A leaf layer that is no focus target moves none (a button's title
        // relaid for its focused look): the focus search index keeps.
        if !sublayerStorage.isEmpty || (delegate as? UIView)?.canBecomeFocused == true {
            FocusSearchIndex.noteChange()
        }
        contentDidChange()
    }

    /// A property without animations changed: the presentation copy (if
    /// animations run) must show it too.
    func modelDidChange() {
        contentDidChange()
        if !animationEntries.isEmpty { refreshPresentation() }
    }

    /// Tells whoever presents this tree that the next frame must composite.
    func contentDidChange() {
        let stamp = HostStamp.now
        if cachedHostStamp == stamp, let host = cachedHost { return host.layerDidChange(self) }
        let top = treeTop
        // A mask's pixels belong to the layer it masks: that layer is what changed.
        if let owner = top.maskOwner { return owner.contentDidChange() }
        guard let host = top.host else { return }
        (cachedHost, cachedHostID, cachedHostStamp) = (host, ObjectIdentifier(host), stamp)
        host.layerDidChange(self)
    }

    /// `contentDidChange()` for the layers of one animation tick. Once a host
    /// that keeps no list of changed layers has been told (it will composite),
    /// a later layer of the tick whose cached host is that one only needs its
    /// change stamps: no weak load and no reference counting of the host per
    /// animated layer.
    func contentDidChange(via route: inout ChangeRoute) {
        let stamp = HostStamp.now
        // Identities are compared only while the route holds its host alive: the
        // same identity at the same stamp is the same object (a host taking over
        // a dead one's address must be attached to a root, which moves the stamp).
        if route.hostID != nil, cachedHostID == route.hostID, cachedHostStamp == stamp {
            return Compositor.noteChange(self)
        }
        contentDidChange()
        guard cachedHostStamp == stamp, let host = cachedHost, !host.listsChangedLayers else {
            route = ChangeRoute()
            return
        }
        route = ChangeRoute(host: host, hostID: ObjectIdentifier(host))
    }

    /// The host this layer's changes went to last (an animated layer changes
    /// every frame), and the tree generation and window membership epoch it
    /// was found at: until either moves, the layer cannot have left that
    /// host's tree (leaving a superlayer moves the generation; a root getting
    /// or losing a host or a superlayer, or a mask an owner, moves the epoch).
    /// Only a found host is kept: a tree joining a window moves neither.
    @exclusivity(unchecked) private weak var cachedHost: LayerTreeHost?
    /// `cachedHost`'s identity, compared with a host held strongly elsewhere (`contentDidChange(via:)`).
    @exclusivity(unchecked) private var cachedHostID: ObjectIdentifier?
    @exclusivity(unchecked) private var cachedHostStamp = HostStamp(generation: 0, epoch: 0)

    /// The host told of a change earlier in an animation tick, held for the
    /// tick, and its identity (`contentDidChange(via:)`).
    struct ChangeRoute {
        var host: LayerTreeHost?
        var hostID: ObjectIdentifier?
    }

    struct HostStamp: Equatable {
        var generation: Int
        var epoch: UInt64

        /// The tree generation and window membership epoch as they are now.
        @MainActor static var now: HostStamp {
            let context = runtime
            return HostStamp(generation: context.layerTreeGeneration, epoch: context.windowMembershipEpoch)
        }
    }

    /// Set by subclasses that render their own content (`LayerContentRenderer`).
    @exclusivity(unchecked) final var rendersContents = false
    /// Set by `CAReplicatorLayer`: its sublayers are drawn once per instance.
    @exclusivity(unchecked) final var replicatesSublayers = false

    /// A hook for the view: its bounds size changed.
    func boundsSizeDidChange(from oldSize: CGSize) {
        if needsDisplayOnBoundsChange { setNeedsDisplay() }
        (delegate as? LayerSizeObserver)?.layerBoundsSizeDidChange(self, from: oldSize)
    }

    // MARK: Sublayers

    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(clamping: sublayerStorage.count)) }

    /// Inserts at `index` (clamped to the sublayer count). A layer cannot be added
    /// to itself or to one of its sublayers: that is refused and logged.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard canAdopt(layer) else { return }
        layer.detachFromSuperlayer()
        let i = min(Int(index), sublayerStorage.count)
        sublayerStorage.insert(layer, at: i)
        adopt(layer)
    }

    /// Inserts just below `sibling`; a layer that is not a sublayer appends at the top.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard canAdopt(layer), layer !== sibling else { return }
        layer.detachFromSuperlayer()
        let i = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } } ?? sublayerStorage.count
        sublayerStorage.insert(layer, at: i)
        adopt(layer)
    }

    /// Inserts just above `sibling`; a layer that is not a sublayer appends at the top.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard canAdopt(layer), layer !== sibling else { return }
        layer.detachFromSuperlayer()
        let i = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s }.map { $0 + 1 } } ?? sublayerStorage.count
        sublayerStorage.insert(layer, at: i)
        adopt(layer)
    }

    open func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard old.superlayer === self, old !== new, canAdopt(new) else { return }
        new.detachFromSuperlayer()
        guard let i = sublayerStorage.firstIndex(where: { $0 === old }) else { return }
        old.detachFromSuperlayer()
        sublayerStorage.insert(new, at: i)
        adopt(new)
    }

    open func removeFromSuperlayer() {
        detachFromSuperlayer()
    }

    /// Moves a sublayer to a new index without detaching it (used to keep a view's
    /// layer order in step with its subviews).
    func moveSublayer(_ layer: CALayer, to index: Int) {
        guard let from = sublayerStorage.firstIndex(where: { $0 === layer }) else { return }
        sublayerStorage.remove(at: from)
        sublayerStorage.insert(layer, at: min(max(index, 0), sublayerStorage.count))
        layer.contentDidChange()
    }

    func swapSublayers(_ a: CALayer, _ b: CALayer) {
        guard let i = sublayerStorage.firstIndex(where: { $0 === a }),
            let j = sublayerStorage.firstIndex(where: { $0 === b })
        else { return }
        sublayerStorage.swapAt(i, j)
        a.contentDidChange()
        b.contentDidChange()
    }

    func indexOfSublayer(_ layer: CALayer) -> Int? { sublayerStorage.firstIndex { $0 === layer } }

    private func replaceAllSublayers(with layers: [CALayer]) {
        for layer in sublayerStorage { layer.detachFromSuperlayer() }
        for layer in layers { addSublayer(layer) }
        contentDidChange()
    }

    /// True if `layer` is this layer or one of its ancestors. Only a layer
    /// with sublayers can be an ancestor: adding a leaf (how deep chains are
    /// built) costs no walk up.
    func isSelfOrAncestor(_ layer: CALayer) -> Bool {
        if layer.sublayerStorage.isEmpty { return layer === self }
        var current: CALayer? = self
        while let l = current {
            runtime.hierarchyDepth.ancestorSteps &+= 1
            if l === layer { return true }
            current = l.superlayer
        }
        return false
    }

    private func canAdopt(_ layer: CALayer) -> Bool {
        guard !isSelfOrAncestor(layer) else {
            SDLViewsLog.error("refused to add a layer to itself or to one of its own sublayers")
            return false
        }
        return true
    }

    /// A new sublayer asks this layer for layout, as in Core Animation (a
    /// view's layer: the view's `layoutSubviews()` runs in the next frame).
    private func adopt(_ layer: CALayer) {
        layer.superlayerStorage = self
        if layer.host != nil { runtime.windowMembershipEpoch &+= 1 }
        runtime.parkingEpoch &+= 1
        if layer.zPosition != 0 { sublayersNeedZSort = true }
        setNeedsLayout()
        if layer.subtreeNeedsLayout || layer.needsLayoutFlag { markAncestors(\.subtreeNeedsLayout) }
        if let host = rootLayer.host { layer.enqueuePendingDisplays(into: host) }
        layer.contentDidChange()
    }

    private func detachFromSuperlayer() {
        guard let parent = superlayer else { return }
        contentDidChange()
        if let i = parent.sublayerStorage.firstIndex(where: { $0 === self }) {
            parent.sublayerStorage.remove(at: i)
        }
        superlayerStorage = nil
        runtime.layerTreeGeneration &+= 1
        runtime.parkingEpoch &+= 1
    }

    // MARK: Layout and display flags

    private(set) var needsLayoutFlag = false
    private(set) var subtreeNeedsLayout = false
    var needsDisplayFlag = false

    open func setNeedsLayout() { mark(\.needsLayoutFlag, subtree: \.subtreeNeedsLayout) }

    open func needsLayout() -> Bool { needsLayoutFlag }

    /// Sets a pass flag on this layer and the matching "something below needs
    /// it" flag on its ancestors, so the frame's pass visits only marked branches.
    private func mark(_ flag: ReferenceWritableKeyPath<CALayer, Bool>, subtree: ReferenceWritableKeyPath<CALayer, Bool>)
    {
        guard !self[keyPath: flag] else { return }
        self[keyPath: flag] = true
        if let superlayer { superlayer.markAncestors(subtree) } else { host?.layerTreeNeedsUpdate() }
    }

    private func markAncestors(_ subtree: ReferenceWritableKeyPath<CALayer, Bool>) {
        var layer: CALayer? = self
        while let l = layer, !l[keyPath: subtree] {
            l[keyPath: subtree] = true
            layer = l.superlayer
        }
        rootLayer.host?.layerTreeNeedsUpdate()
    }

    /// Lays out this layer if marked, then every marked layer below it,
    /// parents first (a walk with its own stack: hierarchies of any depth).
    ///
    /// As in Core Animation, a layer whose layout is running is not laid out
    /// again from inside it: `setNeedsLayout(); layoutIfNeeded()` in
    /// `layoutSubviews` lays out the marked sublayers at once and leaves the
    /// layer's new request to the next layout pass (the next frame), so a view
    /// that always asks again is laid out once per frame.
    open func layoutIfNeeded() {
        guard needsLayoutFlag || subtreeNeedsLayout else { return }
        var stack: [CALayer] = [self]
        while let layer = stack.popLast() {
            layer.layOutOwnSublayersIfNeeded()
            if layer.subtreeNeedsLayout {
                layer.subtreeNeedsLayout = false
                stack.append(contentsOf: layer.sublayerStorage.reversed())
            }
        }
    }

    private func layOutOwnSublayersIfNeeded() {
        guard needsLayoutFlag, !isLayingOut else { return }
        needsLayoutFlag = false
        isLayingOut = true
        layoutSublayers()
        isLayingOut = false
        noteRelayoutRequest(askedAgain: needsLayoutFlag)
    }

    /// Counts consecutive layouts that ended with the layer asking for layout
    /// again, and says once why a layer that never stops asking keeps its
    /// window busy every frame.
    private func noteRelayoutRequest(askedAgain: Bool) {
        guard askedAgain else { consecutiveRelayoutRequests = 0; return }
        guard consecutiveRelayoutRequests < CALayer.relayoutRequestsReported else { return }
        consecutiveRelayoutRequests += 1
        guard consecutiveRelayoutRequests == CALayer.relayoutRequestsReported else { return }
        let owner = delegate.map { "\(type(of: $0))" } ?? "\(type(of: self))"
        SDLViewsLog.error(
            "\(owner) asked for layout again from its own layout in \(CALayer.relayoutRequestsReported) "
                + "passes in a row; it is laid out once per frame, so its window never goes idle")
    }

    /// How many layouts in a row ending in a new request for layout are reported.
    static let relayoutRequestsReported: UInt8 = 120
    private var isLayingOut = false
    private var consecutiveRelayoutRequests: UInt8 = 0

    /// Core Animation's hook: asks the delegate (a view runs `layoutSubviews()`).
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// Marks the layer for the frame's display stage. Its window's host keeps a
    /// queue of marked layers, so a frame redraws exactly those, however many
    /// layers the tree holds.
    open func setNeedsDisplay() { setNeedsDisplay(.infinite) }

    /// Core Animation's `setNeedsDisplay(_:)`: marks a rectangle (bounds
    /// space) for redrawing; rectangles marked before the next display are
    /// drawn together as their union. Empty, negative or non-finite rectangles
    /// mark nothing.
    open func setNeedsDisplay(_ r: CGRect) {
        guard accumulateDirtyRect(r) else { return }
        markNeedsDisplay()
    }

    /// Queues the layer for the display stage without marking a region (a view's first display).
    func markNeedsDisplay() {
        guard !needsDisplayFlag else { return }
        needsDisplayFlag = true
        rootLayer.host?.enqueueDisplay(self)
    }

    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Redraws this layer if marked.
    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// A subtree joined a presented tree: queue what was marked while it was outside.
    func enqueuePendingDisplays(into host: LayerTreeHost) {
        var stack: [CALayer] = [self]
        while let layer = stack.popLast() {
            if layer.needsDisplayFlag { host.enqueueDisplay(layer) }
            if let mask = layer.mask { stack.append(mask) }
            stack.append(contentsOf: layer.sublayerStorage.reversed())
        }
    }

    /// Core Animation's `display()`: the delegate's `display(_:)` provides the
    /// contents when it implements it; otherwise the layer's backing store is
    /// (re)drawn by `draw(in:)`, clipped to the dirty rectangle (see `CALayer+Display`).
    open func display() { displayThroughDelegateOrDrawing() }

    /// Core Animation's `draw(in:)`: the default asks the delegate's
    /// `draw(_:in:)` (a view runs `draw(_:)` there). Subclasses override it to draw.
    open func draw(in ctx: CGContext) { drawThroughDelegate(in: ctx) }

    // MARK: Coordinates

    /// The map from this layer's bounds space to its superlayer's bounds space.
    var transformToSuperlayer: Homography { LayerGeometry.toSuperlayer(state) }

    /// The map from this layer's space to `ancestor`'s (nil: the root's
    /// space); with `ownTransform`, as if this layer had that transform.
    func transform(toAncestor ancestor: CALayer?, ownTransform: CATransform3D? = nil) -> Homography? {
        var result = Homography.identity
        var layer = self
        while layer !== ancestor {
            guard let parent = layer.superlayer else { return ancestor == nil ? result : nil }
            if layer === self, let ownTransform {
                var state = layer.state
                state.transform = ownTransform
                result = LayerGeometry.toSuperlayer(state) * result
            } else {
                result = layer.transformToSuperlayer * result
            }
            layer = parent
        }
        return result
    }

    /// As `transform(toAncestor:)`, through the values on screen (presentation).
    func renderTransform(toAncestor ancestor: CALayer) -> Homography? {
        var result = Homography.identity
        var layer = self
        while layer !== ancestor {
            guard let parent = layer.superlayer else { return nil }
            result = LayerGeometry.toSuperlayer(layer.renderState) * result
            layer = parent
        }
        return result
    }

    open func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        LayerGeometry.convert(p, from: self, to: layer ?? rootLayer) ?? p
    }

    open func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        LayerGeometry.convert(p, from: layer ?? rootLayer, to: self) ?? p
    }

    open func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        LayerGeometry.convert(r, from: self, to: layer ?? rootLayer) ?? r
    }

    open func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        LayerGeometry.convert(r, from: layer ?? rootLayer, to: self) ?? r
    }

    /// Core Animation's `contains(_:)`: the point, in this layer's space, is inside bounds (half-open).
    open func contains(_ p: CGPoint) -> Bool { LayerGeometry.halfOpenContains(bounds, p) }

    /// The farthest descendant (front-most) containing a point given in the
    /// superlayer's space, as Core Animation's `hitTest(_:)`.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, let local = transformToSuperlayer.inverse?.apply(p) else { return nil }
        if masksToBounds && !contains(local) { return nil }
        for layer in sublayerStorage.reversed() {
            if let hit = layer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    // MARK: Overridable UIKit API implemented in the extension files

    /// Adds a copy of `anim` under `key` (replacing, and stopping, one with the
    /// same key). A `beginTime` of 0 means the current media time.
    open func add(_ anim: CAAnimation, forKey key: String?) { addImplementation(anim, forKey: key) }

    open func animation(forKey key: String) -> CAAnimation? { animationImplementation(forKey: key) }

    open func animationKeys() -> [String]? { animationKeysImplementation() }

    open func removeAnimation(forKey key: String) { removeAnimationImplementation(forKey: key) }

    /// Removes every animation; each stops with `finished == false`.
    open func removeAllAnimations() { removeAllAnimationsImplementation() }

    /// How the contents sit in the bounds (default `.resize`). See
    /// `CALayerContentsGravity` for the vertical names.
    open var contentsGravity: CALayerContentsGravity {
        get { contentsGravityImplementation }
        set { contentsGravityImplementation = newValue }
    }

    /// The part of the contents shown, in unit coordinates (default the whole;
    /// animatable). Parts outside the unit square are clamped to it (Core
    /// Animation repeats the edge pixels there).
    open var contentsRect: CGRect {
        get { contentsRectImplementation }
        set { contentsRectImplementation = newValue }
    }

    /// The filter used when the contents are drawn larger than their pixels
    /// (default `.linear`, as Core Animation). `.trilinear` magnifies like `.linear`.
    open var magnificationFilter: CALayerContentsFilter {
        get { magnificationFilterImplementation }
        set { magnificationFilterImplementation = newValue }
    }

    /// The filter used when the contents are drawn smaller than their pixels
    /// (default `.linear`, as Core Animation); `.trilinear` samples a
    /// downscaled copy near the drawn size (see `CALayerContentsFilter`).
    open var minificationFilter: CALayerContentsFilter {
        get { minificationFilterImplementation }
        set { minificationFilterImplementation = newValue }
    }

    /// Added to the level of detail `.trilinear` minification picks (default 0;
    /// positive values choose smaller, blurrier copies). Non-finite values are refused.
    open var minificationFilterBias: Float {
        get { minificationFilterBiasImplementation }
        set { minificationFilterBiasImplementation = newValue }
    }

    /// Whether the layer's edges are anti-aliased when it is drawn rotated,
    /// skewed, in perspective or off whole pixels. Default **true** here; on iOS
    /// the default comes from the `UIViewEdgeAntialiasing` Info.plist key and is
    /// false (see <doc:DifferencesFromUIKit>). Rounded corners are always smooth.
    open var allowsEdgeAntialiasing: Bool {
        get { allowsEdgeAntialiasingImplementation }
        set { allowsEdgeAntialiasingImplementation = newValue }
    }

    /// Which edges `allowsEdgeAntialiasing` smooths (default all four).
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { edgeAntialiasingMaskImplementation }
        set { edgeAntialiasingMaskImplementation = newValue }
    }

    /// Which corners `cornerRadius` rounds (default all four).
    open var maskedCorners: CACornerMask {
        get { maskedCornersImplementation }
        set { maskedCornersImplementation = newValue }
    }

    /// Stored; corners are drawn as circular arcs whatever the curve.
    open var cornerCurve: CALayerCornerCurve {
        get { cornerCurveImplementation }
        set { cornerCurveImplementation = newValue }
    }

    /// The border's width, inset from the bounds (animatable). The border is
    /// drawn above the contents and the sublayers, rounded by `cornerRadius`.
    open var borderWidth: CGFloat {
        get { borderWidthImplementation }
        set { borderWidthImplementation = newValue }
    }

    /// The border's colour (default opaque black, animatable).
    open var borderColor: CGColor? {
        get { borderColorImplementation }
        set { borderColorImplementation = newValue }
    }

    /// The shadow's colour (default opaque black, animatable).
    open var shadowColor: CGColor? {
        get { shadowColorImplementation }
        set { shadowColorImplementation = newValue }
    }

    /// 0 (the default) draws no shadow; clamped to 0...1 (animatable).
    open var shadowOpacity: Float {
        get { shadowOpacityImplementation }
        set { shadowOpacityImplementation = newValue }
    }

    /// Default (0, −3): on iOS's y-down layers the shadow sits 3 points above (animatable).
    open var shadowOffset: CGSize {
        get { shadowOffsetImplementation }
        set { shadowOffsetImplementation = newValue }
    }

    /// The blur radius in points (default 3, animatable): the standard
    /// deviation of the Gaussian, so the shadow fades out about 3 radii past its shape.
    /// Radii beyond the widest blur computed are clamped to it, with a logged
    /// reason (see <doc:DifferencesFromUIKit>).
    open var shadowRadius: CGFloat {
        get { shadowRadiusImplementation }
        set { shadowRadiusImplementation = newValue }
    }

    /// The shadow's shape (filled, non-zero winding) in the layer's space; nil
    /// (the default) uses the alpha of the layer's background, contents,
    /// border and sublayers, as Core Animation does. A path is much cheaper:
    /// the shadow is built without rendering the layer.
    open var shadowPath: CGPath? {
        get { shadowPathImplementation }
        set { shadowPathImplementation = newValue }
    }

    /// Layers here never flip their contents (Core Animation's default).
    open func contentsAreFlipped() -> Bool { contentsAreFlippedImplementation() }

    /// Core Animation's `render(in:)`: draws the layer tree (model values) into
    /// `ctx` in this layer's coordinate space, with Cairo.
    ///
    /// Rendered: background colour with `cornerRadius`/`maskedCorners`,
    /// `contents` images placed by `contentsGravity`, `contentsRect` and
    /// `contentsCenter`, drawn content (`draw(in:)`, so a view's `draw(_:)` runs
    /// directly into `ctx` and stays vector in a PDF), sublayers in `zPosition`
    /// order, `opacity` (as a transparency layer), `isHidden`, `masksToBounds`
    /// (rounded), `mask` layers, borders, shadows (`shadowPath` or the layer's
    /// own alpha, Gaussian-blurred like the compositor's), the replicas of a
    /// `CAReplicatorLayer`, `CAShapeLayer` and axial `CAGradientLayer` content
    /// as paths and gradients (vector in a PDF), and the bitmaps the other
    /// content layers render (trimmed shapes, radial gradients, `CATextLayer`)
    /// at the context's device scale; a `CATiledLayer`'s delegate draws the
    /// visible part through `draw(in:)`.
    ///
    /// Differences: 3D transforms are flattened to their affine part
    /// (`CATransform3DGetAffineTransform`: perspective and z are dropped); the
    /// receiver's own geometry, opacity and hidden flag are not applied (as in
    /// Core Animation, the receiver is drawn in its own space); animations are
    /// not rendered (model values, as Core Animation).
    open func render(in ctx: CGContext) { renderImplementation(in: ctx) }
}

/// Implemented by a view to hear that its layer's bounds size changed.
@MainActor
protocol LayerSizeObserver: AnyObject {
    func layerBoundsSizeDidChange(_ layer: CALayer, from oldSize: CGSize)
}

/// The argument of `CALayer`'s run-time constructor (`init(_:)`): plain
/// (`init()`) or a presentation copy of a model layer (`init(layer:)`).
/// Only SDLViews makes one.
@_documentation(visibility: internal)
@MainActor
public struct CALayerConstruction {
    let model: CALayer?
    init(copying model: CALayer? = nil) { self.model = model }
}
