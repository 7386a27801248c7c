/// An incremental linear constraint solver implementing the Cassowary
/// algorithm (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", ACM TOCHI 2001), following the structure of
/// the Kiwi/kiwisolver design: a simplex tableau in which every row expresses a
/// basic symbol in terms of parametric ones, kept *feasible* (all restricted
/// basic symbols non-negative) and *optimal* for the objective (sum of
/// weighted errors of non-required constraints).
///
/// - Required constraints are hard; adding one that conflicts with the
///   existing required constraints throws `SolverError.unsatisfiable` and
///   leaves the solver unchanged.
/// - Non-required constraints (UIKit priorities 1...999) are satisfied as
///   well as possible, with a strictly lexicographic priority order (see
///   `ConstraintStrength` and `SolverObjective`).
/// - Edit variables (`addEditVariable`/`suggestValue`) and constant edits
///   (`updateConstant`) re-solve incrementally with the dual simplex method.
///
/// What makes it scale where kiwi does not:
/// - **Column index.** The `Tableau` links every cell into its column as
///   well as its row, so a substitution, a ratio test or a constant edit
///   touches only the rows that contain the symbol instead of scanning every
///   row, and the whole tableau lives in flat storage (no object per row).
/// - **In-place constant edits.** Changing a constraint's constant shifts
///   its marker symbol: the rows holding the marker get their constants
///   adjusted and the dual simplex repairs feasibility. No remove/re-add.
/// - **Derived rows.** A new constraint that introduces an external variable
///   nobody references yet (the common case when views are added one by one)
///   becomes that variable's row *as is*, referencing other basic externals
///   symbolically (`top₂ = bottom₁`), instead of being expanded into
///   parametric symbols. Chained layouts therefore do not fill in (a chain
///   of N rows would otherwise hold O(N²) cells). Only external rows may be
///   derived; restricted rows and the objective always stay in solved form,
///   so the simplex steps are unchanged. Values are evaluated along the
///   (acyclic) references.
/// - **Changed variables only.** Rows that change mark their externals
///   dirty; `updateChangedVariables()` re-evaluates those and the derived
///   rows that depend on them and returns the variables whose value moved.
/// - **Entering candidates.** The objective is only scanned at the symbols
///   whose objective coefficients changed since it was last optimal.
///
/// Determinism: no pivot depends on Dictionary or Set iteration order. The
/// entering symbol is chosen by Bland's rule (lowest symbol id with a
/// lexicographically negative objective coefficient), the leaving row by the
/// minimum ratio test with ties broken by the lowest id, the dual simplex
/// takes infeasible rows lowest id first, and expansions visit references in
/// id order. Near-zero threshold is 1e-8.
///
/// Not thread-safe; use from one isolation domain.
final class ConstraintSolver {
    private struct Tag {
        var marker: SolverSymbol
        var other: SolverSymbol?
        /// The marker's coefficient (±1) in the constraint's own equation
        /// `expression + markers = 0`, used to turn a constant change into a
        /// shift of the marker.
        var markerSign: Double
    }

    private struct ConstraintInfo {
        let constraint: SolverConstraint
        let tag: Tag
    }

    @exclusivity(unchecked) private var constraints: [ObjectIdentifier: ConstraintInfo] = [:]
    /// Marker/error symbol → constraint, used to report conflicts.
    /// Indexed by symbol id (an array: one hash per constraint add is measurable).
    @exclusivity(unchecked) private var markerOwners: [SolverConstraint?] = [nil]
    /// The installed rows, with the column index (symbol → rows holding it).
    let tableau = Tableau()
    /// The variable of each external symbol, indexed by symbol id.
    @exclusivity(unchecked) private var symbolVariables: [LayoutVariable?] = [nil]
    /// The same variables unretained (owned by `symbolVariables`), so that
    /// reading out thousands of changed values costs no reference counting.
    @exclusivity(unchecked) private var unretainedVariables: [Unmanaged<LayoutVariable>?] = [nil]
    @exclusivity(unchecked) private var dirtyExternals: [SolverSymbol] = []
    /// Reused by `evaluate` (no allocation per variable).
    @exclusivity(unchecked) private var evaluationStack: [SolverSymbol] = []
    /// The row `add` builds each new constraint in, reused with its storage:
    /// the tableau copies rows in, and `add` is done with it when it returns
    /// (three allocations per constraint otherwise).
    private let constraintRow = SolverRow()
    /// Reused by `expand` (no allocation per expanded row).
    @exclusivity(unchecked) private var expansionStack: [SolverSymbol] = []
    @exclusivity(unchecked) private var variables: [ObjectIdentifier: SolverSymbol] = [:]
    @exclusivity(unchecked) private var edits: [ObjectIdentifier: SolverConstraint] = [:]
    @exclusivity(unchecked) private var infeasibleRows: [SolverSymbol] = []
    @exclusivity(unchecked) private var objective = SolverObjective()
    @exclusivity(unchecked) private var artificial: SolverObjective?
    /// Objective symbols whose coefficient may have become negative.
    /// (Membership is a flag in the tableau's slots: no set to hash into.)
    @exclusivity(unchecked) private var candidates: [SolverSymbol] = []

    /// Number of simplex pivots so far (diagnostics and determinism tests).
    private(set) var pivotCount = 0

    init() {
        _ = tableau.addSymbol(.dummy)  // id 0 is never used, as the arrays below start with one entry
    }

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
        if let fresh = freshSubject(row) {
            row.solve(for: fresh)
            install(row, as: fresh)
        } else {
            expand(row)
            if row.constant < 0 { row.reverseSign() }
            try addExpanded(row, tag: tag, constraint: constraint)
        }

        constraints[key] = ConstraintInfo(constraint: constraint, tag: tag)
        markerOwners[tag.marker.id] = constraint
        if let other = tag.other { markerOwners[other.id] = constraint }
        try optimize(objective)
        infeasibleRows.removeAll()  // primal pivots keep the tableau feasible
    }

    /// Removes a constraint; throws `.unknownConstraint` if it is not present.
    func remove(_ constraint: SolverConstraint) throws {
        let key = ObjectIdentifier(constraint)
        guard let info = constraints.removeValue(forKey: key) else { throw SolverError.unknownConstraint }
        let tag = info.tag
        markerOwners[tag.marker.id] = nil
        if let other = tag.other { markerOwners[other.id] = nil }

        removeErrorTerms(of: tag, priority: constraint.priority)

        // Remove the marker row, pivoting the marker into the basis if needed.
        if uninstall(tag.marker) == nil {
            for holder in tableau.column(tag.marker.id).sorted() where holder.kind == .external { flatten(holder) }
            guard let leaving = markerLeavingSymbol(tag.marker), let row = uninstall(leaving) else {
                throw SolverError.internalError("failed to find leaving row for marker")
            }
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, row)
            pivotCount += 1
        }
        try optimize(objective)
        infeasibleRows.removeAll()  // primal pivots keep the tableau feasible
    }

    func hasConstraint(_ constraint: SolverConstraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    /// Number of constraints currently in the solver (edit constraints included).
    var constraintCount: Int { constraints.count }

    /// Changes the constant of a constraint in the solver in place (the
    /// expression's constant, i.e. `expression <relation> 0`): the marker
    /// symbol absorbs the change, only the rows that hold it are touched and
    /// the dual simplex restores feasibility. If the new constant makes the
    /// required constraints inconsistent, the constraint is left out of the
    /// solver and `.unsatisfiable` is thrown, as `add` would.
    func updateConstant(_ constraint: SolverConstraint, to newConstant: Double) throws {
        guard let info = constraints[ObjectIdentifier(constraint)] else { throw SolverError.unknownConstraint }
        let oldConstant = constraint.expression.constant
        guard newConstant != oldConstant else { return }
        constraint.setConstant(newConstant)
        shiftMarker(info.tag, by: (newConstant - oldConstant) / info.tag.markerSign)
        do {
            try dualOptimize()
        } catch {
            // The new constant cannot be met: go back, then let `add` explain.
            infeasibleRows.removeAll()
            shiftMarker(info.tag, by: (oldConstant - newConstant) / info.tag.markerSign)
            try dualOptimize()
            constraint.setConstant(oldConstant)
            try remove(constraint)
            constraint.setConstant(newConstant)
            try add(constraint)
        }
    }

    /// Makes `variable` suggestible with `suggestValue`. `priority` must be
    /// non-required (< 1000), otherwise `.badRequiredStrength` is thrown.
    func addEditVariable(_ variable: LayoutVariable, priority: Double) throws {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw SolverError.duplicateEditVariable }
        guard !ConstraintStrength.isRequired(priority) else { throw SolverError.badRequiredStrength }
        let constraint = SolverConstraint(LinearExpression(variable), .equal, priority: priority)
        try add(constraint)
        edits[key] = constraint
    }

    func removeEditVariable(_ variable: LayoutVariable) throws {
        guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw SolverError.unknownEditVariable
        }
        try remove(constraint)
    }

    func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves with the dual
    /// simplex method. Call `updateVariables()` to read the result.
    func suggestValue(_ variable: LayoutVariable, _ value: Double) throws {
        guard let constraint = edits[ObjectIdentifier(variable)] else { throw SolverError.unknownEditVariable }
        try updateConstant(constraint, to: -value)
    }

    /// Writes the solved value of every known variable into `LayoutVariable.value`.
    func updateVariables() {
        refreshValues(from: variables.values.sorted())
        for symbol in variables.values {
            symbolVariables[symbol.id]?.value = tableau.value(of: symbol.id)
        }
    }

    /// Re-evaluates only the variables whose rows (or the rows they refer
    /// to) changed since the last update, writes them and returns those
    /// whose value actually changed, in symbol order.
    @discardableResult
    func updateChangedVariables() -> [LayoutVariable] {
        var changed: [LayoutVariable] = []
        for symbol in refreshValues(from: dirtyExternals, sorted: true) {
            if let variable = write(symbol) { changed.append(variable) }
        }
        return changed
    }

    /// `updateChangedVariables()` without collecting the variables: `body`
    /// sees the owner of each changed variable that has one (after the new
    /// value is written), unretained, in no particular order (sorting
    /// thousands of symbols per edit is measurable and the layout engine
    /// does not need it). Owners outlive their variables' place in the
    /// solver (see `LayoutVariable.owner`).
    func forEachChangedOwner(_ body: (Unmanaged<LayoutItemState>) -> Void) {
        for symbol in refreshValues(from: dirtyExternals, sorted: false) {
            guard let variable = unretainedVariables[symbol.id] else { continue }
            let value = tableau.value(of: symbol.id)
            let owner = variable._withUnsafeGuaranteedRef { variable -> Unmanaged<LayoutItemState>? in
                guard variable.value != value else { return nil }
                variable.value = value
                return variable.ownerReference
            }
            if let owner { body(owner) }
        }
    }

    /// Writes `symbol`'s evaluated value into its variable; the variable if
    /// the value changed.
    private func write(_ symbol: SolverSymbol) -> LayoutVariable? {
        guard let variable = symbolVariables[symbol.id] else { return nil }
        let value = tableau.value(of: symbol.id)
        guard variable.value != value else { return nil }
        variable.value = value
        return variable
    }

    /// The solved value of `variable` without writing it back (0 if unknown).
    func value(of variable: LayoutVariable) -> Double {
        guard let symbol = variables[ObjectIdentifier(variable)], isBasic(symbol) else { return 0 }
        let flat = tableau.copyRow(symbol.id)
        expand(flat)
        return normalised(flat.constant)
    }

    /// Whether `variable`'s value is not uniquely determined, i.e. it could
    /// move while all required constraints stay satisfied and the weighted
    /// error of the non-required constraints (the objective) stays the same.
    ///
    /// Check: a variable unknown to the solver is ambiguous. Otherwise the
    /// variable (if parametric) or any non-dummy parametric symbol in its
    /// (expanded) row (if basic) is tested for a feasible zero-cost move: its
    /// objective coefficient vector must be zero and it must be able to move
    /// in some direction without driving a restricted basic symbol with value
    /// 0 negative (externals may move both ways, slack/error symbols only up).
    ///
    /// Limits: only single-symbol moves along tableau edges are examined, so
    /// in highly degenerate tableaux an ambiguity that needs a combined move
    /// of several parametric symbols (or a pivot first) can be missed; and a
    /// variable can be reported ambiguous while its *current* value is the
    /// one UIKit would pick — it is the layout that is underdetermined.
    func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        guard let symbol = variables[ObjectIdentifier(variable)] else { return true }
        guard isBasic(symbol) else { return canMoveFreely(symbol) }
        let flat = tableau.copyRow(symbol.id)
        expand(flat)
        for parametric in flat.cells.keys.sorted() where parametric.kind != .dummy {
            if canMoveFreely(parametric) { return true }
        }
        return false
    }

    /// All known variables for which `isAmbiguous` is true.
    func ambiguousVariables() -> [LayoutVariable] {
        variables.values.sorted().compactMap { symbolVariables[$0.id] }.filter { isAmbiguous($0) }
    }

    /// Removes every constraint, edit variable and variable.
    func reset() {
        constraints.removeAll()
        markerOwners = [nil]
        tableau.reset()
        _ = tableau.addSymbol(.dummy)
        symbolVariables = [nil]
        unretainedVariables = [nil]
        dirtyExternals.removeAll()
        variables.removeAll()
        edits.removeAll()
        infeasibleRows.removeAll()
        objective = SolverObjective()
        artificial = nil
        candidates.removeAll()
    }

    // MARK: - Symbols, rows and the column index

    private func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        let symbol = SolverSymbol(id: tableau.addSymbol(kind), kind: kind)
        symbolVariables.append(nil)
        unretainedVariables.append(nil)
        markerOwners.append(nil)
        return symbol
    }

    private func symbol(for variable: LayoutVariable) -> SolverSymbol {
        let hint = variable.symbolHint
        if hint > 0, hint < unretainedVariables.count,
            unretainedVariables[hint]?.toOpaque() == Unmanaged.passUnretained(variable).toOpaque()
        {
            return SolverSymbol(id: hint, kind: .external)
        }
        let key = ObjectIdentifier(variable)
        // A variable with no hint was never given a symbol by any solver:
        // no lookup (a new view brings four such variables).
        if hint != 0, let symbol = variables[key] {
            variable.symbolHint = symbol.id
            return symbol
        }
        let symbol = makeSymbol(.external)
        variables[key] = symbol
        symbolVariables[symbol.id] = variable
        unretainedVariables[symbol.id] = Unmanaged.passUnretained(variable)
        variable.symbolHint = symbol.id
        return symbol
    }

    private func isBasic(_ symbol: SolverSymbol) -> Bool { tableau.isBasic(symbol.id) }

    private func markDirty(_ symbol: SolverSymbol) {
        guard symbol.kind == .external, !tableau.isDirty(symbol.id) else { return }
        tableau.setDirty(true, symbol.id)
        dirtyExternals.append(symbol)
    }

    /// Makes `row` the row of `basic`.
    private func install(_ row: SolverRow, as basic: SolverSymbol) {
        tableau.install(row, as: basic)
        markDirty(basic)
    }

    /// Takes `basic`'s row out of the tableau, if any.
    private func uninstall(_ basic: SolverSymbol) -> SolverRow? {
        guard let row = tableau.uninstall(basic) else { return nil }
        markDirty(basic)
        return row
    }

    /// Replaces each reference to a basic symbol in `row` (not installed) by
    /// that symbol's row, recursively, until only parametric symbols remain.
    /// Depth first, each row's references lowest id first; the stack is
    /// reused (an array per expanded row was a tenth of a build's allocations).
    private func expand(_ row: SolverRow) {
        var work = expansionStack
        expansionStack = []
        defer {
            work.removeAll(keepingCapacity: true)
            expansionStack = work
        }
        for symbol in row.cells.keys where isBasic(symbol) { work.append(symbol) }
        work.sort(by: >)
        while let basic = work.popLast() {
            guard let c = row.cells.removeValue(forKey: basic), isBasic(basic) else { continue }
            row.add(c * tableau.constant(basic.id))
            let start = work.count
            var cell = tableau.firstInRow(basic.id)
            while cell != Tableau.none {
                let symbol = tableau.symbol(at: cell)
                row.insert(symbol, c * tableau.value(cell))
                if isBasic(symbol) { work.append(symbol) }
                cell = tableau.nextInRow(cell)
            }
            if work.count - start > 1 { work[start...].sort(by: >) }
        }
    }

    /// Rewrites an installed derived row in solved form (parametric symbols only).
    private func flatten(_ basic: SolverSymbol) {
        guard rowHoldsBasicSymbol(basic), let row = uninstall(basic) else { return }
        expand(row)
        install(row, as: basic)
    }

    private func rowHoldsBasicSymbol(_ basic: SolverSymbol) -> Bool {
        var cell = tableau.firstInRow(basic.id)
        while cell != Tableau.none {
            if isBasic(tableau.symbol(at: cell)) { return true }
            cell = tableau.nextInRow(cell)
        }
        return false
    }

    /// Replaces `symbol` by `row` (solved form) in every row that holds it
    /// and in the objectives; records newly infeasible rows.
    private func substitute(_ symbol: SolverSymbol, _ row: SolverRow) {
        tableau.substitute(symbol, by: row) { basic, constant in
            markDirty(basic)
            if basic.isRestricted && constant < 0 { infeasibleRows.append(basic) }
        }
        if objective.substitute(symbol, row) { addCandidates(row.cells.keys) }
        artificial?.substitute(symbol, row)
    }

    /// The marker of `tag` moves by `shift` (a constant edit): basic marker
    /// rows and the rows holding the marker get their constants adjusted.
    private func shiftMarker(_ tag: Tag, by shift: Double) {
        let marker = tag.marker
        if isBasic(marker) {
            if tableau.addConstant(-shift, to: marker.id) < 0 { infeasibleRows.append(marker) }
            return
        }
        var cell = tableau.firstInColumn(marker.id)
        while cell != Tableau.none {
            let basic = tableau.basic(at: cell)
            let updated = tableau.addConstant(tableau.value(cell) * shift, to: basic.id)
            markDirty(basic)
            if basic.isRestricted && updated < 0 { infeasibleRows.append(basic) }
            cell = tableau.nextInColumn(cell)
        }
    }

    private func addCandidates<S: Sequence>(_ symbols: S) where S.Element == SolverSymbol {
        for symbol in symbols where symbol.kind != .dummy && !tableau.isCandidate(symbol.id) {
            tableau.setCandidate(true, symbol.id)
            candidates.append(symbol)
        }
    }

    // MARK: - Tableau construction

    /// Builds the row for a constraint. Basic externals stay as references
    /// (`expand` resolves them when the row must be in solved form); slack,
    /// error and dummy symbols and the error weights are added.
    private func createRow(for constraint: SolverConstraint) -> (SolverRow, Tag) {
        let expression = constraint.expression
        let row = constraintRow
        row.reset(constant: expression.constant)
        for term in expression.terms where !SolverRow.nearZero(term.coefficient) && term.coefficient.isFinite {
            row.insert(symbol(for: term.variable), term.coefficient)
        }

        let required = constraint.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, coefficient)
            guard !required else { return (row, Tag(marker: slack, other: nil, markerSign: coefficient)) }
            let error = makeSymbol(.error)
            row.insert(error, -coefficient)
            objective.row(for: constraint.priority).insert(error, 1)
            return (row, Tag(marker: slack, other: error, markerSign: coefficient))
        case .equal:
            if required {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                return (row, Tag(marker: dummy, other: nil, markerSign: 1))
            }
            let plus = makeSymbol(.error)
            let minus = makeSymbol(.error)
            row.insert(plus, -1)
            row.insert(minus, 1)
            let objectiveRow = objective.row(for: constraint.priority)
            objectiveRow.insert(plus, 1)
            objectiveRow.insert(minus, 1)
            return (row, Tag(marker: plus, other: minus, markerSign: -1))
        }
    }

    /// A parametric external in `row` that no row references yet (lowest id):
    /// the row can become its definition without touching any other row.
    private func freshSubject(_ row: SolverRow) -> SolverSymbol? {
        lowest(in: row) { $0.kind == .external && !isBasic($0) && tableau.columnCount($0.id) == 0 }
    }

    /// Kiwi's path for a row in solved form: pick a subject, or fall back to
    /// an artificial variable; throws `.unsatisfiable` (solver unchanged).
    private func addExpanded(_ row: SolverRow, tag: Tag, constraint: SolverConstraint) throws {
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
            install(row, as: subject)
            return
        }
        // No snapshot: a failed phase one only changed the basis of the old
        // system plus the artificial row, which is then dropped (as kiwi).
        let outcome = try addWithArtificialVariable(row)
        if !outcome.success {
            removeErrorTerms(of: tag, priority: constraint.priority)
            try optimize(objective)
            throw SolverError.unsatisfiable(conflicting: conflictSet(for: constraint, symbols: outcome.symbols))
        }
    }

    /// Removes a constraint's error symbols from the objective (expanding
    /// basic ones by their rows).
    private func removeErrorTerms(of tag: Tag, priority: Double) {
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            let target = objective.row(for: priority)
            if isBasic(symbol) {
                let row = tableau.copyRow(symbol.id)
                target.insert(row, -1)
                addCandidates(row.cells.keys)
            } else {
                target.insert(symbol, -1)
                addCandidates([symbol])
            }
        }
    }

    /// Chooses the symbol to make basic for a new row: an external symbol if
    /// any (lowest id), else a new slack/error marker with negative coefficient.
    private func chooseSubject(_ row: SolverRow, _ tag: Tag) -> SolverSymbol? {
        if let external = lowest(in: row, where: { $0.kind == .external }) { return external }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable && row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// The lowest-id symbol of `row` that passes `test` (no array built).
    private func lowest(in row: SolverRow, where test: (SolverSymbol) -> Bool) -> SolverSymbol? {
        var best: SolverSymbol?
        for symbol in row.cells.keys where test(symbol) {
            if best.map({ symbol < $0 }) ?? true { best = symbol }
        }
        return best
    }

    private func allDummies(_ row: SolverRow) -> Bool {
        row.cells.keys.allSatisfy { $0.kind == .dummy }
    }

    /// Adds `row` using an artificial variable (phase one of the simplex).
    private func addWithArtificialVariable(_ row: SolverRow) throws -> (success: Bool, symbols: [SolverSymbol]) {
        let art = makeSymbol(.slack)
        // The tableau copies the cells in, so `row` itself can serve as the
        // artificial objective (the caller is done with it).
        install(row, as: art)
        let artificialRow = row
        let artificialObjective = SolverObjective(single: artificialRow)
        artificial = artificialObjective
        defer { artificial = nil }
        try optimize(artificialObjective)
        let success = SolverRow.nearZero(artificialRow.constant)
        let blocking = Array(artificialRow.cells.keys)
        if !success {
            // The artificial symbol is basic (a parametric one would be 0):
            // dropping its row leaves the old system in a new basis.
            _ = uninstall(art)
            objective.remove(art)
            return (false, blocking)
        }

        if let basicRow = uninstall(art) {
            if basicRow.cells.isEmpty { return (true, []) }
            guard let entering = lowest(in: basicRow, where: \.isPivotable) else {
                return (false, Array(basicRow.cells.keys))
            }
            basicRow.solve(for: art, entering)
            substitute(entering, basicRow)
            install(basicRow, as: entering)
            pivotCount += 1
        }
        tableau.removeColumn(art.id)
        objective.remove(art)
        return (true, [])
    }

    // MARK: - Simplex

    /// Primal simplex: pivots until no symbol has a lexicographically negative
    /// objective coefficient.
    private func optimize(_ target: SolverObjective) throws {
        let isMain = artificial == nil
        while true {
            guard let entering = isMain ? enteringCandidate() : enteringSymbol(target) else { return }
            guard let leaving = leavingSymbol(for: entering), let row = uninstall(leaving) else {
                throw SolverError.internalError("the objective is unbounded")
            }
            row.solve(for: leaving, entering)
            substitute(entering, row)
            install(row, as: entering)
            pivotCount += 1
        }
    }

    /// Bland's rule over the whole objective (used for the artificial one).
    private func enteringSymbol(_ target: SolverObjective) -> SolverSymbol? {
        var best: SolverSymbol?
        // Every level's cells, without collecting them into a set first: a
        // symbol seen at two levels is simply tested twice.
        for level in target.levels {
            for symbol in level.row.cells.keys where symbol.kind != .dummy {
                if let current = best, current <= symbol { continue }
                if target.sign(of: symbol) < 0 { best = symbol }
            }
        }
        return best
    }

    /// Bland's rule over the candidates: every other symbol's coefficient is
    /// unchanged since the objective was last optimal, hence non-negative.
    /// Candidates found non-negative are dropped.
    private func enteringCandidate() -> SolverSymbol? {
        guard !candidates.isEmpty else { return nil }
        var best: SolverSymbol?
        var kept = 0  // filtered in place: no new array per call
        for index in candidates.indices {
            let symbol = candidates[index]
            guard !isBasic(symbol) && objective.sign(of: symbol) < 0 else {
                tableau.setCandidate(false, symbol.id)
                continue
            }
            candidates[kept] = symbol
            kept += 1
            if best.map({ symbol < $0 }) ?? true { best = symbol }
        }
        candidates.removeLast(candidates.count - kept)
        return best
    }

    /// Minimum ratio test over restricted rows with a negative coefficient.
    private func leavingSymbol(for entering: SolverSymbol) -> SolverSymbol? {
        var best: SolverSymbol?
        var bestRatio = Double.infinity
        var cell = tableau.firstInColumn(entering.id)
        while cell != Tableau.none {
            defer { cell = tableau.nextInColumn(cell) }
            let basic = tableau.basic(at: cell), c = tableau.value(cell)
            guard basic.kind != .external, c < 0 else { continue }
            let ratio = -tableau.constant(basic.id) / c
            if ratio < bestRatio || (ratio == bestRatio && best.map { basic < $0 } ?? true) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    /// Dual simplex: restores feasibility after a constant edit while keeping
    /// optimality. Infeasible rows are taken lowest id first.
    private func dualOptimize() throws {
        var sorted = false
        while !infeasibleRows.isEmpty {
            if !sorted { infeasibleRows.sort(by: >); sorted = true }
            let leaving = infeasibleRows.removeLast()
            guard isBasic(leaving) else { continue }
            let constant = tableau.constant(leaving.id)
            guard !SolverRow.nearZero(constant), constant < 0 else { continue }
            guard let entering = dualEnteringSymbol(leaving) else {
                infeasibleRows.removeAll()
                throw SolverError.internalError("dual optimize failed")
            }
            let count = infeasibleRows.count
            guard let row = uninstall(leaving) else { continue }
            row.solve(for: leaving, entering)
            substitute(entering, row)
            install(row, as: entering)
            pivotCount += 1
            if infeasibleRows.count != count { sorted = false }
        }
    }

    private func dualEnteringSymbol(_ basic: SolverSymbol) -> SolverSymbol? {
        var best: SolverSymbol?
        var bestCoefficient = 0.0
        var cell = tableau.firstInRow(basic.id)
        while cell != Tableau.none {
            defer { cell = tableau.nextInRow(cell) }
            let symbol = tableau.symbol(at: cell), c = tableau.value(cell)
            guard c > 0 && symbol.kind != .dummy else { continue }
            if let current = best {
                if objective.ratioLess(symbol, c, current, bestCoefficient)
                    || (!objective.ratioLess(current, bestCoefficient, symbol, c) && symbol < current)
                {
                    best = symbol
                    bestCoefficient = c
                }
            } else {
                best = symbol
                bestCoefficient = c
            }
        }
        return best
    }

    /// The row to pivot on when removing a constraint whose marker is
    /// parametric (Cassowary's marker-leaving-row rule), ties by lowest id.
    private func markerLeavingSymbol(_ marker: SolverSymbol) -> SolverSymbol? {
        var first: SolverSymbol?, second: SolverSymbol?, third: SolverSymbol?
        var r1 = Double.infinity, r2 = Double.infinity
        for basic in tableau.column(marker.id).sorted() {
            let c = tableau.coefficient(of: marker.id, in: basic.id)
            if c == 0 { continue }
            if basic.kind == .external {
                if third == nil { third = basic }
            } else if c < 0 {
                let r = -tableau.constant(basic.id) / c
                if r < r1 { r1 = r; first = basic }
            } else {
                let r = tableau.constant(basic.id) / c
                if r < r2 { r2 = r; second = basic }
            }
        }
        return first ?? second ?? third
    }

    // MARK: - Values

    /// Re-evaluates `roots` and every derived row that depends on them
    /// (through the column index), references first; returns the evaluated
    /// externals (in symbol order if `sorted`). Clears the dirty marks.
    @discardableResult
    private func refreshValues(from roots: [SolverSymbol], sorted: Bool = true) -> [SolverSymbol] {
        tableau.compactIfScattered()
        for symbol in dirtyExternals { tableau.setDirty(false, symbol.id) }
        dirtyExternals.removeAll()
        var affected: [SolverSymbol] = []
        for root in roots where !tableau.isPending(root.id) {
            tableau.setPending(true, root.id)
            affected.append(root)
        }
        var index = 0
        while index < affected.count {
            var cell = tableau.firstInColumn(affected[index].id)
            while cell != Tableau.none {
                let dependent = tableau.basic(at: cell)
                if dependent.kind == .external && !tableau.isPending(dependent.id) {
                    tableau.setPending(true, dependent.id)
                    affected.append(dependent)
                }
                cell = tableau.nextInColumn(cell)
            }
            index += 1
        }
        evaluate(affected)
        if sorted { affected.sort() }
        return affected
    }

    /// Evaluates the pending (scratch-flagged) `symbols` and the pending
    /// references they need, depth first without recursion (chains can be
    /// very long).
    private func evaluate(_ symbols: [SolverSymbol]) {
        var stack = evaluationStack
        evaluationStack = []  // keep the buffer unique: no copy on write
        defer {
            stack.removeAll(keepingCapacity: true)
            evaluationStack = stack
        }
        for symbol in symbols where tableau.isPending(symbol.id) {
            stack.append(symbol)
            evaluatePending(&stack)
        }
    }

    private func evaluatePending(_ stack: inout [SolverSymbol]) {
        while let top = stack.last {
            guard tableau.isPending(top.id) else { stack.removeLast(); continue }
            guard isBasic(top) else {
                tableau.setValue(0, of: top.id)
                tableau.setPending(false, top.id)
                stack.removeLast()
                continue
            }
            // One pass: sum the evaluated references; a pending one goes on
            // the stack and this row is summed again once it is done. Only
            // basic externals are pending or hold values (derived rows refer
            // to nothing else that is basic).
            var ready = true
            var value = tableau.constant(top.id)
            var cell = tableau.firstInRow(top.id)
            while cell != Tableau.none {
                defer { cell = tableau.nextInRow(cell) }
                let reference = tableau.symbol(at: cell)
                guard reference.kind == .external, isBasic(reference) else { continue }
                if tableau.isPending(reference.id) {
                    stack.append(reference)
                    ready = false
                } else {
                    value += tableau.value(cell) * tableau.value(of: reference.id)
                }
            }
            guard ready else { continue }
            tableau.setValue(normalised(value), of: top.id)
            tableau.setPending(false, top.id)
            stack.removeLast()
        }
    }

    private func normalised(_ value: Double) -> Double { value == 0 ? 0 : value }  // no -0

    // MARK: - Diagnostics

    private func conflictSet<S: Sequence>(for constraint: SolverConstraint, symbols: S) -> [SolverConstraint]
    where S.Element == SolverSymbol {
        var result = [constraint]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(constraint)]
        for symbol in symbols.sorted() {
            guard let owner = markerOwners[symbol.id], owner.isRequired,
                seen.insert(ObjectIdentifier(owner)).inserted
            else { continue }
            result.append(owner)
        }
        return result
    }

    /// Whether parametric `symbol` can move without changing the objective
    /// and without making a zero-valued restricted basic symbol negative.
    private func canMoveFreely(_ symbol: SolverSymbol) -> Bool {
        guard symbol.kind != .dummy else { return false }
        guard objective.sign(of: symbol) == 0 else { return false }
        var upBlocked = false
        var downBlocked = symbol.isRestricted
        var cell = tableau.firstInColumn(symbol.id)
        while cell != Tableau.none {
            defer { cell = tableau.nextInColumn(cell) }
            let basic = tableau.basic(at: cell)
            guard basic.isRestricted, SolverRow.nearZero(tableau.constant(basic.id)) else { continue }
            let c = tableau.value(cell)
            if c < 0 { upBlocked = true }
            if c > 0 { downBlocked = true }
            if upBlocked && downBlocked { return false }
        }
        return !(upBlocked && downBlocked)
    }
}
