/// An incremental linear constraint solver implementing the Cassowary
/// algorithm (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", ACM TOCHI 2001), following the structure of
/// the Kiwi/kiwisolver design: a simplex tableau in which every row expresses a
/// basic symbol in terms of parametric ones, kept in *solved form* and
/// *feasible* (all restricted basic symbols non-negative) and *optimal* for
/// the objective (sum of weighted errors of non-required constraints).
///
/// - Required constraints are hard; adding one that conflicts with the
///   existing required constraints throws `SolverError.unsatisfiable` and
///   leaves the solver unchanged.
/// - Non-required constraints (UIKit priorities 1...999) are satisfied as
///   well as possible, with a strictly lexicographic priority order (see
///   `ConstraintStrength` and `SolverObjective`).
/// - Edit variables (`addEditVariable`/`suggestValue`) re-solve incrementally
///   with the dual simplex method.
///
/// Pivot choice: the entering symbol is chosen with Bland's rule (lowest
/// symbol id with a lexicographically negative objective coefficient); the
/// leaving row by the minimum ratio test, ties broken by the lowest id. This
/// rules out cycling on degenerate tableaux. Near-zero threshold is 1e-8.
///
/// Not thread-safe; use from one isolation domain.
final class ConstraintSolver {
    private struct Tag {
        var marker: SolverSymbol
        var other: SolverSymbol?
    }

    private struct ConstraintInfo {
        let constraint: SolverConstraint
        let tag: Tag
    }

    private struct EditInfo {
        let constraint: SolverConstraint
        let tag: Tag
        var constant: Double
    }

    private var constraints: [ObjectIdentifier: ConstraintInfo] = [:]
    /// Marker/error symbol → constraint, used to report conflicts.
    private var markerOwners: [SolverSymbol: SolverConstraint] = [:]
    private var rows: [SolverSymbol: SolverRow] = [:]
    private var variables: [ObjectIdentifier: (variable: LayoutVariable, symbol: SolverSymbol)] = [:]
    private var edits: [ObjectIdentifier: EditInfo] = [:]
    private var infeasibleRows: [SolverSymbol] = []
    private var objective = SolverObjective()
    private var artificial: SolverObjective?
    private var nextSymbolID = 1

    init() {}

    // MARK: - Public surface

    /// Adds a constraint.
    ///
    /// Throws `.duplicate` if the instance is already present and
    /// `.unsatisfiable(conflicting:)` if it is required and cannot be
    /// satisfied. The conflicting set is the new constraint plus the required
    /// constraints whose marker (dummy/slack) symbols remain in the infeasible
    /// row (all-dummy case) or in the final artificial objective, i.e. the
    /// constraints whose relaxation would make the new row satisfiable. It is
    /// a best-effort explanation, not guaranteed to be minimal.
    func add(_ constraint: SolverConstraint) throws {
        let key = ObjectIdentifier(constraint)
        guard constraints[key] == nil else { throw SolverError.duplicate }

        let (row, tag) = createRow(for: constraint)
        var subject = chooseSubject(row, tag)

        if subject == nil && allDummies(row) {
            if !SolverRow.nearZero(row.constant) {
                removeErrorTerms(of: tag, priority: constraint.priority)
                throw SolverError.unsatisfiable(conflicting: conflictSet(for: constraint, symbols: row.cells.keys))
            }
            subject = tag.marker
        }

        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            rows[subject] = row
        } else {
            // Snapshot so that a failed add leaves the solver unchanged.
            let savedRows = rows.mapValues { $0.copy() }
            let savedObjective = objective.deepCopy()
            let savedInfeasible = infeasibleRows
            let outcome = try addWithArtificialVariable(row)
            if !outcome.success {
                rows = savedRows
                objective = savedObjective
                infeasibleRows = savedInfeasible
                removeErrorTerms(of: tag, priority: constraint.priority)
                throw SolverError.unsatisfiable(conflicting: conflictSet(for: constraint, symbols: outcome.symbols))
            }
        }

        constraints[key] = ConstraintInfo(constraint: constraint, tag: tag)
        markerOwners[tag.marker] = constraint
        if let other = tag.other { markerOwners[other] = constraint }
        try optimize(objective)
        infeasibleRows.removeAll() // primal pivots keep the tableau feasible
    }

    /// Removes a constraint; throws `.unknownConstraint` if it is not present.
    func remove(_ constraint: SolverConstraint) throws {
        let key = ObjectIdentifier(constraint)
        guard let info = constraints.removeValue(forKey: key) else { throw SolverError.unknownConstraint }
        let tag = info.tag
        markerOwners.removeValue(forKey: tag.marker)
        if let other = tag.other { markerOwners.removeValue(forKey: other) }

        // Remove the error weights from the objective.
        removeErrorTerms(of: tag, priority: constraint.priority)

        // Remove the marker row, pivoting the marker into the basis if needed.
        if rows.removeValue(forKey: tag.marker) == nil {
            guard let leaving = markerLeavingSymbol(tag.marker), let row = rows.removeValue(forKey: leaving) else {
                throw SolverError.internalError("failed to find leaving row for marker")
            }
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, row)
        }
        try optimize(objective)
        infeasibleRows.removeAll() // primal pivots keep the tableau feasible
    }

    func hasConstraint(_ constraint: SolverConstraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    /// Number of constraints currently in the solver (edit constraints included).
    var constraintCount: Int { constraints.count }

    /// Makes `variable` suggestible with `suggestValue`. `priority` must be
    /// non-required (< 1000), otherwise `.badRequiredStrength` is thrown.
    func addEditVariable(_ variable: LayoutVariable, priority: Double) throws {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw SolverError.duplicateEditVariable }
        guard !ConstraintStrength.isRequired(priority) else { throw SolverError.badRequiredStrength }
        let constraint = SolverConstraint(LinearExpression(variable), .equal, priority: priority)
        try add(constraint)
        guard let info = constraints[ObjectIdentifier(constraint)] else {
            throw SolverError.internalError("edit constraint missing")
        }
        edits[key] = EditInfo(constraint: constraint, tag: info.tag, constant: 0)
    }

    func removeEditVariable(_ variable: LayoutVariable) throws {
        guard let info = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw SolverError.unknownEditVariable
        }
        try remove(info.constraint)
    }

    func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves with the dual
    /// simplex method. Call `updateVariables()` to read the result.
    func suggestValue(_ variable: LayoutVariable, _ value: Double) throws {
        let key = ObjectIdentifier(variable)
        guard var info = edits[key] else { throw SolverError.unknownEditVariable }
        let delta = value - info.constant
        info.constant = value
        edits[key] = info

        // Edit constraint row: variable = constant + errPlus - errMinus.
        if let row = rows[info.tag.marker] {
            if row.add(-delta) < 0 { infeasibleRows.append(info.tag.marker) }
        } else if let other = info.tag.other, let row = rows[other] {
            if row.add(delta) < 0 { infeasibleRows.append(other) }
        } else {
            for (symbol, row) in rows {
                let c = row.coefficient(for: info.tag.marker)
                if c != 0 && row.add(delta * c) < 0 && symbol.kind != .external {
                    infeasibleRows.append(symbol)
                }
            }
        }
        try dualOptimize()
    }

    /// Writes the solved value of every known variable into `LayoutVariable.value`.
    func updateVariables() {
        for (_, entry) in variables {
            let value = rows[entry.symbol]?.constant ?? 0
            entry.variable.value = value == 0 ? 0 : value // normalise -0
        }
    }

    /// The solved value of `variable` without writing it back (0 if unknown).
    func value(of variable: LayoutVariable) -> Double {
        guard let symbol = variables[ObjectIdentifier(variable)]?.symbol else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    /// Whether `variable`'s value is not uniquely determined, i.e. it could
    /// move while all required constraints stay satisfied and the weighted
    /// error of the non-required constraints (the objective) stays the same.
    ///
    /// Check: a variable unknown to the solver is ambiguous. Otherwise the
    /// variable (if parametric) or any non-dummy parametric symbol in its row
    /// (if basic) is tested for a feasible zero-cost move: its objective
    /// coefficient vector must be zero and it must be able to move in some
    /// direction without driving a restricted basic symbol with value 0
    /// negative (externals may move both ways, slack/error symbols only up).
    ///
    /// Limits: only single-symbol moves along tableau edges are examined, so
    /// in highly degenerate tableaux an ambiguity that needs a combined move
    /// of several parametric symbols (or a pivot first) can be missed; and a
    /// variable can be reported ambiguous while its *current* value is the
    /// one UIKit would pick — it is the layout that is underdetermined.
    func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        guard let symbol = variables[ObjectIdentifier(variable)]?.symbol else { return true }
        guard let row = rows[symbol] else { return canMoveFreely(symbol) }
        for (parametric, _) in row.cells where parametric.kind != .dummy {
            if canMoveFreely(parametric) { return true }
        }
        return false
    }

    /// All known variables for which `isAmbiguous` is true.
    func ambiguousVariables() -> [LayoutVariable] {
        variables.values.map(\.variable).filter { isAmbiguous($0) }
    }

    /// Removes every constraint, edit variable and variable.
    func reset() {
        constraints.removeAll()
        markerOwners.removeAll()
        rows.removeAll()
        variables.removeAll()
        edits.removeAll()
        infeasibleRows.removeAll()
        objective = SolverObjective()
        artificial = nil
    }

    // MARK: - Tableau construction

    private func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        defer { nextSymbolID += 1 }
        return SolverSymbol(id: nextSymbolID, kind: kind)
    }

    private func symbol(for variable: LayoutVariable) -> SolverSymbol {
        let key = ObjectIdentifier(variable)
        if let entry = variables[key] { return entry.symbol }
        let symbol = makeSymbol(.external)
        variables[key] = (variable, symbol)
        return symbol
    }

    /// Builds the tableau row for a constraint with basic symbols substituted
    /// out, adding slack/error/dummy symbols and the error weights.
    private func createRow(for constraint: SolverConstraint) -> (SolverRow, Tag) {
        let expression = constraint.expression
        let row = SolverRow(constant: expression.constant)
        for term in expression.terms where !SolverRow.nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }

        let tag: Tag
        let required = constraint.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, coefficient)
            if required {
                tag = Tag(marker: slack, other: nil)
            } else {
                let error = makeSymbol(.error)
                row.insert(error, -coefficient)
                objectiveRow(constraint.priority).insert(error, 1)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if required {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy, other: nil)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                let objectiveRow = objectiveRow(constraint.priority)
                objectiveRow.insert(plus, 1)
                objectiveRow.insert(minus, 1)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    private func objectiveRow(_ priority: Double) -> SolverRow {
        objective.row(for: priority)
    }

    /// Removes a constraint's error symbols from the objective (expanding
    /// basic ones by their rows).
    private func removeErrorTerms(of tag: Tag, priority: Double) {
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            let target = objectiveRow(priority)
            if let row = rows[symbol] {
                target.insert(row, -1)
            } else {
                target.insert(symbol, -1)
            }
        }
    }

    /// Chooses the symbol to make basic for a new row: an external symbol if
    /// any (lowest id), else a new slack/error marker with negative coefficient.
    private func chooseSubject(_ row: SolverRow, _ tag: Tag) -> SolverSymbol? {
        if let external = row.cells.keys.filter({ $0.kind == .external }).min() { return external }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable && row.coefficient(for: other) < 0 { return other }
        return nil
    }

    private func allDummies(_ row: SolverRow) -> Bool {
        row.cells.keys.allSatisfy { $0.kind == .dummy }
    }

    /// Adds `row` using an artificial variable (phase one of the simplex).
    private func addWithArtificialVariable(_ row: SolverRow) throws -> (success: Bool, symbols: [SolverSymbol]) {
        let art = makeSymbol(.slack)
        rows[art] = row.copy()
        let artificialRow = row.copy()
        let artificialObjective = SolverObjective(single: artificialRow)
        artificial = artificialObjective
        defer { artificial = nil }
        try optimize(artificialObjective)
        let success = SolverRow.nearZero(artificialRow.constant)
        let blocking = Array(artificialRow.cells.keys)
        if !success { return (false, blocking) }

        if let basicRow = rows.removeValue(forKey: art) {
            if basicRow.cells.isEmpty { return (true, []) }
            guard let entering = basicRow.cells.keys.filter(\.isPivotable).min() else {
                return (false, Array(basicRow.cells.keys))
            }
            basicRow.solve(for: art, entering)
            substitute(entering, basicRow)
            rows[entering] = basicRow
        }
        for (_, r) in rows { r.remove(art) }
        objective.remove(art)
        return (true, [])
    }

    /// Replaces `symbol` by `row` everywhere; records newly infeasible rows.
    private func substitute(_ symbol: SolverSymbol, _ row: SolverRow) {
        for (basic, r) in rows {
            r.substitute(symbol, row)
            if basic.kind != .external && r.constant < 0 {
                infeasibleRows.append(basic)
            }
        }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    // MARK: - Simplex

    /// Primal simplex: pivots until no symbol has a lexicographically negative
    /// objective coefficient.
    private func optimize(_ target: SolverObjective) throws {
        while true {
            guard let entering = enteringSymbol(target) else { return }
            guard let leaving = leavingSymbol(for: entering), let row = rows.removeValue(forKey: leaving) else {
                throw SolverError.internalError("the objective is unbounded")
            }
            row.solve(for: leaving, entering)
            substitute(entering, row)
            rows[entering] = row
        }
    }

    /// Bland's rule: the lowest-id non-dummy symbol whose objective
    /// coefficient vector is lexicographically negative.
    private func enteringSymbol(_ target: SolverObjective) -> SolverSymbol? {
        var best: SolverSymbol?
        for symbol in target.symbols where symbol.kind != .dummy {
            if let current = best, current < symbol { continue }
            if SolverObjective.sign(target.coefficients(for: symbol)) < 0 { best = symbol }
        }
        return best
    }

    /// Minimum ratio test over restricted rows with a negative coefficient.
    private func leavingSymbol(for entering: SolverSymbol) -> SolverSymbol? {
        var best: SolverSymbol?
        var bestRatio = Double.infinity
        for (basic, row) in rows where basic.kind != .external {
            let c = row.coefficient(for: entering)
            guard c < 0 else { continue }
            let ratio = -row.constant / c
            if ratio < bestRatio || (ratio == bestRatio && best.map { basic < $0 } ?? true) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    /// Dual simplex: restores feasibility after `suggestValue` while keeping
    /// optimality.
    private func dualOptimize() throws {
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving], !SolverRow.nearZero(row.constant), row.constant < 0 else { continue }
            guard let entering = dualEnteringSymbol(row) else {
                throw SolverError.internalError("dual optimize failed")
            }
            rows.removeValue(forKey: leaving)
            row.solve(for: leaving, entering)
            substitute(entering, row)
            rows[entering] = row
        }
    }

    private func dualEnteringSymbol(_ row: SolverRow) -> SolverSymbol? {
        var best: SolverSymbol?
        var bestRatio: [Double] = []
        for (symbol, c) in row.cells where c > 0 && symbol.kind != .dummy {
            let ratio = objective.coefficients(for: symbol).map { $0 / c }
            if let current = best {
                if SolverObjective.less(ratio, bestRatio)
                    || (!SolverObjective.less(bestRatio, ratio) && symbol < current) {
                    best = symbol
                    bestRatio = ratio
                }
            } else {
                best = symbol
                bestRatio = ratio
            }
        }
        return best
    }

    /// The row to pivot on when removing a constraint whose marker is
    /// parametric (Cassowary's marker-leaving-row rule).
    private func markerLeavingSymbol(_ marker: SolverSymbol) -> SolverSymbol? {
        var first: SolverSymbol?, second: SolverSymbol?, third: SolverSymbol?
        var r1 = Double.infinity, r2 = Double.infinity
        for (basic, row) in rows.sorted(by: { $0.key < $1.key }) {
            let c = row.coefficient(for: marker)
            if c == 0 { continue }
            if basic.kind == .external {
                if third == nil { third = basic }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 { r1 = r; first = basic }
            } else {
                let r = row.constant / c
                if r < r2 { r2 = r; second = basic }
            }
        }
        return first ?? second ?? third
    }

    // MARK: - Diagnostics

    private func conflictSet<S: Sequence>(for constraint: SolverConstraint, symbols: S) -> [SolverConstraint]
    where S.Element == SolverSymbol {
        var result = [constraint]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(constraint)]
        for symbol in symbols.sorted() {
            guard let owner = markerOwners[symbol], owner.isRequired,
                  seen.insert(ObjectIdentifier(owner)).inserted else { continue }
            result.append(owner)
        }
        return result
    }

    /// Whether parametric `symbol` can move without changing the objective
    /// and without making a zero-valued restricted basic symbol negative.
    private func canMoveFreely(_ symbol: SolverSymbol) -> Bool {
        guard symbol.kind != .dummy else { return false }
        guard SolverObjective.sign(objective.coefficients(for: symbol)) == 0 else { return false }
        var upBlocked = false
        var downBlocked = symbol.isRestricted
        for (basic, row) in rows where basic.isRestricted && SolverRow.nearZero(row.constant) {
            let c = row.coefficient(for: symbol)
            if c < 0 { upBlocked = true }
            if c > 0 { downBlocked = true }
            if upBlocked && downBlocked { return false }
        }
        return !(upBlocked && downBlocked)
    }
}
