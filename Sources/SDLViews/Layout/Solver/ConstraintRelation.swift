/// The relation of a `SolverConstraint`: `expression <relation> 0`.
enum ConstraintRelation: Sendable, Hashable {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual
}
