import Foundation

/// The Auto Layout side of a view or layout guide: its four unknowns (frame
/// origin in the superview's — or owning view's — bounds space, and size)
/// and the active constraints that name it. Engines keep their own
/// bookkeeping per item (see `LayoutEngine`), so a probe engine for
/// `systemLayoutSizeFitting` can use the same variables without disturbing
/// the window's engine.
@MainActor
final class LayoutItemState {
    let minX: LayoutVariable
    let width: LayoutVariable
    let minY: LayoutVariable
    let height: LayoutVariable
    /// Not `weak` for the same reason as `LayoutVariable.owner`: the view's
    /// `ViewLayoutState` clears it when the view goes away.
    unowned(unsafe) var view: UIView?
    weak var guide: UILayoutGuide?
    /// The window (or hierarchy) engine that currently holds this item.
    weak var engine: LayoutEngine?
    /// The `LayoutEngine` mark generation in which this item was recorded as
    /// changed (dedupes the four variables of one item until the views are marked).
    /// Nonisolated so that `claim` can read it without retaining the item
    /// or checking the executor; only the main actor's engine touches it.
    nonisolated(unsafe) var recordedGeneration = 0

    /// Records `owner` in `generation`; false if it already was. Runs once
    /// per changed variable in a re-solve (thousands per window resize), so
    /// it borrows the item instead of retaining it.
    nonisolated static func claim(_ owner: Unmanaged<LayoutItemState>, generation: Int) -> Bool {
        owner._withUnsafeGuaranteedRef { item in
            guard item.recordedGeneration != generation else { return false }
            item.recordedGeneration = generation
            return true
        }
    }
    /// Active constraints naming this item as first or second item.
    var constraintList = ConstraintList()
    var constraints: [NSLayoutConstraint] { constraintList.elements }

    /// What the variables' debugging names start with: a view's class is
    /// kept as a type and formatted only when a name is asked for.
    enum NameSource: Sendable {
        case type(Any.Type)
        case text(String)
    }

    nonisolated let nameSource: NameSource

    nonisolated var debugName: String {
        switch nameSource {
        case .type(let type): return "\(type)"
        case .text(let text): return text
        }
    }

    convenience init(name: String) { self.init(nameSource: .text(name)) }

    init(nameSource: NameSource) {
        self.nameSource = nameSource
        minX = LayoutVariable(role: "minX")
        width = LayoutVariable(role: "width")
        minY = LayoutVariable(role: "minY")
        height = LayoutVariable(role: "height")
        for variable in [minX, width, minY, height] { variable.owner = self }
    }

    isolated deinit {
        for variable in [minX, width, minY, height] { variable.owner = nil }
    }

    /// The view whose bounds space this item's origin is measured in, and
    /// from which the ancestor chain continues.
    var hostView: UIView? { view ?? guide?.owningView }

    /// The solved frame (unrounded).
    var solvedFrame: CGRect {
        CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value)
    }

    func remove(_ constraint: NSLayoutConstraint) { constraintList.remove(constraint) }
}
