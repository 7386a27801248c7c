import Foundation

// Swift traps when a floating value does not fit the integer type it is
// converted to, and geometry from app code can be finite yet far beyond any
// pixel count (a 3e9-point view, a 1e300 blur). Every conversion of a
// floating value to a pixel, segment, tile or iteration count in the render
// path goes through this one initializer: out-of-range values saturate to the
// type's bounds (which the size guards that follow then refuse), NaN becomes 0.

extension FixedWidthInteger {
    /// `value` rounded by `rule`, clamped to `Self.min...Self.max`; NaN gives 0.
    init<Source: BinaryFloatingPoint>(saturating value: Source, rounding rule: FloatingPointRoundingRule = .towardZero)
    {
        guard !value.isNaN else { self = 0; return }
        let rounded = value.rounded(rule)
        // Self.max may round up to a power of two when converted; `>=` keeps that edge out.
        if rounded >= Source(Self.max) {
            self = .max
        } else if rounded <= Source(Self.min) {
            self = .min
        } else {
            self.init(rounded)
        }
    }
}
