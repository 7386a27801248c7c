/// A linear constraint `expression <relation> 0` with a UIKit-style priority,
/// as understood by the Cassowary `ConstraintSolver`.
///
/// Constraints are identified by object identity: adding the same instance
/// twice is a duplicate, two equal-looking instances are distinct
/// constraints. Only the constant can change, through
/// `ConstraintSolver.updateConstant` (an in-place edit).
final class SolverConstraint: CustomStringConvertible {
    private(set) var expression: LinearExpression
    let relation: ConstraintRelation
    /// UIKit priority, clamped into `1 ... 1000` (see `ConstraintStrength`).
    let priority: Double
    /// How the layout engine names this constraint in a conflict message
    /// (lazily: building strings for every constraint would dominate big
    /// systems); nil falls back to `description`.
    var describe: (() -> String)?
    /// What this constraint was made from (an `NSLayoutConstraint`), named
    /// in a conflict message before `describe`. Unowned rather than a
    /// closure capturing it: no context allocated per constraint; and not
    /// weak, which would put every source on the slow reference-counting path.
    unowned var source: (AnyObject & CustomStringConvertible)?

    init(
        _ expression: LinearExpression, _ relation: ConstraintRelation,
        priority: Double = ConstraintStrength.required
    ) {
        self.expression = expression
        self.relation = relation
        self.priority = ConstraintStrength.clamp(priority)
    }

    /// `lhs <relation> rhs`, stored as `lhs - rhs <relation> 0`.
    convenience init(
        _ lhs: LinearExpression, _ relation: ConstraintRelation, _ rhs: LinearExpression,
        priority: Double = ConstraintStrength.required
    ) {
        self.init(lhs - rhs, relation, priority: priority)
    }

    /// Only `ConstraintSolver.updateConstant` calls this, so the solver's
    /// tableau and the stored constant stay in step.
    func setConstant(_ constant: Double) { expression.constant = constant }

    var isRequired: Bool { priority >= ConstraintStrength.required }

    /// The name used in conflict messages: the source's, else `describe`'s,
    /// else the expression.
    var conflictDescription: String { source?.description ?? describe?() ?? description }

    var description: String {
        let op: String
        switch relation {
        case .lessThanOrEqual: op = "<="
        case .equal: op = "=="
        case .greaterThanOrEqual: op = ">="
        }
        return "\(expression) \(op) 0 @\(priority)"
    }
}
