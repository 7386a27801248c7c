import Foundation

/// The value controls' refusal of NaN and infinities: such a value is logged
/// and ignored, so the control keeps its last valid state.
enum ControlValueCheck {
    /// True when `value` is finite; otherwise logs why `property` of `control` was not set.
    static func accepts<Value: BinaryFloatingPoint>(_ value: Value, for property: String, of control: String) -> Bool {
        guard value.isFinite else {
            SDLViewsLog.error("\(control).\(property): \(value) is not a finite number; the value is unchanged")
            return false
        }
        return true
    }
}
