import Foundation

/// UIKit's `UIControl`: turns the touches it receives into control events,
/// sent to `UIAction`s (closures; Linux has no selectors for target-action).
///
/// A touch-down highlights it and sends `.touchDown` (plus
/// `.touchDownRepeat` when `tapCount > 1`); moves send `.touchDragInside` or
/// `.touchDragOutside`, and `.touchDragEnter`/`.touchDragExit` when crossing
/// the edge of the tracking area, which is the bounds grown by 70 points on
/// every side (UIKit's slop); the highlight follows the inside state. Lifting
/// sends `.touchUpInside` (and `.primaryActionTriggered` for controls whose
/// primary action is a tap, such as `UIButton`) or `.touchUpOutside`; a
/// cancelled touch sends `.touchCancel`. Events raised together (an exit and
/// a drag outside) reach each action once, in the order actions were added,
/// as in UIKit. A disabled control is not hit, so touches go to what is
/// behind it; a single-tap recognizer on another view does not begin on a
/// control (UIKit's rule that a control's default action wins).
@MainActor
open class UIControl: UIView {
    static let trackingSlop: CGFloat = 70

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// UIKit's designated coder initializer (nothing is decoded: see `UIView`).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// UIKit's `init(frame:primaryAction:)`: `primaryAction` runs on
    /// `.primaryActionTriggered` (value controls send it with `.valueChanged`).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            FocusSearchIndex.noteChange()  // enabled decides focusable
            controlStateDidChange()
        }
    }
    open var isSelected = false { didSet { if isSelected != oldValue { controlStateDidChange() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { controlStateDidChange() } } }
    /// A control's state adds to whatever accessibility traits it has:
    /// disabled reads "dimmed", selected reads "selected", as UIKit's controls.
    override var stateAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }

    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isFocused { state.insert(.focused) }
        return state
    }

    /// UIKit's `canBecomeFocused`: enabled controls that take input (buttons,
    /// switches, sliders, segments, steppers, text fields); disabled ones cannot.
    open override var canBecomeFocused: Bool { isEnabled && takesFocus }

    /// Whether this kind of control takes focus when enabled.
    var takesFocus: Bool { false }

    /// Shows or hides the focused state (the focus system's hook, and the tests').
    func setFocused(_ focused: Bool) { setFocusFlag(focused) }

    override func focusLookDidChange() { controlStateDidChange() }

    /// The `.select` press (Return, Space, gamepad A) activating this focused control.
    private var activationPress: UIPress?

    public private(set) var isTracking = false
    public private(set) var isTouchInside = false
    private weak var trackedTouch: UITouch?

    /// The appearance follows the state (subclasses override).
    func controlStateDidChange() {}

    /// Whether a tap is this control's primary action (`UIButton`: yes).
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    /// A value control's user change: `.valueChanged` with `.primaryActionTriggered`,
    /// as UIKit sends them together (never for programmatic sets).
    func sendUserValueChange() { sendActions(for: [.valueChanged, .primaryActionTriggered]) }

    // MARK: Tracking (UIKit's subclass hooks)

    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Directional presses (an SDLViews addition: controller-first controls)

    /// Whether the focused control takes a directional press (keyboard arrow,
    /// D-pad) itself instead of letting it move focus. `UISlider`,
    /// `UIStepper`, `UISegmentedControl` and `UIPageControl` take `.left` and
    /// `.right` (Up and Down still move focus); other controls take none.
    /// Override with `performDirectionalPress(_:repeatCount:)` to make a
    /// custom control adjustable by keyboard and gamepad. UIKit has no such
    /// hook (tvOS has no sliders or steppers; iPadOS leaves arrows to focus).
    open func acceptsDirectionalPress(_ heading: UIFocusHeading) -> Bool { false }

    /// Adjusts the focused control for a press it accepted: once when the
    /// press begins (`repeatCount` 0), then while it is held on UIStepper's
    /// autorepeat schedule (`repeatCount` 1, 2, … — controls speed up with it).
    /// The built-in controls change their value by a step and send their user
    /// change events (`.valueChanged` with `.primaryActionTriggered`).
    open func performDirectionalPress(_ heading: UIFocusHeading, repeatCount: Int) {}

    /// Whether a held directional press repeats (UIStepper: `autorepeat`).
    var repeatsDirectionalPress: Bool { true }

    /// A directional press ended or was cancelled (a non-continuous control sends its change now).
    func directionalPressDidEnd() {}

    // MARK: Presses (a focused control's activation)

    /// A `.select` press on the focused, enabled control highlights it; its
    /// release activates it (`performPrimaryPressAction`), as UIKit's
    /// keyboard and remote activation. A directional press the control
    /// accepts (`acceptsDirectionalPress(_:)`) adjusts it, repeating while
    /// held. Other presses go up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if beginDirectionalPress(presses) { return }
        guard activationPress == nil, isFocused, isEnabled, let press = presses.first(where: { $0.type == .select })
        else { return super.pressesBegan(presses, with: event) }
        activationPress = press
        isHighlighted = true
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if endDirectionalPress(presses) { return }
        guard let press = activationPress, presses.contains(press) else {
            return super.pressesEnded(presses, with: event)
        }
        activationPress = nil
        isHighlighted = false
        if isEnabled {
            performPrimaryPressAction()
            UIFocusSoundHooks.controlActivated(self)
        }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if endDirectionalPress(presses) { return }
        guard let press = activationPress, presses.contains(press) else {
            return super.pressesCancelled(presses, with: event)
        }
        activationPress = nil
        isHighlighted = false
    }

    /// The held Left/Right press adjusting this control, if any.
    private var directionalPress: ControlPressRepeater?

    private func beginDirectionalPress(_ presses: Set<UIPress>) -> Bool {
        guard directionalPress == nil, isFocused, isEnabled else { return false }
        for press in presses {
            guard let heading = press.type.focusHeading, acceptsDirectionalPress(heading) else { continue }
            directionalPress = ControlPressRepeater(press: press, heading: heading, repeats: repeatsDirectionalPress) {
                [weak self] count in
                guard let self, self.isEnabled else { return }
                self.performDirectionalPress(heading, repeatCount: count)
            }
            performDirectionalPress(heading, repeatCount: 0)
            return true
        }
        return false
    }

    private func endDirectionalPress(_ presses: Set<UIPress>) -> Bool {
        guard let held = directionalPress, presses.contains(held.press) else { return false }
        held.stop()
        directionalPress = nil
        directionalPressDidEnd()
        return true
    }

    /// What a `.select` press does: `.primaryActionTriggered` (UIButton adds
    /// `.touchUpInside`, UISwitch toggles, UITextField begins editing).
    func performPrimaryPressAction() { sendActions(for: .primaryActionTriggered) }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let wasInside = isTouchInside
        isTouchInside = isInTrackingArea(touch)
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if wasInside != isTouchInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        isTouchInside = isInTrackingArea(touch)
        finishTracking()
        endTracking(touch, with: event)
        var events: Event = isTouchInside ? .touchUpInside : .touchUpOutside
        if isTouchInside && sendsPrimaryActionOnTouchUpInside { events.insert(.primaryActionTriggered) }
        sendActions(for: events)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        finishTracking()
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    private func finishTracking() {
        trackedTouch = nil
        isTracking = false
        isHighlighted = false
    }

    private func isInTrackingArea(_ touch: UITouch) -> Bool {
        let slop = Self.trackingSlop
        return bounds.insetBy(dx: -slop, dy: -slop).contains(touch.location(in: self))
    }

    /// The smallest square a control takes touches in: Apple's minimum hit
    /// region (Human Interface Guidelines, and the 44-point rule of
    /// `HeadlessScreen.accessibilityAudit()`).
    public static let minimumHitSize: CGFloat = 44

    /// The bounds, grown to a 44-point square centred on the control when it
    /// is smaller, as UIKit does for bar buttons and its small system
    /// controls (a 31-point switch or slider is easy to hit): the visual
    /// stays small, the finger's target does not. A subclass that overrides
    /// this decides alone.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if super.point(inside: point, with: event) { return true }
        return Self.minimumHitArea(around: bounds).contains(point)
    }

    /// `bounds` grown (never shrunk) to `minimumHitSize` on each axis, around its centre.
    static func minimumHitArea(around bounds: CGRect) -> CGRect {
        let dx = max(0, (minimumHitSize - bounds.width) / 2)
        let dy = max(0, (minimumHitSize - bounds.height) / 2)
        return bounds.insetBy(dx: -dx, dy: -dy)
    }

    /// Disabled controls let touches through, as in UIKit.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        isEnabled ? super.hitTest(point, with: event) : nil
    }

    /// A single tap on the control is the control's, not an ancestor's tap recognizer's.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self else { return true }
        return !(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    }

    // MARK: Actions

    private var actionEntries: [(action: UIAction, events: Event)] = []

    /// Adds `action` for `controlEvents`; adding it again widens its events.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = actionEntries.firstIndex(where: { $0.action === action }) {
            actionEntries[index].events.formUnion(controlEvents)
        } else {
            actionEntries.append((action, controlEvents))
        }
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeEntries(for: controlEvents) { $0 === action }
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeEntries(for: controlEvents) { $0.identifier == actionIdentifier }
    }

    private func removeEntries(for events: Event, where matches: (UIAction) -> Bool) {
        for index in actionEntries.indices where matches(actionEntries[index].action) {
            actionEntries[index].events.subtract(events)
        }
        actionEntries.removeAll { $0.events.isEmpty }
    }

    /// Every action registered for any of `controlEvents` runs once, in the order added.
    open func sendActions(for controlEvents: Event) {
        let due = actionEntries.filter { !$0.events.isDisjoint(with: controlEvents) }.map(\.action)
        for action in due { sendAction(action) }
    }

    open func sendAction(_ action: UIAction) { action.perform(sender: self) }

    /// UIKit's `allControlEvents`.
    open var allControlEvents: Event { actionEntries.reduce(into: []) { $0.formUnion($1.events) } }
}
