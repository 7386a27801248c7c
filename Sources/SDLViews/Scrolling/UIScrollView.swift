import Foundation

/// UIKit's `UIScrollView`: a view whose `bounds.origin` (`contentOffset`)
/// moves over content larger than itself, by touch (content follows the
/// finger, then decelerates, rubber-bands past the edges and springs back,
/// or snaps to pages), by pinch (zooming the delegate's `viewForZooming`),
/// by the mouse wheel and trackpad, by keys, and programmatically.
///
/// The physics run on the application clock (`ScrollPhysics`): positions
/// depend only on time, so a `HeadlessScreen` test sees exactly UIKit's
/// formulas. Touches inside are delayed (`delaysContentTouches`) and
/// cancelled (`canCancelContentTouches`, `touchesShouldCancel(in:)`) as in
/// UIKit. Differences from UIKit: see <doc:DifferencesFromUIKit>.
@MainActor
open class UIScrollView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrollView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrollView()
    }

    // MARK: Delegate

    /// Not retained, as in UIKit.
    open weak var delegate: UIScrollViewDelegate?

    // MARK: Content

    var contentSizeStorage = CGSize.zero
    var contentInsetStorage = UIEdgeInsets.zero
    var adjustedContentInsetStorage = UIEdgeInsets.zero

    /// The size of the content, in points. NaN, infinite or negative sizes are refused (logged; the old value stays).
    open var contentSize: CGSize {
        get { contentSizeStorage }
        set { setContentSize(newValue) }
    }

    /// The point of the content at the view's top-left corner: `bounds.origin`.
    /// Setting it stops any scrolling animation; NaN and infinite values are refused.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// UIKit's `contentLayoutGuide`: a guide whose edges are the content's.
    /// Constrain subviews to it and the size those constraints give it becomes
    /// `contentSize`, as UIKit; with nothing deciding its size it follows the
    /// `contentSize` the app sets.
    open var contentLayoutGuide: UILayoutGuide {
        ownGuide(\.scrollContentGuide, role: .scrollContent, identifier: "UIScrollView-contentLayoutGuide")
    }

    /// UIKit's `frameLayoutGuide`: a guide at the scroll view's visible
    /// rectangle. Subviews constrained to it stay where they are on screen
    /// while the content scrolls (they are laid out again after each offset
    /// change, as UIKit does).
    open var frameLayoutGuide: UILayoutGuide {
        ownGuide(\.scrollFrameGuide, role: .scrollFrame, identifier: "UIScrollView-frameLayoutGuide")
    }

    /// Extra room around the content (the app's part of `adjustedContentInset`). Non-finite values are refused.
    open var contentInset: UIEdgeInsets {
        get { contentInsetStorage }
        set { setContentInset(newValue) }
    }

    /// `contentInset` plus the safe area the `contentInsetAdjustmentBehavior` asks for.
    open var adjustedContentInset: UIEdgeInsets { adjustedContentInsetStorage }

    /// Called when `adjustedContentInset` changes (before the delegate is told).
    open func adjustedContentInsetDidChange() {}

    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { refreshAdjustedContentInset() }
    }

    /// Whether the safe area also insets the scroll indicators (UIKit's default: true).
    open var automaticallyAdjustsScrollIndicatorInsets = true {
        didSet { indicators.update(for: self) }
    }

    /// Scrolls to `contentOffset`; animated, it moves there in 0.3 s and ends
    /// with `scrollViewDidEndScrollingAnimation`. Not clamped, as in UIKit.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        setContentOffsetImplementation(contentOffset, animated: animated)
    }

    /// Scrolls the least distance that shows `rect` (content coordinates), as UIKit.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        scrollRectToVisibleImplementation(rect, animated: animated)
    }

    // MARK: Scrolling behaviour

    /// Turning scrolling off disables the pan (a drag in progress is cancelled), as in UIKit.
    open var isScrollEnabled = true {
        didSet { panRecognizer.isEnabled = isScrollEnabled }
    }
    open var bounces = true

    /// UIKit's `refreshControl`: pull-to-refresh above the content (the
    /// scroll view then bounces vertically even when its content is short).
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            oldValue?.scrollView = nil
            setRefreshInset(refreshControl?.isRefreshing == true ? UIRefreshControl.height : 0)
            guard let refreshControl else { return }
            refreshControl.scrollView = self
            insertSubview(refreshControl, at: 0)
            refreshControl.scrollViewDidScroll(self)
        }
    }
    /// The room an active refresh control takes above the content (part of `adjustedContentInset`).
    var refreshInset: CGFloat = 0

    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var isPagingEnabled = false
    open var isDirectionalLockEnabled = false
    /// Values outside 0 < rate < 1 (or not finite) are refused (logged).
    open var decelerationRate: DecelerationRate {
        get { decelerationRateStorage }
        set { setDecelerationRate(newValue) }
    }
    var decelerationRateStorage = DecelerationRate.normal
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether the Home key (UIKit: a tap on the status bar) scrolls to the top.
    open var scrollsToTop = true

    // MARK: State

    /// A finger is down in the scroll view (it may not have moved yet).
    open var isTracking: Bool {
        !panRecognizer.trackedTouches.isEmpty || !contentTouchRecognizer.trackedTouches.isEmpty
    }
    /// The content is following a finger.
    open internal(set) var isDragging = false
    /// The content moves on after the finger lifted (deceleration, bounce, paging).
    open internal(set) var isDecelerating = false
    open internal(set) var isZooming = false
    open internal(set) var isZoomBouncing = false

    // MARK: Gestures

    let panRecognizer = ScrollPanGestureRecognizer()
    let contentTouchRecognizer = ScrollContentTouchRecognizer()
    var pinchRecognizer: UIPinchGestureRecognizer?
    let gestureDelegate = ScrollGestureDelegate()
    /// Whether a mouse or pen drag scrolls as a finger does; a text view turns it off (the pointer selects).
    var pointerDragsScroll = true

    /// The scroll view's pan; add `require(toFail:)` or a delegate-less setup to it as in UIKit.
    open var panGestureRecognizer: UIPanGestureRecognizer { panRecognizer }
    /// The pinch, present while the zoom scales allow zooming (nil otherwise), as in UIKit.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { pinchRecognizer }

    // MARK: Touches inside

    /// Touches on content wait this long before the content sees them (UIKit: 150 ms), so a drag can claim them.
    open var delaysContentTouches = true {
        didSet { contentTouchRecognizer.delaysTouchesBegan = delaysContentTouches }
    }
    /// Whether a drag may take a touch the content already has (asking `touchesShouldCancel(in:)`).
    open var canCancelContentTouches = true

    /// Whether `view` gets the touches that began on it; UIKit's default: true.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag may cancel the touches `view` is tracking; UIKit's
    /// default: true except for a `UIControl` (so a held button keeps its touch).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panRecognizer else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return panMayTakeContentTouches()
    }

    // MARK: Zooming

    var zoomScaleStorage: CGFloat = 1
    var minimumZoomScaleStorage: CGFloat = 1
    var maximumZoomScaleStorage: CGFloat = 1

    /// At least 0 and finite (else refused, logged); the pinch exists while minimum < maximum.
    open var minimumZoomScale: CGFloat {
        get { minimumZoomScaleStorage }
        set { setZoomLimit(newValue, minimum: true) }
    }
    open var maximumZoomScale: CGFloat {
        get { maximumZoomScaleStorage }
        set { setZoomLimit(newValue, minimum: false) }
    }
    /// The scale of `viewForZooming(in:)`; set without animation (clamped to the limits).
    open var zoomScale: CGFloat {
        get { zoomScaleStorage }
        set { setZoomScale(newValue, animated: false) }
    }
    /// Whether a pinch may go past the limits and bounce back.
    open var bouncesZoom = true

    var zoomGesture: ZoomGestureState?

    /// Zooms about the centre of the visible area, clamped to the limits.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { setZoomScaleImplementation(scale, animated: animated) }

    /// Zooms so `rect` (in the zoomed view's coordinates) fills the view, centred, as UIKit.
    open func zoom(to rect: CGRect, animated: Bool) { zoomImplementation(to: rect, animated: animated) }

    // MARK: Indicators

    let indicators = ScrollIndicators()

    open var showsVerticalScrollIndicator = true {
        didSet { indicators.update(for: self) }
    }
    open var showsHorizontalScrollIndicator = true {
        didSet { indicators.update(for: self) }
    }
    open var indicatorStyle: IndicatorStyle = .default {
        didSet { indicators.update(for: self) }
    }
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero {
        didSet { indicators.update(for: self) }
    }
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero {
        didSet { indicators.update(for: self) }
    }
    /// UIKit's deprecated setter for both indicator insets (reads the vertical ones).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Shows the indicators for a moment, as UIKit does when a scroll view appears.
    open func flashScrollIndicators() { indicators.flash(in: self) }

    // MARK: Motion

    let animator = ScrollAnimator()
    let wheel = ScrollWheelTracker()
    /// Reports every frame of an offset change animated by a UIView block.
    lazy var animatedOffsetReporter: AnimatedOffsetReporter = {
        let reporter = AnimatedOffsetReporter()
        reporter.scrollView = self
        return reporter
    }()
    /// The offset the current drag started from, and its lock.
    var drag = ScrollDragState()
    /// The navigation controller whose large title follows this scroll view's offset (see
    /// `UINavigationController.largeTitleCompensation(for:)`).
    weak var largeTitleTracker: UINavigationController?

    // MARK: UIView

    /// The offset is the bounds origin: a change by any route reports `scrollViewDidScroll`.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            let now = super.bounds
            if now.origin != old.origin { contentOffsetDidChange() }
            if now.size != old.size { refreshAdjustedContentInset() }
        }
    }

    open override func layoutSublayers(of layer: CALayer) {
        refreshAdjustedContentInset()
        super.layoutSublayers(of: layer)
        indicators.update(for: self)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopScrolling() }
    }
}
