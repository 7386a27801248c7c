/// Errors thrown by the Cassowary `ConstraintSolver`.
///
/// `@unchecked Sendable` because `unsatisfiable` carries the (non-Sendable)
/// constraint objects for diagnostics; inspect them only in the isolation
/// domain that owns the solver.
enum SolverError: Error, @unchecked Sendable, CustomStringConvertible {
    /// A required constraint cannot be satisfied together with the required
    /// constraints already in the solver. `conflicting` holds the new
    /// constraint plus the existing required constraints found to take part
    /// in the conflict (best effort; see `ConstraintSolver.add(_:)`).
    case unsatisfiable(conflicting: [SolverConstraint])
    /// The constraint instance is already in the solver.
    case duplicate
    /// The constraint instance is not in the solver.
    case unknownConstraint
    /// The variable already has an edit constraint.
    case duplicateEditVariable
    /// The variable has no edit constraint.
    case unknownEditVariable
    /// Edit variables must have a non-required priority.
    case badRequiredStrength
    /// Internal inconsistency (e.g. an unbounded objective); indicates a bug.
    case internalError(String)

    var description: String {
        switch self {
        case .unsatisfiable(let cs): return "unsatisfiable required constraint; conflicting: \(cs)"
        case .duplicate: return "duplicate constraint"
        case .unknownConstraint: return "unknown constraint"
        case .duplicateEditVariable: return "duplicate edit variable"
        case .unknownEditVariable: return "unknown edit variable"
        case .badRequiredStrength: return "edit variables cannot be required"
        case .internalError(let m): return "internal solver error: \(m)"
        }
    }
}
