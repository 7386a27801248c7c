/// One row of the Cassowary simplex tableau: `basic = constant + Σ coeff·symbol`
/// (the basic symbol itself is the key under which the solver stores the row).
///
/// Coefficients whose magnitude falls below `SolverRow.epsilon` are dropped.
/// A reference type so that the solver can update rows in place. Rows
/// installed in the tableau live in the `Tableau`'s flat storage; a
/// `SolverRow` is a row outside it (a new constraint's row, a pivot row on
/// its way in or out, an objective level). `insert` reports what happened
/// to the cell (`CellChange`).
final class SolverRow {
    /// Near-zero threshold used throughout the solver.
    static let epsilon = 1e-8

    static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    enum CellChange { case added, removed, updated, none }

    @exclusivity(unchecked) var cells: RowCells
    @exclusivity(unchecked) private(set) var constant: Double

    init(constant: Double = 0) {
        self.cells = RowCells()
        self.constant = constant
    }

    /// Empties the row and sets its constant, keeping the cells' storage.
    func reset(constant: Double) {
        cells.removeAll()
        self.constant = constant
    }

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
        if let position = cells.position(of: symbol) {
            let updated = cells.values[position] + coefficient
            if SolverRow.nearZero(updated) {
                cells.remove(at: position)
                return .removed
            }
            cells.setValue(updated, at: position)
            return .updated
        }
        guard !SolverRow.nearZero(coefficient) else { return .none }
        cells.append(symbol, coefficient)
        return .added
    }

    /// Adds `coefficient * row` (constant included). Only for rows that are
    /// not in the tableau (no column index to maintain).
    func insert(_ row: SolverRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        if cells.isEmpty {
            // Fast path: copying into an empty row needs no merging.
            cells = row.cells
            guard coefficient != 1 else { return }
            cells.scale(by: coefficient)
            var position = cells.count - 1
            while position >= 0 {
                if SolverRow.nearZero(cells.values[position]) { cells.remove(at: position) }
                position -= 1
            }
            return
        }
        // No reserve for the sum of both lengths: most cells merge, and the
        // cells' own doubling growth is cheaper than over-allocating each time.
        for (symbol, c) in row.cells {
            insert(symbol, c * coefficient)
        }
    }

    func remove(_ symbol: SolverSymbol) {
        cells.removeValue(forKey: symbol)
    }

    func reverseSign() {
        constant = -constant
        cells.scale(by: -1)
    }

    /// Solves `0 = constant + Σ cells` for `symbol` (which must be in the
    /// row): afterwards the row reads `symbol = ...` and `symbol` is removed.
    func solve(for symbol: SolverSymbol) {
        let coefficient = -1 / cells.removeValue(forKey: symbol)!
        constant *= coefficient
        cells.scale(by: coefficient)
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
