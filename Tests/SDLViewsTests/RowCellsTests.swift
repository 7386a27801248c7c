import Testing
@testable import SDLViews

/// The solver rows' flat cell storage: linear below the index threshold,
/// indexed above it, and consistent through swap-removals either way.
@Suite struct RowCellsTests {
    private func symbol(_ id: Int) -> SolverSymbol { SolverSymbol(id: id, kind: .slack) }

    /// Fills 0..<count with coefficient id + 0.5, removes every third cell
    /// (from the front, so the swapped-in last cells move), then checks every
    /// lookup and that iteration sees exactly the remaining cells.
    private func check(count: Int) {
        var cells = RowCells()
        for id in 0..<count { cells.append(symbol(id), Double(id) + 0.5) }
        var removed = Set<Int>()
        for id in stride(from: 0, to: count, by: 3) {
            #expect(cells.removeValue(forKey: symbol(id)) == Double(id) + 0.5)
            removed.insert(id)
        }
        #expect(cells.count == count - removed.count)
        for id in 0..<count {
            #expect(cells[symbol(id)] == (removed.contains(id) ? nil : Double(id) + 0.5))
        }
        #expect(cells.removeValue(forKey: symbol(count + 1)) == nil)
        var seen: [Int: Double] = [:]
        for (key, value) in cells { seen[key.id] = value }
        #expect(seen.count == cells.count)
        #expect(seen.allSatisfy { !removed.contains($0.key) && $0.value == Double($0.key) + 0.5 })
    }

    @Test func smallRowsAreSearchedLinearly() { check(count: 10) }

    @Test func largeRowsStayConsistentWithTheirIndex() { check(count: RowCells.indexThreshold * 3) }

    /// A reused row (the solver builds every new constraint in one) comes
    /// back empty, indexed or not, and takes new cells as a fresh one would.
    @Test func resetRowsForgetTheirCells() {
        let row = SolverRow(constant: 3)
        for id in 0..<(RowCells.indexThreshold * 2) { row.insert(symbol(id), 1) }
        row.reset(constant: -1)
        #expect(row.cells.isEmpty && row.constant == -1)
        #expect((0..<(RowCells.indexThreshold * 2)).allSatisfy { row.cells[symbol($0)] == nil })
        row.insert(symbol(5), 2)
        row.insert(symbol(5), 1)
        #expect(row.cells.count == 1 && row.coefficient(for: symbol(5)) == 3)
        #expect(row.cells[symbol(6)] == nil)
    }

    /// Merging short rows into a long one (what the objective does on every
    /// pivot) grows its storage geometrically: a reserve of exactly the
    /// needed size per merge re-copied the whole row each time.
    @Test func mergingIntoALongRowGrowsGeometrically() {
        let long = SolverRow()
        var capacities: Set<Int> = [], reservedCapacities: Set<Int> = []
        var reserves = RowCells()
        for merge in 0..<2_000 {
            let short = SolverRow(constant: 1)
            for k in 0..<3 { short.insert(symbol(3 * merge + k), 1) }
            long.insert(short)
            capacities.insert(long.cells.keys.capacity)
            reserves.reserveCapacity(reserves.count + 3)
            for k in 0..<3 { reserves.append(symbol(3 * merge + k), 1) }
            reservedCapacities.insert(reserves.keys.capacity)
        }
        #expect(long.cells.count == 6_000 && long.constant == 2_000)
        #expect(capacities.count < 16)  // about log2(6,000) distinct sizes, not one per merge
        #expect(reservedCapacities.count < 16)
        #expect(reserves.keys.capacity >= 6_000 && reserves.keys.capacity < 2 * 6_000 + 16)
    }

    @Test func scaleAndRowSolve() {
        let row = SolverRow(constant: 4)
        row.insert(symbol(1), 2)
        row.insert(symbol(2), -1)
        #expect(row.insert(symbol(2), 1) == .removed)
        #expect(row.cells.count == 1)
        row.solve(for: symbol(1))  // 0 = 4 + 2·s1  →  s1 = -2
        #expect(row.constant == -2)
        #expect(row.cells.isEmpty)
    }
}
