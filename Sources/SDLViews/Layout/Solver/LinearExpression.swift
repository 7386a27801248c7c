/// A linear combination of `LayoutVariable`s plus a constant:
/// `c1*v1 + c2*v2 + ... + constant`.
///
/// This is the expression type of the Cassowary constraint solver; a
/// `SolverConstraint` states `expression <relation> 0`. Terms are kept as
/// written (duplicates are merged by the solver when it builds a row).
struct LinearExpression: CustomStringConvertible {
    var terms: [(variable: LayoutVariable, coefficient: Double)]
    var constant: Double

    init(terms: [(variable: LayoutVariable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// `1 * variable`.
    init(_ variable: LayoutVariable) {
        self.init(terms: [(variable, 1)], constant: 0)
    }

    /// A constant expression.
    init(_ constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// Adds `coefficient * variable` in place. Building a constraint's
    /// expression term by term into one array costs one allocation, where
    /// the operators below allocate a new array each.
    mutating func add(_ variable: LayoutVariable, _ coefficient: Double) {
        terms.append((variable, coefficient))
    }

    /// The value of the expression using the variables' current `value`s.
    var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    var description: String {
        var parts = terms.map { "\($0.coefficient)*\($0.variable.name)" }
        parts.append("\(constant)")
        return parts.joined(separator: " + ")
    }

    static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(
            terms: lhs.terms.map { ($0.variable, $0.coefficient * rhs) },
            constant: lhs.constant * rhs)
    }

    static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }

    static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }

    static prefix func - (operand: LinearExpression) -> LinearExpression { operand * -1 }

    static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + (-rhs) }

    static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }

    static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + (-rhs) }

    static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { (-rhs) + lhs }

    static func + (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression { lhs + LinearExpression(rhs) }

    static func + (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }

    static func - (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression { lhs - LinearExpression(rhs) }

    static func - (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
}

// MARK: - Variable operators (variable-to-expression conversion)

extension LayoutVariable {
    /// `1 * self` as an expression.
    var expression: LinearExpression { LinearExpression(self) }

    static func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(lhs) + LinearExpression(rhs)
    }

    static func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(lhs) - LinearExpression(rhs)
    }

    static func + (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }

    static func + (lhs: Double, rhs: LayoutVariable) -> LinearExpression { LinearExpression(rhs) + lhs }

    static func - (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }

    static func - (lhs: Double, rhs: LayoutVariable) -> LinearExpression { lhs - LinearExpression(rhs) }

    static func * (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) * rhs }

    static func * (lhs: Double, rhs: LayoutVariable) -> LinearExpression { LinearExpression(rhs) * lhs }

    static func / (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) / rhs }

    static prefix func - (operand: LayoutVariable) -> LinearExpression { -LinearExpression(operand) }
}
