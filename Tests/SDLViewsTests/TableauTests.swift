import Testing
@testable import SDLViews
import SDLViewsTesting

/// The flat sparse matrix behind the solver: rows and columns stay two views
/// of the same cells through every kind of edit, checked against a plain
/// dictionary model after each step of a seeded random run.
@Suite struct TableauTests {
    private typealias Model = [Int: (constant: Double, cells: [Int: Double])]

    private func check(_ tableau: Tableau, _ model: Model, symbols: Int) {
        #expect(tableau.consistencyProblems(simplex: false) == [], "the internal check agrees with the model")
        for id in 0..<symbols {
            #expect(tableau.isBasic(id) == (model[id] != nil))
            if let row = model[id] {
                #expect(tableau.constant(id) == row.constant)
                #expect(tableau.rowLength(id) == row.cells.count)
                var seen: [Int: Double] = [:]
                var cell = tableau.firstInRow(id)
                while cell != Tableau.none {
                    seen[tableau.symbol(at: cell).id] = tableau.value(cell)
                    #expect(tableau.basic(at: cell).id == id)
                    cell = tableau.nextInRow(cell)
                }
                #expect(seen == row.cells)
            }
            let holders = model.filter { $0.value.cells[id] != nil }.keys.sorted()
            #expect(tableau.column(id).map(\.id).sorted() == holders)
            #expect(tableau.columnCount(id) == holders.count)
        }
    }

    @Test func rowsAndColumnsAgreeThroughRandomEdits() {
        let tableau = Tableau()
        let symbols = 24
        for id in 0..<symbols { _ = tableau.addSymbol(id % 3 == 0 ? .external : .slack) }
        var model: Model = [:]
        var random = SeededGenerator(seed: 8)
        for _ in 0..<600 {
            let basic = Int.random(in: 0..<symbols, using: &random)
            let symbol = Int.random(in: 0..<symbols, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0 where model[basic] == nil:
                let row = SolverRow(constant: Double(basic))
                for other in 0..<symbols where other != basic && Bool.random(using: &random) && other % 4 == 1 {
                    row.insert(tableau.symbol(other), Double(other) + 0.5)
                }
                tableau.install(row, as: tableau.symbol(basic))
                model[basic] = (row.constant, Dictionary(uniqueKeysWithValues: row.cells.map { ($0.key.id, $0.value) }))
            case 1 where model[basic] != nil:
                let row = tableau.uninstall(tableau.symbol(basic))
                #expect(row?.constant == model[basic]?.constant)
                model[basic] = nil
            case 2 where model[basic] != nil && symbol != basic:
                let coefficient = Double(Int.random(in: -2...2, using: &random))
                tableau.add(tableau.symbol(symbol), coefficient, to: tableau.symbol(basic))
                let sum = (model[basic]!.cells[symbol] ?? 0) + coefficient
                model[basic]!.cells[symbol] = SolverRow.nearZero(sum) ? nil : sum
            case 3 where model[basic] != nil:
                #expect(tableau.remove(symbol, from: basic) == model[basic]!.cells.removeValue(forKey: symbol))
            case 4:
                tableau.removeColumn(symbol)
                for key in model.keys { model[key]!.cells[symbol] = nil }
            case 5:
                tableau.compact()  // the layout changes, the matrix must not
            default:
                continue
            }
            check(tableau, model, symbols: symbols)
        }
    }

    /// After churn, compaction lays each row out as one run of adjacent
    /// cells, rows in id order, and links every column in ascending row
    /// order; it runs only once enough cells were linked since the last one.
    @Test func compactionMakesRowsContiguous() {
        let tableau = Tableau()
        for _ in 0..<40 { _ = tableau.addSymbol(.slack) }
        let s = (0..<40).map { tableau.symbol($0) }
        for basic in 0..<10 {
            let row = SolverRow(constant: Double(basic))
            for other in stride(from: 10 + basic, to: 40, by: 3) { row.insert(s[other], Double(other)) }
            tableau.install(row, as: s[basic])
        }
        // Interleave growth of every row so that no row's cells are adjacent.
        for other in 10..<40 {
            for basic in 0..<10 { tableau.add(s[other], 0.25, to: s[basic]) }
        }
        let live = tableau.liveCells
        #expect(live == 10 * 30)
        #expect(tableau.compactIfScattered(threshold: 0.5))  // far more than half the cells were linked
        #expect(!tableau.compactIfScattered(threshold: 0.5))  // nothing linked since
        #expect(tableau.liveCells == live)
        var expectedCell: Int32 = 0
        for basic in 0..<10 {
            var cell = tableau.firstInRow(basic)
            while cell != Tableau.none {
                #expect(cell == expectedCell)
                expectedCell += 1
                cell = tableau.nextInRow(cell)
            }
        }
        for other in 10..<40 {
            let column = tableau.column(other).map(\.id)
            #expect(column == Array(0..<10))
            #expect(
                tableau.coefficient(of: other, in: 3)
                    == (other >= 13 && (other - 13) % 3 == 0 ? Double(other) + 0.25 : 0.25))
        }
    }

    /// Substituting a symbol rewrites exactly the rows that held it, reports
    /// each with its new constant, and leaves its column empty.
    @Test func substituteRewritesEveryHolder() {
        let tableau = Tableau()
        for _ in 0..<6 { _ = tableau.addSymbol(.slack) }
        let s = (0..<6).map { tableau.symbol($0) }
        for basic in [1, 2] {
            let row = SolverRow(constant: 10)
            row.insert(s[0], Double(basic))
            row.insert(s[3], 1)
            tableau.install(row, as: s[basic])
        }
        let replacement = SolverRow(constant: 2)  // s0 = 2 − s3 + s4
        replacement.insert(s[3], -1)
        replacement.insert(s[4], 1)
        var visited: [Int: Double] = [:]
        tableau.substitute(s[0], by: replacement) { visited[$0.id] = $1 }
        #expect(visited == [1: 12, 2: 14])
        #expect(tableau.columnCount(0) == 0)
        #expect(tableau.coefficient(of: 3, in: 1) == 0)  // 1 − 1·1 cancels
        #expect(tableau.coefficient(of: 3, in: 2) == -1)
        #expect(tableau.coefficient(of: 4, in: 2) == 2)
        #expect(tableau.columnCount(3) == 1)
    }

    /// Long rows (a chain's expansion): every cell of the replacement lands
    /// once, cancelled cells leave both the row and their columns.
    @Test func substituteIntoLongRowsKeepsEveryCell() {
        let tableau = Tableau()
        for _ in 0..<300 { _ = tableau.addSymbol(.slack) }
        let s = (0..<300).map { tableau.symbol($0) }
        let target = SolverRow(constant: 0)
        target.insert(s[0], 2)
        for id in 10..<110 { target.insert(s[id], 1) }
        tableau.install(target, as: s[1])
        let replacement = SolverRow(constant: 1)  // cancels 10..<60, adds to 60..<110, brings 200..<250
        for id in 10..<60 { replacement.insert(s[id], -0.5) }
        for id in 60..<110 { replacement.insert(s[id], 1) }
        for id in 200..<250 { replacement.insert(s[id], 3) }
        tableau.substitute(s[0], by: replacement) { _, _ in }
        #expect(tableau.constant(1) == 2)
        #expect(tableau.rowLength(1) == 100)
        #expect((10..<60).allSatisfy { tableau.coefficient(of: $0, in: 1) == 0 && tableau.columnCount($0) == 0 })
        #expect((60..<110).allSatisfy { tableau.coefficient(of: $0, in: 1) == 3 })
        #expect((200..<250).allSatisfy { tableau.coefficient(of: $0, in: 1) == 6 && tableau.columnCount($0) == 1 })
    }
}
