import Foundation

/// UIKit's `UIStepper`: minus and plus halves that step a `Double` between
/// `minimumValue` and `maximumValue` by `stepValue`.
///
/// Touching a half steps at once; with `autorepeat` (the default) holding it
/// steps again after 0.5 s, then every 0.1 s, and every 0.05 s once it has
/// been held for 2.5 s (UIKit accelerates too, by an undocumented curve),
/// timed on the application clock; the repeat pauses while the touch is
/// outside the control. Past a bound the value stops there, or with `wraps`
/// goes round to the other bound. Each user step sends `.valueChanged`
/// (with `.primaryActionTriggered`) while `isContinuous`, else one event when
/// the touch lifts; setting `value` in code sends nothing. A half that cannot
/// step (at its bound, without `wraps`) is drawn disabled and ignores touches.
/// Its size is always 94 × 32 points. Right to left the plus half is on the
/// left (and Left arrow adds), mirrored as UIKit's progress controls are.
///
/// As in UIKit, a `minimumValue` above `maximumValue` (or the reverse) moves
/// the other bound to the new value; UIKit raises for a `stepValue` of 0 or
/// less, which is logged and ignored here, as are NaN and infinities.
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
@MainActor
open class UIStepper: UIControl {
    override var takesFocus: Bool { true }
    override var drawsOwnFocusLook: Bool { true }
    static let size = CGSize(width: 94, height: 32)
    static let cornerRadius: CGFloat = 8
    static let glyphLength: CGFloat = 14
    static let glyphThickness: CGFloat = 2
    static let separatorHeight: CGFloat = 18
    static let disabledAlpha: CGFloat = 0.5
    /// UIKit's autorepeat: the first repeat, the interval, and when (and to what) it speeds up.
    static let firstRepeatDelay: TimeInterval = 0.5
    static let repeatInterval: TimeInterval = 0.1
    static let fastRepeatAfter: TimeInterval = 2.5
    static let fastRepeatInterval: TimeInterval = 0.05

    private enum Half { case decrement, increment }

    private let background = UIView(frame: .zero)
    private let separator = UIView(frame: .zero)
    private let decrementHalf = StepperHalf(plus: false)
    private let incrementHalf = StepperHalf(plus: true)
    private let focusRing = FocusRingView.controlRing()
    private var incrementImages = PerStateValues<UIImage>()
    private var decrementImages = PerStateValues<UIImage>()

    private var range = ControlValueRange<Double>(owner: "UIStepper", minimum: 0, maximum: 100)
    private var storedStep: Double = 1
    private var pressedHalf: Half?
    private var valueWhenPressed: Double = 0
    private var pressStart: TimeInterval = 0
    private var lastRepeatCheck: TimeInterval = 0
    private var repeatsDone = 0
    private var repeatTimer: ControlFrameTimer?

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
        background.isUserInteractionEnabled = false
        background.backgroundColor = .tertiarySystemFill
        background.layer.cornerRadius = Self.cornerRadius
        background.layer.masksToBounds = true
        separator.backgroundColor = UIColor.systemGray.withAlphaComponent(0.3)
        for part in [decrementHalf, incrementHalf, separator] { background.addSubview(part) }
        addSubview(background)
        addSubview(focusRing)
        applyState()
    }

    isolated deinit { repeatTimer?.stop() }

    /// The origin is kept, the size is always 94 × 32, as UIKit's.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    open override var intrinsicContentSize: CGSize { Self.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    // MARK: Value and range

    /// The value, clamped into the range; setting it sends no event.
    open var value: Double {
        get { range.value }
        set {
            range.setValue(newValue)
            applyState()
        }
    }

    open var minimumValue: Double {
        get { range.minimum }
        set {
            range.setMinimum(newValue)
            applyState()
        }
    }

    open var maximumValue: Double {
        get { range.maximum }
        set {
            range.setMaximum(newValue)
            applyState()
        }
    }

    /// The step; must be greater than 0 (UIKit raises; here the value is logged and ignored).
    open var stepValue: Double {
        get { storedStep }
        set {
            guard ControlValueCheck.accepts(newValue, for: "stepValue", of: "UIStepper") else { return }
            guard newValue > 0 else {
                SDLViewsLog.error("UIStepper.stepValue: \(newValue) is not greater than 0; the value is unchanged")
                return
            }
            storedStep = newValue
        }
    }

    /// Stepping past a bound goes round to the other bound.
    open var wraps = false { didSet { applyState() } }
    /// Holding a half keeps stepping.
    open var autorepeat = true
    /// Whether each step sends `.valueChanged` at once (true) or once when the touch lifts.
    open var isContinuous = true

    // MARK: Accessibility (UIKit's defaults until set; see UIResponder)

    override var isAccessibilityElementByDefault: Bool { true }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }
    /// The value: "3", or "2.5" when it has a fraction.
    override var defaultAccessibilityValue: String? {
        let value = range.value
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
    /// One `stepValue` up (clamped, or wrapping with `wraps`), sending `.valueChanged`.
    open override func accessibilityIncrement() { accessibilityStep(.increment) }
    /// One `stepValue` down (clamped, or wrapping with `wraps`), sending `.valueChanged`.
    open override func accessibilityDecrement() { accessibilityStep(.decrement) }

    private func accessibilityStep(_ half: Half) {
        guard canStep(half) else { return }
        let before = range.value
        step(half)
        // `step` sends only while continuous; a discrete stepper sends here.
        if !isContinuous, range.value != before { sendUserValueChange() }
    }

    // MARK: Images

    open func setIncrementImage(_ image: UIImage?, for state: State) { incrementImages[state] = image; applyState() }
    open func setDecrementImage(_ image: UIImage?, for state: State) { decrementImages[state] = image; applyState() }
    open func incrementImage(for state: State) -> UIImage? { incrementImages[state] }
    open func decrementImage(for state: State) -> UIImage? { decrementImages[state] }

    // MARK: Stepping

    private func canStep(_ half: Half) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return half == .increment ? range.value < range.maximum : range.value > range.minimum
    }

    /// One step of `half`: clamped at the bound, or round to the other bound from it with `wraps`.
    private func step(_ half: Half) {
        let atBound = half == .increment ? range.value >= range.maximum : range.value <= range.minimum
        let next: Double
        if atBound {
            guard wraps else { return }
            next = half == .increment ? range.minimum : range.maximum
        } else {
            next = range.clamped(range.value + (half == .increment ? storedStep : -storedStep))
        }
        guard next != range.value else { return }
        range.setValue(next)
        applyState()
        if isContinuous { sendUserValueChange() }
    }

    // MARK: Directional presses (keyboard arrows, D-pad)

    /// The focused stepper takes Left (minus) and Right (plus); mirrored right to left.
    open override func acceptsDirectionalPress(_ heading: UIFocusHeading) -> Bool {
        heading == .left || heading == .right
    }

    /// Steps as a touch on the half would: at once, then on the autorepeat
    /// schedule while held (with `autorepeat`), clamped or wrapping; the half
    /// shows pressed meanwhile. Events follow `isContinuous` as for touches.
    open override func performDirectionalPress(_ heading: UIFocusHeading, repeatCount: Int) {
        // By geometry: right to left the minus is on the right, so Left adds.
        let half: Half = (heading == .left) != isRightToLeft ? .decrement : .increment
        if repeatCount == 0 {
            valueWhenPressed = range.value
            pressedHalf = half
            isHighlighted = true
        }
        let before = range.value
        step(half)
        if range.value != before { UIFocusSoundHooks.valueAdjusted(self) }
        applyState()
    }

    override var repeatsDirectionalPress: Bool { autorepeat }

    override func directionalPressDidEnd() {
        isHighlighted = false
        finishPress()
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let half: Half = (touch.location(in: self).x < bounds.midX) != isRightToLeft ? .decrement : .increment
        guard canStep(half) else { return false }
        pressedHalf = half
        valueWhenPressed = range.value
        step(half)
        if autorepeat { startRepeating() }
        applyState()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        applyState()
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { finishPress() }
    open override func cancelTracking(with event: UIEvent?) { finishPress() }

    private func finishPress() {
        stopRepeating()
        pressedHalf = nil
        if !isContinuous && range.value != valueWhenPressed { sendUserValueChange() }
        applyState()
    }

    private func startRepeating() {
        pressStart = CACurrentMediaTime()
        lastRepeatCheck = pressStart
        repeatsDone = 0
        repeatTimer = ControlFrameTimer { [weak self] _ in self?.repeatSteps() }
    }

    private func stopRepeating() {
        repeatTimer?.stop()
        repeatTimer = nil
    }

    /// Every step due by now, so the count depends on how long the half was
    /// held, not on the frame rate; time spent outside the control is not counted.
    private func repeatSteps() {
        guard let half = pressedHalf else { return stopRepeating() }
        let now = CACurrentMediaTime()
        guard isTouchInside else {
            pressStart += now - lastRepeatCheck
            lastRepeatCheck = now
            return
        }
        lastRepeatCheck = now
        let due = Self.repeatsDue(afterHolding: now - pressStart)
        while repeatsDone < due, pressedHalf == half {
            repeatsDone += 1
            step(half)
        }
    }

    /// How many repeats UIKit's timing has made after a half was held for `held` seconds.
    static func repeatsDue(afterHolding held: TimeInterval) -> Int {
        // Steps are counted in whole intervals with a margin below a nanosecond,
        // so 0.6 s held is exactly two repeats despite binary fractions.
        let margin = 1e-9
        guard held + margin >= firstRepeatDelay else { return 0 }
        let slowRepeats = Int(((fastRepeatAfter - firstRepeatDelay) / repeatInterval + margin).rounded(.down)) + 1
        guard held + margin >= fastRepeatAfter else {
            return Int(((held - firstRepeatDelay) / repeatInterval + margin).rounded(.down)) + 1
        }
        return slowRepeats + Int(((held - fastRepeatAfter) / fastRepeatInterval + margin).rounded(.down))
    }

    // MARK: Appearance

    override func controlStateDidChange() { applyState() }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyState()
    }

    private func applyState() {
        background.alpha = isEnabled ? 1 : Self.disabledAlpha
        show(decrementHalf, half: .decrement, images: decrementImages)
        show(incrementHalf, half: .increment, images: incrementImages)
        focusRing.update(focused: showsFocusLook, color: tintColor)
        setNeedsLayout()
    }

    private func show(_ view: StepperHalf, half: Half, images: PerStateValues<UIImage>) {
        let enabled = canStep(half) || !isEnabled
        let pressed = pressedHalf == half && isHighlighted
        let halfState: State = !enabled ? .disabled : (pressed ? .highlighted : .normal)
        view.show(image: images[halfState], enabled: enabled, pressed: pressed)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        let halfWidth = (bounds.width / 2).rounded()
        decrementHalf.frame = CGRect(x: 0, y: 0, width: halfWidth, height: bounds.height)
        incrementHalf.frame = CGRect(x: halfWidth, y: 0, width: bounds.width - halfWidth, height: bounds.height)
        separator.frame = CGRect(
            x: halfWidth - 0.5, y: (bounds.height - Self.separatorHeight) / 2, width: 1, height: Self.separatorHeight)
        // Right to left the plus leads, as the Human Interface Guidelines mirror controls
        // that go from less to more.
        if isRightToLeft { background.mirrorHorizontally([decrementHalf, incrementHalf, separator]) }
        focusRing.surround(bounds, cornerRadius: Self.cornerRadius)
    }
}

/// One half of a stepper: a minus or plus glyph (or the image set for its
/// state) over a fill shown while pressed.
@MainActor
private final class StepperHalf: UIView {
    private let pressFill = UIView(frame: .zero)
    private let bars: [UIView]
    private let imageView = UIImageView(frame: .zero)
    private let isPlus: Bool

    init(plus: Bool) {
        isPlus = plus
        bars = plus ? [UIView(frame: .zero), UIView(frame: .zero)] : [UIView(frame: .zero)]
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        pressFill.backgroundColor = .systemFill
        imageView.contentMode = .center
        addSubview(pressFill)
        for bar in bars { addSubview(bar) }
        addSubview(imageView)
    }

    required init?(coder: NSCoder) { return nil }

    func show(image: UIImage?, enabled: Bool, pressed: Bool) {
        imageView.image = image
        imageView.isHidden = image == nil
        for bar in bars {
            bar.isHidden = image != nil
            bar.backgroundColor = enabled ? .label : .tertiaryLabel
        }
        pressFill.isHidden = !pressed
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        pressFill.frame = bounds
        imageView.frame = bounds
        let length = UIStepper.glyphLength, thickness = UIStepper.glyphThickness
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        bars[0].frame = CGRect(x: centre.x - length / 2, y: centre.y - thickness / 2, width: length, height: thickness)
        if isPlus {
            bars[1].frame = CGRect(
                x: centre.x - thickness / 2, y: centre.y - length / 2, width: thickness, height: length)
        }
        for bar in bars { bar.layer.cornerRadius = thickness / 2 }
    }
}
