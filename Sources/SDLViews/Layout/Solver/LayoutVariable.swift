/// A named unknown of the Auto Layout constraint system.
///
/// Variables are referenced (by identity) from `LinearExpression`s and
/// `SolverConstraint`s. After `ConstraintSolver.updateVariables()` the solved
/// value is written into `value`. The solver is an incremental Cassowary
/// simplex solver (Badros, Borning & Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", 2001).
final class LayoutVariable: CustomStringConvertible {
    /// A debugging name (e.g. `"UILabel.minX"`). An item's variables build
    /// it when asked, from the item and their role: formatting a type name
    /// for each of the four variables of every view was a measurable part of
    /// activating constraints.
    var name: String { explicitName ?? "\(owner?.debugName ?? "item").\(role)" }
    private let explicitName: String?
    private let role: String
    /// The value computed by the most recent `ConstraintSolver.updateVariables()`.
    @exclusivity(unchecked) var value: Double
    /// What the variable belongs to (the Auto Layout item state), for mapping
    /// changed variables back to views and guides. Not `weak` (a weak load per
    /// changed variable dominated re-solves) and unmanaged, so that a re-solve
    /// reaching thousands of variables neither retains nor releases; the item
    /// clears it in its deinit, so a variable that outlives its item reads nil.
    var ownerReference: Unmanaged<LayoutItemState>?

    var owner: LayoutItemState? {
        get { ownerReference?.takeUnretainedValue() }
        set { ownerReference = newValue.map { Unmanaged.passUnretained($0) } }
    }

    /// The symbol id this variable had in the solver that last looked it up:
    /// a hint, checked against that solver's own table before use (so a
    /// probe solver or a rebuilt one simply misses), which saves a hashed
    /// lookup per term of every constraint added.
    @exclusivity(unchecked) var symbolHint = 0

    init(_ name: String = "", value: Double = 0) {
        self.explicitName = name
        self.role = ""
        self.value = value
    }

    /// An item's variable: `role` is `"minX"`, `"width"`, `"minY"` or `"height"`.
    init(role: String) {
        explicitName = nil
        self.role = role
        value = 0
    }

    var description: String { name.isEmpty ? "var(\(value))" : "\(name)(\(value))" }
}
