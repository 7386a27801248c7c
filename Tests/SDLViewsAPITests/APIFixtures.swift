import Foundation
import SDLViews

/// What the overriding subclasses saw, in order.
@MainActor
final class CallLog {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    func clear() { entries.removeAll() }
}

/// Counts deinitializers (they are nonisolated, as UIKit's).
final class DeinitTally: @unchecked Sendable {
    var count = 0
}

/// A UIView subclass overriding what UIKit apps override, each calling super.
final class OverridingView: UIView {
    let log: CallLog
    /// Listing 3-5 of the View Programming Guide: a view that releases what it holds in `deinit`.
    var color: UIColor? = .red
    var tally: DeinitTally?

    init(frame: CGRect, log: CallLog) {
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        log = CallLog()
        super.init(coder: coder)
    }

    deinit {
        tally?.count += 1
    }

    override func draw(_ rect: CGRect) {
        log.add("draw")
        UIColor.blue.setFill()
        UIBezierPath(rect: bounds).fill()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.add("layoutSubviews")
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 42, height: 24) }
    override var intrinsicContentSize: CGSize { CGSize(width: 42, height: 24) }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        log.add("hitTest")
        return super.hitTest(point, with: event)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        super.point(inside: point, with: event)
    }

    override func addSubview(_ view: UIView) {
        log.add("addSubview")
        super.addSubview(view)
    }

    override func insertSubview(_ view: UIView, at index: Int) {
        log.add("insertSubview(at:)")
        super.insertSubview(view, at: index)
    }

    override func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        super.insertSubview(view, aboveSubview: siblingSubview)
    }

    override func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        super.insertSubview(view, belowSubview: siblingSubview)
    }

    override func bringSubviewToFront(_ view: UIView) {
        log.add("bringSubviewToFront")
        super.bringSubviewToFront(view)
    }

    override func sendSubviewToBack(_ view: UIView) { super.sendSubviewToBack(view) }
    override func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        super.exchangeSubview(at: index1, withSubviewAt: index2)
    }

    override func removeFromSuperview() {
        log.add("removeFromSuperview")
        super.removeFromSuperview()
    }

    override func willMove(toSuperview newSuperview: UIView?) { log.add("willMove(toSuperview:)") }
    override func didMoveToSuperview() { log.add("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log.add("willMove(toWindow:)") }
    override func didMoveToWindow() { log.add("didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log.add("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log.add("willRemoveSubview") }

    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { super.convert(point, to: view) }
    override func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { super.convert(point, from: view) }
    override func convert(_ rect: CGRect, to view: UIView?) -> CGRect { super.convert(rect, to: view) }
    override func convert(_ rect: CGRect, from view: UIView?) -> CGRect { super.convert(rect, from: view) }

    override func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        log.add("addGestureRecognizer")
        super.addGestureRecognizer(gestureRecognizer)
    }

    override func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        super.removeGestureRecognizer(gestureRecognizer)
    }

    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        log.add("systemLayoutSizeFitting")
        return super.systemLayoutSizeFitting(targetSize)
    }

    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }

    override func updateConstraints() {
        log.add("updateConstraints")
        super.updateConstraints()
    }

    override func setNeedsLayout() { super.setNeedsLayout() }
    override func layoutIfNeeded() { super.layoutIfNeeded() }
    override func setNeedsDisplay() { super.setNeedsDisplay() }
    override func setNeedsDisplay(_ rect: CGRect) { super.setNeedsDisplay(rect) }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange() }
    override func layoutMarginsDidChange() { super.layoutMarginsDidChange() }
    override func endEditing(_ force: Bool) -> Bool { super.endEditing(force) }
    override func viewWithTag(_ tag: Int) -> UIView? { super.viewWithTag(tag) }
    override func isDescendant(of view: UIView) -> Bool { super.isDescendant(of: view) }
    override func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        super.drawHierarchy(in: rect, afterScreenUpdates: afterUpdates)
    }
    override func viewPrintFormatter() -> UIViewPrintFormatter { super.viewPrintFormatter() }
    override func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) { super.draw(rect, for: formatter) }
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override var frame: CGRect { didSet { log.add("frame") } }
    override var bounds: CGRect { didSet { log.add("bounds") } }
    override var center: CGPoint { didSet { log.add("center") } }
    override var backgroundColor: UIColor? { didSet { log.add("backgroundColor") } }
    override var isOpaque: Bool { didSet { log.add("isOpaque") } }
    override var superview: UIView? { super.superview }
    override var subviews: [UIView] { super.subviews }
    override var window: UIWindow? { super.window }
    override var gestureRecognizers: [UIGestureRecognizer]? {
        get { super.gestureRecognizers }
        set { super.gestureRecognizers = newValue }
    }
    override var layoutMargins: UIEdgeInsets {
        get { super.layoutMargins }
        set { super.layoutMargins = newValue }
    }
    override var safeAreaInsets: UIEdgeInsets { super.safeAreaInsets }
    override var translatesAutoresizingMaskIntoConstraints: Bool {
        get { super.translatesAutoresizingMaskIntoConstraints }
        set { super.translatesAutoresizingMaskIntoConstraints = newValue }
    }
    override var clearsContextBeforeDrawing: Bool {
        get { super.clearsContextBeforeDrawing }
        set { super.clearsContextBeforeDrawing = newValue }
    }
    override func addConstraint(_ constraint: NSLayoutConstraint) { super.addConstraint(constraint) }
    override func removeConstraint(_ constraint: NSLayoutConstraint) { super.removeConstraint(constraint) }
    override func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        super.setContentHuggingPriority(priority, for: axis)
    }
    override func setNeedsUpdateConstraints() { super.setNeedsUpdateConstraints() }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("touchesBegan")
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("touchesEnded")
        super.touchesEnded(touches, with: event)
    }
    override var canBecomeFirstResponder: Bool { true }
}

/// A view controller as UIKit apps write them.
final class OverridingViewController: UIViewController {
    let log: CallLog

    init(log: CallLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        log = CallLog()
        super.init(coder: coder)
    }

    override func loadView() {
        log.add("loadView")
        view = OverridingView(frame: .zero, log: log)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.add("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.add("viewDidAppear")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.add("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.add("viewDidLayoutSubviews")
    }

    override func updateViewConstraints() { super.updateViewConstraints() }
    override var title: String? { didSet { log.add("title") } }
}

/// A layer subclass as Core Animation apps write them.
final class OverridingLayer: CALayer {
    var drawCount = 0
    var layoutCount = 0
    var added: [String] = []
    var maskChanges = 0

    override var mask: CALayer? { didSet { maskChanges += 1 } }

    override func draw(in ctx: CGContext) {
        drawCount += 1
        ctx.setFillColor(UIColor.green.cgColor)
        ctx.fill(bounds)
    }

    override func layoutSublayers() {
        super.layoutSublayers()
        layoutCount += 1
    }

    override func add(_ anim: CAAnimation, forKey key: String?) {
        added.append(key ?? "nil")
        super.add(anim, forKey: key)
    }

    override func addSublayer(_ layer: CALayer) { super.addSublayer(layer) }
    override func removeFromSuperlayer() { super.removeFromSuperlayer() }
    override func insertSublayer(_ layer: CALayer, at idx: UInt32) { super.insertSublayer(layer, at: idx) }
    override func setNeedsLayout() { super.setNeedsLayout() }
    override func setNeedsDisplay() { super.setNeedsDisplay() }
    override func display() { super.display() }
    override func hitTest(_ p: CGPoint) -> CALayer? { super.hitTest(p) }
    override func contains(_ p: CGPoint) -> Bool { super.contains(p) }
    override func render(in ctx: CGContext) { super.render(in: ctx) }
    override func removeAllAnimations() { super.removeAllAnimations() }
    /// Pixel art: this layer always magnifies with `.nearest`.
    override var magnificationFilter: CALayerContentsFilter {
        get { .nearest }
        set { super.magnificationFilter = newValue }
    }
    override var minificationFilter: CALayerContentsFilter {
        get { super.minificationFilter }
        set { super.minificationFilter = newValue }
    }
    override var minificationFilterBias: Float {
        get { super.minificationFilterBias }
        set { super.minificationFilterBias = newValue }
    }
    override var allowsEdgeAntialiasing: Bool {
        get { super.allowsEdgeAntialiasing }
        set { super.allowsEdgeAntialiasing = newValue }
    }
    override var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { super.edgeAntialiasingMask }
        set { super.edgeAntialiasingMask = newValue }
    }
    override func removeAnimation(forKey key: String) { super.removeAnimation(forKey: key) }
    override func animation(forKey key: String) -> CAAnimation? { super.animation(forKey: key) }
    override func animationKeys() -> [String]? { super.animationKeys() }
    override var bounds: CGRect { didSet { setNeedsDisplay() } }
    override var position: CGPoint { didSet {} }
    override var frame: CGRect {
        get { super.frame }
        set { super.frame = newValue }
    }
    override var borderWidth: CGFloat {
        get { super.borderWidth }
        set { super.borderWidth = newValue }
    }
    override var shadowOpacity: Float {
        get { super.shadowOpacity }
        set { super.shadowOpacity = newValue }
    }
}

/// A control that reports its tracking, as UIControl subclasses do.
final class OverridingControl: UIControl {
    var tracking: [String] = []
    var sentEvents: [UIControl.Event] = []

    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        tracking.append("begin")
        return super.beginTracking(touch, with: event)
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        tracking.append("end")
        super.endTracking(touch, with: event)
    }

    override func sendActions(for controlEvents: UIControl.Event) {
        sentEvents.append(controlEvents)
        super.sendActions(for: controlEvents)
    }

    override var isHighlighted: Bool { didSet { tracking.append(isHighlighted ? "highlighted" : "unhighlighted") } }
}

/// A button subclass with its own sizing.
final class OverridingButton: UIButton {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 44) }
    override func layoutSubviews() { super.layoutSubviews() }
    override var titleLabel: UILabel? { super.titleLabel }
    override func setTitle(_ title: String?, for state: UIControl.State) {
        super.setTitle(title?.uppercased(), for: state)
    }
}

final class OverridingLabel: UILabel {
    override func drawText(in rect: CGRect) { super.drawText(in: rect.insetBy(dx: 2, dy: 0)) }
    override var text: String? { didSet {} }
}

final class OverridingImageView: UIImageView {
    override var image: UIImage? { didSet {} }
}

final class OverridingStackView: UIStackView {
    var arranged = 0
    override func addArrangedSubview(_ view: UIView) {
        arranged += 1
        super.addArrangedSubview(view)
    }
}

final class OverridingWindow: UIWindow {
    override func makeKeyAndVisible() { super.makeKeyAndVisible() }
    override var rootViewController: UIViewController? {
        get { super.rootViewController }
        set { super.rootViewController = newValue }
    }
}

final class OverridingResponder: UIResponder {
    override var next: UIResponder? { nil }
    override var isFirstResponder: Bool { super.isFirstResponder }
    override func becomeFirstResponder() -> Bool { super.becomeFirstResponder() }
}

final class OverridingAnimator: UIViewPropertyAnimator {
    let tally = DeinitTally()
    deinit { tally.count += 1 }
}

/// A recognizer subclass that ends on the first touch-up, as custom recognizers are written.
final class TouchUpRecognizer: UIGestureRecognizer {
    var resets = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .possible }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
    override func reset() {
        super.reset()
        resets += 1
    }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A layer subclass with Core Animation's three initializers, as apps write them.
final class BadgeLayer: CALayer {
    var badge = 0
    var tally: DeinitTally?

    override init() { super.init() }

    override init(layer: Any) {
        super.init(layer: layer)
        badge = (layer as? BadgeLayer)?.badge ?? 0
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    deinit { tally?.count += 1 }
}

/// A view backed by `BadgeLayer`.
final class BadgeView: UIView {
    override class var layerClass: AnyClass { BadgeLayer.self }
}
