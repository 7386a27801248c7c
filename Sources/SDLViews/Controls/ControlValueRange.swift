import Foundation

/// A value control's value and bounds with UIKit's rules: NaN and infinities
/// are logged and ignored, the value stays inside the bounds, and a bound set
/// past the other moves the other to it (UIStepper's documented rule, which
/// UISlider follows too).
struct ControlValueRange<Value: BinaryFloatingPoint> {
    /// The control's class name, for the log lines.
    let owner: String
    private(set) var minimum: Value
    private(set) var maximum: Value
    private(set) var value: Value

    init(owner: String, minimum: Value, maximum: Value) {
        self.owner = owner
        self.minimum = minimum
        self.maximum = maximum
        value = minimum
    }

    /// Sets the value (clamped); false when refused.
    @discardableResult
    mutating func setValue(_ newValue: Value) -> Bool {
        guard ControlValueCheck.accepts(newValue, for: "value", of: owner) else { return false }
        value = clamped(newValue)
        return true
    }

    mutating func setMinimum(_ newValue: Value) {
        guard ControlValueCheck.accepts(newValue, for: "minimumValue", of: owner) else { return }
        minimum = newValue
        if maximum < newValue { maximum = newValue }
        value = clamped(value)
    }

    mutating func setMaximum(_ newValue: Value) {
        guard ControlValueCheck.accepts(newValue, for: "maximumValue", of: owner) else { return }
        maximum = newValue
        if minimum > newValue { minimum = newValue }
        value = clamped(value)
    }

    func clamped(_ candidate: Value) -> Value { min(max(candidate, minimum), maximum) }
}
