/// The symbolic (multi-level) objective function of the Cassowary solver.
///
/// Holds one `SolverRow` per distinct non-required priority, ordered from the
/// highest priority down. The objective coefficient of a symbol is the vector
/// of its coefficients in these rows and is compared lexicographically, so a
/// higher priority dominates any amount of lower-priority error (Cassowary's
/// symbolic weights). A single-level objective is also used as the
/// artificial objective when adding a constraint needs an artificial variable.
struct SolverObjective {
    struct Level {
        let priority: Double
        let row: SolverRow
    }

    /// Levels sorted by decreasing priority.
    private(set) var levels: [Level] = []

    init() {}

    /// A single-level objective wrapping `row`.
    init(single row: SolverRow) {
        levels = [Level(priority: ConstraintStrength.required, row: row)]
    }

    /// The row for `priority`, created on demand.
    mutating func row(for priority: Double) -> SolverRow {
        if let level = levels.first(where: { $0.priority == priority }) { return level.row }
        let row = SolverRow()
        let index = levels.firstIndex(where: { $0.priority < priority }) ?? levels.count
        levels.insert(Level(priority: priority, row: row), at: index)
        return row
    }

    /// Replaces `symbol` by `row` at every level; true if any level held it.
    @discardableResult
    func substitute(_ symbol: SolverSymbol, _ row: SolverRow) -> Bool {
        var found = false
        for level in levels where level.row.cells[symbol] != nil {
            level.row.substitute(symbol, row)
            found = true
        }
        return found
    }

    func remove(_ symbol: SolverSymbol) {
        for level in levels { level.row.remove(symbol) }
    }

    /// The lexicographic sign (-1, 0, 1) of `symbol`'s coefficient vector,
    /// without building the vector.
    func sign(of symbol: SolverSymbol) -> Int {
        for level in levels {
            let value = level.row.coefficient(for: symbol)
            if !SolverRow.nearZero(value) { return value < 0 ? -1 : 1 }
        }
        return 0
    }

    /// Lexicographic `coefficients(a) / ca < coefficients(b) / cb` (with
    /// epsilon), the dual simplex ratio test without allocating vectors.
    func ratioLess(_ a: SolverSymbol, _ ca: Double, _ b: SolverSymbol, _ cb: Double) -> Bool {
        for level in levels {
            let ra = level.row.coefficient(for: a) / ca, rb = level.row.coefficient(for: b) / cb
            if !SolverRow.nearZero(ra - rb) { return ra < rb }
        }
        return false
    }
}
