import Foundation

/// A view's Auto Layout state, allocated on first use so that views that
/// never meet a constraint pay one nil pointer.
@MainActor
final class ViewLayoutState {
    unowned let view: UIView
    var translatesAutoresizingMaskIntoConstraints = true
    var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compression: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    /// Constraints installed on this view (`UIView.constraints`).
    var installed = ConstraintList()
    var needsUpdateConstraints = false
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Set when the margins were last set as `directionalLayoutMargins`: they
    /// are kept and `layoutMargins` is derived from them in the view's direction.
    var directionalMargins: NSDirectionalEdgeInsets?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var guides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    /// Scroll views only: `contentLayoutGuide` and `frameLayoutGuide`.
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?
    /// Set on a hierarchy root that has constraints: the engine solving them.
    var engine: LayoutEngine?
    /// Window only: the insets games set for overscan, notches and HUDs.
    var windowSafeAreaInsets: UIEdgeInsets = .zero
    /// Last safe area insets reported through `safeAreaInsetsDidChange`.
    var lastSafeAreaInsets: UIEdgeInsets = .zero
    /// The stack view this view is arranged in, if any.
    weak var arrangingStackView: UIStackView?
    /// Set while the arranging stack view animates this view's hiding: the
    /// view reports hidden, its layer stays visible until the block ends.
    var stackHidingSerial: Int?
    private var itemStorage: LayoutItemState?

    init(view: UIView) { self.view = view }

    /// The view is going away: its item (which engines may still hold) must
    /// not point at it any more.
    isolated deinit { itemStorage?.view = nil }

    var item: LayoutItemState {
        if let itemStorage { return itemStorage }
        let state = LayoutItemState(nameSource: .type(type(of: view)))
        state.view = view
        itemStorage = state
        return state
    }

    var existingItem: LayoutItemState? { itemStorage }
}
