import Foundation

// Swift traps when a floating value does not fit the integer type it is
// converted to, and geometry from app code can be finite yet far beyond any
// pixel count (a 3e9-point view, a 1e300 blur). Every conversion of a
// floating value to a pixel, segment, tile or iteration count in the render
// path goes through this one initializer: out-of-range values saturate to the
// type's bounds (which the size guards that follow then refuse), NaN becomes 0.

extension FixedWidthInteger {
    /// `value` rounded by `rule`, clamped to `Self.min...Self.max`; NaN gives 0.
    @inline(__always)
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

// The render path converts several coordinates per quad: the generic
// initializer above is not fully specialized by the optimizer (it goes through
// the standard library's generic integer conversion), so the types it
// converts to per quad have concrete versions with the same rules. All are
// inlined: with the rounding rule known at the call, the rule's switch and the
// call go away.

extension Int32 {
    /// `value` rounded by `rule`, clamped to `Int32.min...Int32.max`; NaN gives 0.
    @inline(__always)
    init(saturating value: CGFloat, rounding rule: FloatingPointRoundingRule = .towardZero) {
        self.init(clamping: Int(saturating: Double(value), rounding: rule))
    }

    /// `value` rounded by `rule`, clamped to `Int32.min...Int32.max`; NaN gives 0.
    @inline(__always)
    init(saturating value: Double, rounding rule: FloatingPointRoundingRule = .towardZero) {
        self.init(clamping: Int(saturating: value, rounding: rule))
    }
}

extension UInt8 {
    /// `value` rounded by `rule`, clamped to `0...255`; NaN gives 0 (a colour channel from an alpha).
    @inline(__always)
    init(saturating value: Float, rounding rule: FloatingPointRoundingRule = .towardZero) {
        self.init(clamping: Int(saturating: Double(value), rounding: rule))
    }
}

extension Int {
    /// `value` rounded by `rule`, clamped to `Int.min...Int.max`; NaN gives 0.
    @inline(__always)
    init(saturating value: CGFloat, rounding rule: FloatingPointRoundingRule = .towardZero) {
        self.init(saturating: Double(value), rounding: rule)
    }

    /// `value` rounded by `rule`, clamped to `Int.min...Int.max`; NaN gives 0.
    @inline(__always)
    init(saturating value: Double, rounding rule: FloatingPointRoundingRule = .towardZero) {
        guard !value.isNaN else { self = 0; return }
        let rounded = value.rounded(rule)
        // 2^63 is Int.max rounded up: `>=` keeps that edge out.
        if rounded >= 9_223_372_036_854_775_808 {
            self = .max
        } else if rounded <= -9_223_372_036_854_775_808 {
            self = .min
        } else {
            self = Int(rounded)
        }
    }
}
