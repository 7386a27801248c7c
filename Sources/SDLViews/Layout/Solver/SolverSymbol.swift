/// A tableau symbol of the Cassowary simplex solver.
///
/// `external` symbols stand for `LayoutVariable`s (unrestricted in sign);
/// `slack` symbols turn inequalities into equalities; `error` symbols measure
/// the violation of non-required constraints and appear in the objective;
/// `dummy` symbols mark required equalities (always zero, never pivoted in).
/// Identity (and the Bland's-rule ordering) is the solver-assigned `id`.
struct SolverSymbol: Hashable, Comparable, CustomStringConvertible {
    enum Kind: Hashable {
        case external, slack, error, dummy
    }

    let id: Int
    let kind: Kind

    static func == (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id == rhs.id }
    static func < (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id < rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Restricted symbols (slack, error, dummy) must be non-negative.
    var isRestricted: Bool { kind != .external }
    /// Slack and error symbols may be pivoted on freely.
    var isPivotable: Bool { kind == .slack || kind == .error }

    var description: String {
        switch kind {
        case .external: return "v\(id)"
        case .slack: return "s\(id)"
        case .error: return "e\(id)"
        case .dummy: return "d\(id)"
        }
    }
}
