import Foundation

/// UIKit's `UILayoutGuide`: a rectangle that takes part in Auto Layout like a
/// view but draws nothing and has no subviews. Its frame is in the owning
/// view's bounds space. The layout margins and safe area guides are guides
/// whose edges the engine keeps at the owning view's margins and safe area
/// insets; a scroll view's content guide spans its content (its solved size
/// becomes `contentSize`) and its frame guide follows the visible rectangle.
@MainActor
open class UILayoutGuide: @preconcurrency CustomStringConvertible {
    enum Role { case custom, margins, safeArea, scrollContent, scrollFrame }

    public internal(set) weak var owningView: UIView?
    open var identifier: String = ""
    let role: Role
    lazy var itemState: LayoutItemState = {
        let state = LayoutItemState(name: identifier.isEmpty ? "guide" : identifier)
        state.guide = self
        return state
    }()

    public init() { role = .custom }

    init(role: Role, identifier: String) {
        self.role = role
        self.identifier = identifier
    }

    /// The solved rectangle in the owning view's coordinates (zero before the
    /// first layout, as UIKit).
    open var layoutFrame: CGRect {
        itemState.engine?.solveIfNeeded()
        return itemState.engine == nil ? .zero : itemState.solvedFrame
    }

    public var description: String { "<UILayoutGuide '\(identifier)' \(layoutFrame)>" }
}
