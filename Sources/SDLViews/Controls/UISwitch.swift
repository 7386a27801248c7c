import Foundation

/// UIKit's `UISwitch`: an on/off toggle, always 51 × 31 points.
///
/// A tap toggles it; dragging moves the thumb to the side the touch is on,
/// and lifting leaves the switch there. A user change sends `.valueChanged`
/// (with `.primaryActionTriggered`) once, after the thumb has been released;
/// `isOn` and `setOn(_:animated:)` send nothing. Animated changes slide the
/// thumb and cross-fade the track between its off colour (`secondarySystemFill`)
/// and `onTintColor` (system green when nil). While held, the thumb stretches
/// towards the middle, as on iOS. Setting a frame keeps its origin but not
/// its size, as UIKit does.
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
@MainActor
open class UISwitch: UIControl {
    override var takesFocus: Bool { true }
    override var drawsOwnFocusLook: Bool { true }
    /// A press on the focused switch toggles it, as a tap.
    override func performPrimaryPressAction() {
        setOn(!isOn, animated: true)
        sendUserValueChange()
    }
    static let size = CGSize(width: 51, height: 31)
    static let thumbInset: CGFloat = 2
    /// How much wider the thumb gets while held.
    static let heldThumbStretch: CGFloat = 7
    static let animationDuration: TimeInterval = 0.25
    /// A touch that moves less than this is a tap.
    static let dragThreshold: CGFloat = 4
    static let disabledAlpha: CGFloat = 0.5

    private let content = UIView(frame: .zero)
    private let onFill = UIView(frame: .zero)
    private let knob = ControlKnob(frame: .zero)
    private let focusRing = FocusRingView.controlRing()

    private var storedOn = false
    /// The side the thumb shows while a touch holds it.
    private var heldOn: Bool?
    private var touchStartX: CGFloat = 0
    private var didDrag = false

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUpParts()
    }

    /// UIKit's designated coder initializer (nothing is decoded: see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
    }

    private func setUpParts() {
        content.isUserInteractionEnabled = false
        content.backgroundColor = .secondarySystemFill
        content.layer.cornerRadius = Self.size.height / 2
        onFill.layer.cornerRadius = Self.size.height / 2
        content.addSubview(onFill)
        content.addSubview(knob)
        addSubview(content)
        addSubview(focusRing)
        applyState()
    }

    /// The origin is kept, the size is always 51 × 31.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    open override var intrinsicContentSize: CGSize { Self.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    // MARK: Value

    open var isOn: Bool {
        get { storedOn }
        set { setOn(newValue, animated: false) }
    }

    /// Sets the state without sending an event; `animated` slides the thumb and fades the track.
    // MARK: Accessibility (UIKit's defaults until set; see UIResponder)

    override var isAccessibilityElementByDefault: Bool { true }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .button }
    /// "1" when on and "0" when off, as UIKit's switch.
    override var defaultAccessibilityValue: String? { isOn ? "1" : "0" }

    open func setOn(_ on: Bool, animated: Bool) {
        storedOn = on
        showState(animated: animated)
    }

    /// The track's colour when on; nil draws system green.
    open var onTintColor: UIColor? { didSet { applyState() } }
    /// The thumb's colour; nil draws it white.
    open var thumbTintColor: UIColor? { didSet { applyState() } }
    /// UIKit's `preferredStyle`. As on iOS (the checkbox style is Mac
    /// Catalyst's), every style draws the sliding switch.
    open var preferredStyle: UISwitch.Style = .automatic

    /// UIKit's `style`: the style drawn, always `.sliding` as on iOS.
    open var style: UISwitch.Style { .sliding }

    /// UIKit's `UISwitch.Style`.
    public enum Style: Int, Sendable {
        case automatic, checkbox, sliding
    }

    /// Accepted for source compatibility; iOS 7 and later draw no on/off images either.
    open var onImage: UIImage?
    open var offImage: UIImage?

    private var displayedOn: Bool { heldOn ?? storedOn }

    private func showState(animated: Bool) {
        setNeedsLayout()
        guard animated, window != nil else { return }
        UIView.animate(withDuration: Self.animationDuration) { self.layoutIfNeeded() }
    }

    // MARK: Tracking: tap toggles, drag picks a side

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchStartX = touch.location(in: self).x
        didDrag = false
        heldOn = storedOn
        showState(animated: true)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        if abs(x - touchStartX) >= Self.dragThreshold { didDrag = true }
        guard didDrag else { return true }
        // On is the trailing side: the right, or the left when right to left (UIKit mirrors the switch).
        let side = (x >= bounds.midX) != isRightToLeft
        if side != heldOn {
            heldOn = side
            showState(animated: true)
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let target = didDrag ? (heldOn ?? storedOn) : (isTouchInside ? !storedOn : storedOn)
        heldOn = nil
        let changed = target != storedOn
        setOn(target, animated: true)
        if changed { sendUserValueChange() }
    }

    open override func cancelTracking(with event: UIEvent?) {
        heldOn = nil
        showState(animated: true)
    }

    // MARK: Appearance

    override func controlStateDidChange() { applyState() }

    private func applyState() {
        onFill.backgroundColor = onTintColor ?? .systemGreen
        knob.setTint(thumbTintColor)
        content.alpha = isEnabled ? 1 : Self.disabledAlpha
        focusRing.update(focused: showsFocusLook, color: tintColor)
        setNeedsLayout()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyState()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let track = CGRect(origin: .zero, size: Self.size)
        content.frame = track
        onFill.frame = track
        onFill.alpha = displayedOn ? 1 : 0
        knob.frame = thumbFrame(in: track)
        focusRing.surround(track, cornerRadius: track.height / 2)
    }

    /// The thumb at its side (on: trailing); stretched towards the middle while held.
    private func thumbFrame(in track: CGRect) -> CGRect {
        let diameter = track.height - 2 * Self.thumbInset
        let width = diameter + (heldOn != nil ? Self.heldThumbStretch : 0)
        let onRight = displayedOn != isRightToLeft
        let x = onRight ? track.maxX - Self.thumbInset - width : track.minX + Self.thumbInset
        return CGRect(x: x, y: track.minY + Self.thumbInset, width: width, height: diameter)
    }
}
