import Foundation

extension Tableau {
    /// Where the rows and the columns (two linked views of the same cells)
    /// disagree, for the internal checks (`InternalChecks`); empty when they
    /// agree. Every row cell names its row's basic symbol and a parametric one,
    /// every column cell names its column's symbol and a basic row, and both
    /// walks count every live cell once. Walks stop after `liveCells` steps,
    /// so broken links cannot loop.
    /// - Parameter simplex: also require what the solver keeps between edits:
    ///   a basic symbol appears inside a row only when both are external (a
    ///   derived row, see `ConstraintSolver`); the tableau itself allows any.
    /// - Complexity: O(symbols + cells).
    func consistencyProblems(simplex: Bool = true) -> [String] {
        var problems: [String] = []
        var rowCells = 0, columnCells = 0
        for id in 0..<symbolCount {
            if isBasic(id) { rowCells += walkRow(id, simplex: simplex, into: &problems) }
            columnCells += walkColumn(id, into: &problems)
        }
        if rowCells != liveCells || columnCells != liveCells {
            problems.append("tableau: \(rowCells) cells in rows, \(columnCells) in columns, \(liveCells) live")
        }
        return problems
    }

    private func walkRow(_ id: Int, simplex: Bool, into problems: inout [String]) -> Int {
        var count = 0, cell = firstInRow(id)
        while cell != Tableau.none, count <= liveCells {
            let parametric = symbol(at: cell).id
            if basic(at: cell).id != id {
                problems.append("tableau: a cell of row \(id) names row \(basic(at: cell).id)")
            }
            if simplex, isBasic(parametric), symbol(id).kind != .external || symbol(parametric).kind != .external {
                problems.append("tableau: basic symbol \(parametric) appears in row \(id), not a derived external row")
            }
            count += 1
            cell = nextInRow(cell)
        }
        if count != rowLength(id) {
            problems.append("tableau: row \(id) links \(count) cells, records \(rowLength(id))")
        }
        return count
    }

    private func walkColumn(_ id: Int, into problems: inout [String]) -> Int {
        var count = 0, cell = firstInColumn(id)
        while cell != Tableau.none, count <= liveCells {
            if symbol(at: cell).id != id {
                problems.append("tableau: a cell of column \(id) names symbol \(symbol(at: cell).id)")
            }
            if !isBasic(basic(at: cell).id) {
                problems.append("tableau: column \(id) holds a cell of non-basic \(basic(at: cell).id)")
            }
            count += 1
            cell = nextInColumn(cell)
        }
        if count != columnCount(id) {
            problems.append("tableau: column \(id) links \(count) cells, records \(columnCount(id))")
        }
        return count
    }
}
