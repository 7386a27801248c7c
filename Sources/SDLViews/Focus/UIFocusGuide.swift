import Foundation

/// UIKit's `UIFocusGuide`: an invisible layout guide that takes part in
/// directional focus movement like a focusable view; when a move lands on
/// it, focus goes to its `preferredFocusEnvironments` instead. A disabled
/// guide, or one without a focusable preferred item, is ignored.
@MainActor
open class UIFocusGuide: UILayoutGuide {
    open var isEnabled = true
    /// Where focus is redirected, most preferred first (held weakly, as UIKit).
    open var preferredFocusEnvironments: [UIFocusEnvironment]! {
        get { targets.compactMap(\.environment) }
        set { targets = (newValue ?? []).map(WeakEnvironment.init) }
    }
    private var targets: [WeakEnvironment] = []

    public override init() { super.init() }

    private struct WeakEnvironment {
        weak var environment: UIFocusEnvironment?
        init(_ environment: UIFocusEnvironment) { self.environment = environment }
    }
}
