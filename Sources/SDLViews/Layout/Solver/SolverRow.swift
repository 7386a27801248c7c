/// One row of the Cassowary simplex tableau: `basic = constant + Σ coeff·symbol`
/// (the basic symbol itself is the key under which the solver stores the row).
///
/// Coefficients whose magnitude falls below `SolverRow.epsilon` are dropped.
/// A reference type so that the solver can update rows in place. The solver
/// keeps a column index (symbol → rows containing it); the mutators used on
/// rows that live in the tableau therefore report whether a cell appeared or
/// disappeared (`CellChange`) so the index can follow.
final class SolverRow {
    /// Near-zero threshold used throughout the solver.
    static let epsilon = 1e-8

    static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    enum CellChange { case added, removed, updated, none }

    var cells: [SolverSymbol: Double]
    private(set) var constant: Double

    init(constant: Double = 0) {
        self.cells = [:]
        self.constant = constant
    }

    init(copying other: SolverRow) {
        self.cells = other.cells
        self.constant = other.constant
    }

    func copy() -> SolverRow { SolverRow(copying: self) }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient * symbol`, dropping the cell if it becomes ~0, and
    /// says what happened to the cell.
    @discardableResult
    func insert(_ symbol: SolverSymbol, _ coefficient: Double = 1) -> CellChange {
        if let index = cells.index(forKey: symbol) {
            let updated = cells.values[index] + coefficient
            if SolverRow.nearZero(updated) {
                cells.remove(at: index)
                return .removed
            }
            cells.values[index] = updated
            return .updated
        }
        guard !SolverRow.nearZero(coefficient) else { return .none }
        cells[symbol] = coefficient
        return .added
    }

    /// Adds `coefficient * row` (constant included). Only for rows that are
    /// not in the tableau (no column index to maintain).
    func insert(_ row: SolverRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        if cells.isEmpty {
            // Fast path: copying into an empty row needs no merging.
            cells = coefficient == 1 ? row.cells : row.cells.mapValues { $0 * coefficient }
            if coefficient != 1 && cells.values.contains(where: SolverRow.nearZero) {
                cells = cells.filter { !SolverRow.nearZero($0.value) }
            }
            return
        }
        cells.reserveCapacity(cells.count + row.cells.count)
        for (symbol, c) in row.cells {
            insert(symbol, c * coefficient)
        }
    }

    func remove(_ symbol: SolverSymbol) {
        cells.removeValue(forKey: symbol)
    }

    func reverseSign() {
        constant = -constant
        for index in cells.values.indices { cells.values[index] = -cells.values[index] }
    }

    /// Solves `0 = constant + Σ cells` for `symbol` (which must be in the
    /// row): afterwards the row reads `symbol = ...` and `symbol` is removed.
    func solve(for symbol: SolverSymbol) {
        let coefficient = -1 / cells.removeValue(forKey: symbol)!
        constant *= coefficient
        for index in cells.values.indices { cells.values[index] *= coefficient }
    }

    /// Solves the row `lhs = constant + Σ cells` for `rhs`.
    func solve(for lhs: SolverSymbol, _ rhs: SolverSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    func coefficient(for symbol: SolverSymbol) -> Double { cells[symbol] ?? 0 }

    /// Replaces `symbol` by the expression `row` (rows outside the tableau).
    func substitute(_ symbol: SolverSymbol, _ row: SolverRow) {
        if let c = cells.removeValue(forKey: symbol) {
            insert(row, c)
        }
    }
}
