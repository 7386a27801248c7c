/// Strength (priority) handling for the Cassowary solver, expressed in UIKit's
/// priority scale.
///
/// Priorities are `Double`s on UIKit's scale: `1000` (or more) is *required*
/// and maps to Cassowary's required strength (a hard constraint that is never
/// violated; adding an unsatisfiable one throws). Priorities `1 ..< 1000` are
/// non-required and are turned into a **symbolic, multi-level weight**: the
/// solver keeps one objective row per distinct priority and compares
/// objective coefficients lexicographically, highest priority first (the
/// "symbolic weights" of the original Cassowary paper). Consequently a
/// violation at a higher priority always outweighs any number of violations
/// at lower priorities (751 beats a thousand 750s), which a scalar scheme such
/// as `p * 1_000_000` cannot guarantee. Within one priority level every
/// constraint's error has weight 1 (errors at the same priority add up).
enum ConstraintStrength {
    /// UIKit's `.required`.
    static let required: Double = 1000
    /// UIKit's `.defaultHigh`.
    static let defaultHigh: Double = 750
    /// UIKit's `.defaultLow`.
    static let defaultLow: Double = 250
    /// UIKit's `.fittingSizeLevel`.
    static let fittingSizeLevel: Double = 50
    /// The weakest accepted priority; lower values are clamped up to this.
    static let minimum: Double = 1

    /// Clamps a priority into `minimum ... required` (NaN counts as required).
    static func clamp(_ priority: Double) -> Double {
        if priority.isNaN { return required }
        return Swift.min(Swift.max(priority, minimum), required)
    }

    /// Whether `priority` denotes a required constraint.
    static func isRequired(_ priority: Double) -> Bool {
        clamp(priority) >= required
    }
}
