import Foundation

/// UIKit's `UISlider`: a thumb dragged along a track to pick a `Float` between
/// `minimumValue` and `maximumValue`.
///
/// Only the thumb is dragged: a touch that starts elsewhere on the track does
/// nothing, as in UIKit. While dragged the thumb keeps the offset at which it
/// was grabbed, and its centre maps linearly onto the value between the
/// centres of `thumbRect(forBounds:trackRect:value:)` at the minimum and the
/// maximum, so subclasses overriding `trackRect(forBounds:)` or `thumbRect`
/// move the mapping with the look. A drag sends `.valueChanged` (with
/// `.primaryActionTriggered`) on every change while `isContinuous`, else once
/// when the touch lifts; setting `value` in code sends nothing.
///
/// The default look is iOS's: a 2-point track, the minimum side in the tint
/// colour, the maximum side in `systemFill`, and a 28-point white thumb with a
/// shadow; tints, track and thumb images per state and the value images
/// replace parts of it. Values are clamped into the range; setting
/// `minimumValue` above `maximumValue` moves the maximum too (and the other
/// way round), as UIKit does; NaN and infinities are logged and ignored.
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
@MainActor
open class UISlider: UIControl {
    override var takesFocus: Bool { true }
    override var drawsOwnFocusLook: Bool { true }
    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 2
    static let defaultHeight: CGFloat = 31
    /// The space between a value image and the track.
    static let valueImageGap: CGFloat = 8
    /// The smallest square a touch may start in to grab the thumb.
    static let thumbHitSize: CGFloat = 44
    static let animationDuration: TimeInterval = 0.25
    static let disabledAlpha: CGFloat = 0.5

    private let content = UIView(frame: .zero)
    private let minimumTrack = UIImageView(frame: .zero)
    private let maximumTrack = UIImageView(frame: .zero)
    private let knob = ControlKnob(frame: .zero)
    private let thumbImageView = UIImageView(frame: .zero)
    private let minimumValueImageView = UIImageView(frame: .zero)
    private let maximumValueImageView = UIImageView(frame: .zero)
    private let focusRing = FocusRingView.controlRing()

    private var thumbImages = PerStateValues<UIImage>()
    private var minimumTrackImages = PerStateValues<UIImage>()
    private var maximumTrackImages = PerStateValues<UIImage>()

    private var range = ControlValueRange<Float>(owner: "UISlider", minimum: 0, maximum: 1)
    /// Touch x minus thumb centre x when the drag began.
    private var grabOffset: CGFloat = 0
    private var isDraggingThumb = false
    private var valueWhenDragBegan: Float = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpParts()
    }

    /// UIKit's designated coder initializer (nothing is decoded: see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
    }

    private func setUpParts() {
        content.isUserInteractionEnabled = false
        minimumValueImageView.contentMode = .center
        maximumValueImageView.contentMode = .center
        minimumTrack.layer.cornerRadius = Self.trackHeight / 2
        maximumTrack.layer.cornerRadius = Self.trackHeight / 2
        for part in [minimumValueImageView, maximumValueImageView, minimumTrack, maximumTrack, knob, thumbImageView] {
            content.addSubview(part)
        }
        addSubview(content)
        addSubview(focusRing)
        applyState()
    }

    // MARK: Value and range

    /// The value, clamped into `minimumValue...maximumValue`; setting it sends no event.
    open var value: Float {
        get { range.value }
        set { setValue(newValue, animated: false) }
    }

    /// The lower bound; raising it above `maximumValue` raises the maximum to it.
    open var minimumValue: Float {
        get { range.minimum }
        set {
            range.setMinimum(newValue)
            setNeedsLayout()
        }
    }

    /// The upper bound; lowering it below `minimumValue` lowers the minimum to it.
    open var maximumValue: Float {
        get { range.maximum }
        set {
            range.setMaximum(newValue)
            setNeedsLayout()
        }
    }

    /// Whether a drag sends `.valueChanged` while it moves (true) or once at its end.
    open var isContinuous = true

    // MARK: Accessibility (UIKit's defaults until set; see UIResponder)

    override var isAccessibilityElementByDefault: Bool { true }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }
    /// The value's place in the range as a whole percentage ("50%"), as UIKit.
    override var defaultAccessibilityValue: String? {
        let span = range.maximum - range.minimum
        let fraction = span > 0 ? (range.value - range.minimum) / span : 0
        return "\(Int((fraction * 100).rounded()))%"
    }
    /// Up a tenth of the range (clamped), sending `.valueChanged`, as UIKit's slider.
    open override func accessibilityIncrement() { accessibilityAdjust(by: 1) }
    /// Down a tenth of the range (clamped), sending `.valueChanged`.
    open override func accessibilityDecrement() { accessibilityAdjust(by: -1) }

    private func accessibilityAdjust(by direction: Float) {
        guard isEnabled else { return }
        let next = range.clamped(range.value + (range.maximum - range.minimum) / 10 * direction)
        guard next != range.value else { return }
        range.setValue(next)
        setNeedsLayout()
        sendUserValueChange()
    }

    /// How far one Left/Right press (keyboard arrow, D-pad) moves the focused
    /// slider; nil (the default) is a twentieth of the range. An SDLViews
    /// addition: iPadOS leaves arrows to focus and tvOS has no slider.
    /// Non-positive and non-finite values are logged and ignored.
    open var focusStepValue: Float? {
        get { storedFocusStep }
        set {
            if let newValue, !(newValue.isFinite && newValue > 0) {
                SDLViewsLog.error("UISlider.focusStepValue: \(newValue) is not a positive number; the step is unchanged")
                return
            }
            storedFocusStep = newValue
        }
    }
    private var storedFocusStep: Float?
    private var valueWhenPressBegan: Float?

    /// The focused slider takes Left and Right.
    open override func acceptsDirectionalPress(_ heading: UIFocusHeading) -> Bool {
        heading == .left || heading == .right
    }

    /// One step per press, in the press's direction, clamped to the range;
    /// a held press repeats and the step grows (×2 after 10 repeats, ×4 after
    /// 20). Sends `.valueChanged` (with `.primaryActionTriggered`) per change
    /// while `isContinuous`, else once when the press ends.
    open override func performDirectionalPress(_ heading: UIFocusHeading, repeatCount: Int) {
        if repeatCount == 0 { valueWhenPressBegan = range.value }
        let base = storedFocusStep ?? (range.maximum - range.minimum) / 20
        // By geometry: right to left the minimum is at the right, so Left raises the value.
        let towardsMaximum = (heading == .right) != isRightToLeft
        let step = base * Self.stepMultiplier(afterRepeats: repeatCount) * (towardsMaximum ? 1 : -1)
        let next = range.clamped(range.value + step)
        guard next != range.value else { return }
        range.setValue(next)
        setNeedsLayout()
        UIFocusSoundHooks.valueAdjusted(self)
        if isContinuous { sendUserValueChange() }
    }

    override func directionalPressDidEnd() {
        defer { valueWhenPressBegan = nil }
        if !isContinuous, let start = valueWhenPressBegan, start != range.value { sendUserValueChange() }
    }

    /// How much larger a held press's step gets: 1, 2 after 10 repeats, 4 after 20.
    static func stepMultiplier(afterRepeats count: Int) -> Float {
        count >= 20 ? 4 : (count >= 10 ? 2 : 1)
    }

    /// Moves the thumb to `value` (clamped), sliding it when `animated`; sends no event.
    open func setValue(_ value: Float, animated: Bool) {
        guard range.setValue(value) else { return }
        setNeedsLayout()
        guard animated, window != nil else { return }
        UIView.animate(withDuration: Self.animationDuration) { self.layoutIfNeeded() }
    }

    // MARK: Images and tints

    open var minimumValueImage: UIImage? {
        didSet { minimumValueImageView.image = minimumValueImage; invalidateIntrinsicContentSize(); setNeedsLayout() }
    }
    open var maximumValueImage: UIImage? {
        didSet { maximumValueImageView.image = maximumValueImage; invalidateIntrinsicContentSize(); setNeedsLayout() }
    }
    /// The filled side of the track; nil draws it in the tint colour.
    open var minimumTrackTintColor: UIColor? { didSet { applyState() } }
    /// The empty side of the track; nil draws it in `systemFill`.
    open var maximumTrackTintColor: UIColor? { didSet { applyState() } }
    /// The default thumb's colour; nil draws it white.
    open var thumbTintColor: UIColor? { didSet { applyState() } }

    open func setThumbImage(_ image: UIImage?, for state: State) { thumbImages[state] = image; imagesDidChange() }
    open func setMinimumTrackImage(_ image: UIImage?, for state: State) {
        minimumTrackImages[state] = image; imagesDidChange()
    }
    open func setMaximumTrackImage(_ image: UIImage?, for state: State) {
        maximumTrackImages[state] = image; imagesDidChange()
    }
    open func thumbImage(for state: State) -> UIImage? { thumbImages[state] }
    open func minimumTrackImage(for state: State) -> UIImage? { minimumTrackImages[state] }
    open func maximumTrackImage(for state: State) -> UIImage? { maximumTrackImages[state] }
    open var currentThumbImage: UIImage? { thumbImage(for: state) }
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    private func imagesDidChange() {
        applyState()
        invalidateIntrinsicContentSize()
    }

    // MARK: Geometry (UIKit's overridable rectangles)

    /// The minimum value image at the leading edge, centred vertically.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = minimumValueImage?.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The maximum value image at the trailing edge, centred vertically.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = maximumValueImage?.size ?? .zero
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track between the value images (and their gaps), as tall as the
    /// track images (2 points without), centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var left = bounds.minX, right = bounds.maxX
        if minimumValueImage != nil { left = minimumValueImageRect(forBounds: bounds).maxX + Self.valueImageGap }
        if maximumValueImage != nil { right = maximumValueImageRect(forBounds: bounds).minX - Self.valueImageGap }
        let height = trackImageHeight ?? Self.trackHeight
        return CGRect(x: left, y: bounds.midY - height / 2, width: max(0, right - left), height: height)
    }

    private var trackImageHeight: CGFloat? {
        let heights = [currentMinimumTrackImage, currentMaximumTrackImage].compactMap { $0?.size.height }
        return heights.max()
    }

    /// The thumb for `value`: its centre moves linearly from half a thumb
    /// inside the track's leading end to half a thumb inside its trailing end,
    /// so the thumb never leaves the track; centred on the track vertically.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = thumbSize
        let span = range.maximum - range.minimum
        let fraction = span > 0 ? CGFloat((range.clamped(value) - range.minimum) / span) : 0
        let travel = max(0, rect.width - size.width)
        return CGRect(
            x: rect.minX + travel * fraction, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    private var thumbSize: CGSize {
        currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    private var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: range.value)
    }

    /// Flexible width; as tall as the thumb, the track and the value images (31 points by default).
    open override var intrinsicContentSize: CGSize {
        let heights = [
            Self.defaultHeight, thumbSize.height, trackImageHeight ?? 0,
            minimumValueImage?.size.height ?? 0, maximumValueImage?.size.height ?? 0
        ]
        return CGSize(width: UIView.noIntrinsicMetric, height: heights.max() ?? Self.defaultHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    // MARK: Tracking: only the thumb is dragged

    /// Highlighted only while the thumb is held (a touch on the bare track is not).
    open override var isHighlighted: Bool {
        get { super.isHighlighted }
        set { super.isHighlighted = newValue && isDraggingThumb }
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let thumb = currentThumbRect
        let grow = CGSize(
            width: max(0, Self.thumbHitSize - thumb.width) / 2, height: max(0, Self.thumbHitSize - thumb.height) / 2)
        let point = leftToRight(touch.location(in: self))
        guard thumb.insetBy(dx: -grow.width, dy: -grow.height).contains(point) else { return false }
        grabOffset = point.x - thumb.midX
        valueWhenDragBegan = range.value
        isDraggingThumb = true
        isHighlighted = true
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let newValue = value(forThumbCentreX: leftToRight(touch.location(in: self)).x - grabOffset)
        guard newValue != range.value else { return true }
        range.setValue(newValue)
        setNeedsLayout()
        if isContinuous { sendUserValueChange() }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { finishDrag() }
    open override func cancelTracking(with event: UIEvent?) { finishDrag() }

    private func finishDrag() {
        isDraggingThumb = false
        if !isContinuous && range.value != valueWhenDragBegan { sendUserValueChange() }
        applyState()
    }

    /// A point in the left-to-right layout the rects describe (mirrored right to left).
    private func leftToRight(_ point: CGPoint) -> CGPoint {
        isRightToLeft ? CGPoint(x: bounds.minX + bounds.maxX - point.x, y: point.y) : point
    }

    /// The value whose thumb is centred at `x`: linear between the thumb centres at the bounds.
    private func value(forThumbCentreX x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let low = thumbRect(forBounds: bounds, trackRect: track, value: range.minimum).midX
        let high = thumbRect(forBounds: bounds, trackRect: track, value: range.maximum).midX
        guard high > low else { return range.minimum }
        let fraction = Float(min(max((x - low) / (high - low), 0), 1))
        return range.clamped(range.minimum + fraction * (range.maximum - range.minimum))
    }

    // MARK: Appearance

    override func controlStateDidChange() { applyState() }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyState()
    }

    private func applyState() {
        let thumbImage = currentThumbImage
        thumbImageView.image = thumbImage
        thumbImageView.isHidden = thumbImage == nil
        knob.isHidden = thumbImage != nil
        knob.setTint(thumbTintColor)
        applyTrack(minimumTrack, image: currentMinimumTrackImage, color: minimumTrackTintColor ?? tintColor)
        applyTrack(maximumTrack, image: currentMaximumTrackImage, color: maximumTrackTintColor ?? .systemFill)
        content.alpha = isEnabled ? 1 : Self.disabledAlpha
        focusRing.update(focused: showsFocusLook, color: tintColor)
        setNeedsLayout()
    }

    private func applyTrack(_ track: UIImageView, image: UIImage?, color: UIColor) {
        track.image = image
        track.backgroundColor = image == nil ? color : .clear
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = bounds
        let track = trackRect(forBounds: bounds)
        let thumb = currentThumbRect
        let split = min(max(thumb.midX, track.minX), track.maxX)
        minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        maximumTrack.frame = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        knob.frame = thumb
        thumbImageView.frame = thumb
        minimumValueImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumValueImageView.frame = maximumValueImageRect(forBounds: bounds)
        // Right to left the minimum is at the right, as UIKit's: the rects above are the
        // left-to-right layout, mirrored here (and touches are mirrored back when tracking).
        if isRightToLeft {
            content.mirrorHorizontally([
                minimumTrack, maximumTrack, knob, thumbImageView, minimumValueImageView, maximumValueImageView
            ])
        }
        focusRing.surround(knob.frame, cornerRadius: min(thumb.width, thumb.height) / 2)
    }
}
