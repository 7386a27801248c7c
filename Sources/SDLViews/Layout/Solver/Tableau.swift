/// The installed rows of the simplex tableau as one sparse matrix in flat
/// storage: `basic = constant + Σ coefficient·symbol` for every basic symbol.
///
/// Why not one object per row: a root-width edit of a 1,000-row stack touches
/// about 6,000 rows and re-evaluates 2,000 to 6,000 variables, so the cost per
/// row is what matters. Separate row objects with their own cell arrays and a
/// hashed set per column cost a retain and release per row, a hash walk per
/// column entry and three cache misses per row. Here:
/// - one slot per symbol id (row constant, row and column heads) in a single
///   buffer, beside dense per-symbol arrays of kinds, flags and values;
/// - every cell in one pool, linked into its row (singly, rows are short)
///   and into its column (doubly, columns can be long, as the root width's
///   marker is in thousands of rows), so inserting or removing a cell is
///   O(1) after the short row walk, and a column walk reads each
///   coefficient directly, with no lookup in the row;
/// - freed cells are reused through a free list.
///
/// The buffers are raw memory owned by this object: no reference counting,
/// no copy-on-write checks and no bounds checks in the solver's inner loops.
/// Every index handed out is checked by `assert` in debug builds.
///
/// Cell order in a row is insertion order, as `RowCells` had it. The solver
/// never lets a pivot depend on the order of a row or a column.
final class Tableau {
    private struct Cell {
        var value: Double
        var symbol: Int32
        var basic: Int32
        var rowNext: Int32
        var columnNext: Int32
        var columnPrev: Int32
        var symbolKind: SolverSymbol.Kind
        var basicKind: SolverSymbol.Kind
    }

    /// A symbol's row and column (32 bytes: two per cache line). Its kind,
    /// flags and evaluated value live in separate dense arrays: evaluating
    /// rows after an edit tests the flags of every reference and reads
    /// their values, and at 10,000 stack rows (220,000 symbols) a byte of
    /// flags per symbol stays in the cache where 48-byte slots did not.
    private struct Slot {
        var constant = 0.0
        var rowHead: Int32 = Tableau.none
        var rowLength: Int32 = 0
        var columnHead: Int32 = Tableau.none
        var columnCount: Int32 = 0
        /// `substitute`'s index of the row it is rewriting: this symbol's
        /// cell there, valid while `markStamp` is the current stamp.
        var markedCell: Int32 = Tableau.none
        var markStamp: UInt32 = 0
    }

    /// Per-symbol flags, one byte each.
    private struct Flags: OptionSet {
        let rawValue: UInt8
        static let basic = Flags(rawValue: 1)
        /// The row changed since the value was last read out (solver's use).
        static let dirty = Flags(rawValue: 2)
        /// Waiting to be evaluated in the current refresh (solver's use).
        static let pending = Flags(rawValue: 4)
        /// In the solver's list of entering candidates.
        static let candidate = Flags(rawValue: 8)
    }

    /// The end of a row or a column.
    static let none: Int32 = -1

    private var slots: UnsafeMutablePointer<Slot>
    private var flags: UnsafeMutablePointer<Flags>
    private var kinds: UnsafeMutablePointer<SolverSymbol.Kind>
    /// The solver's last evaluated value of each external symbol.
    private var values: UnsafeMutablePointer<Double>
    private var slotCapacity = 64
    /// Number of symbols (ids `0 ..< symbolCount`).
    private(set) var symbolCount = 0

    private var cells: UnsafeMutablePointer<Cell>
    private var cellCapacity = 256
    private var cellHighWater: Int32 = 0
    private var freeCells: Int32 = Tableau.none
    /// Cells in use (linked into a row and a column).
    private(set) var liveCells = 0
    /// Cells linked since the pool was last laid out row by row: a measure
    /// of how scattered the rows have become (see `compactIfScattered`).
    private var linkedSinceCompaction = 0
    private var stamp: UInt32 = 0

    init() {
        slots = .allocate(capacity: slotCapacity)
        flags = .allocate(capacity: slotCapacity)
        kinds = .allocate(capacity: slotCapacity)
        values = .allocate(capacity: slotCapacity)
        cells = .allocate(capacity: cellCapacity)
    }

    deinit {
        slots.deallocate()
        flags.deallocate()
        kinds.deallocate()
        values.deallocate()
        cells.deallocate()
    }

    // MARK: Symbols

    /// Adds a symbol of `kind` (parametric, in no row) and returns its id.
    func addSymbol(_ kind: SolverSymbol.Kind) -> Int {
        if symbolCount == slotCapacity {
            slots = Tableau.grow(slots, from: slotCapacity, to: slotCapacity * 2)
            flags = Tableau.grow(flags, from: slotCapacity, to: slotCapacity * 2)
            kinds = Tableau.grow(kinds, from: slotCapacity, to: slotCapacity * 2)
            values = Tableau.grow(values, from: slotCapacity, to: slotCapacity * 2)
            slotCapacity *= 2
        }
        (slots + symbolCount).initialize(to: Slot())
        (flags + symbolCount).initialize(to: [])
        (kinds + symbolCount).initialize(to: kind)
        (values + symbolCount).initialize(to: 0)
        symbolCount += 1
        return symbolCount - 1
    }

    /// Forgets every symbol and row (the buffers are kept).
    func reset() {
        symbolCount = 0
        cellHighWater = 0
        freeCells = Tableau.none
        liveCells = 0
        linkedSinceCompaction = 0
    }

    @inline(__always) func isBasic(_ id: Int) -> Bool { has(.basic, id) }
    @inline(__always) func symbol(_ id: Int) -> SolverSymbol {
        assert(id >= 0 && id < symbolCount, "symbol id out of range")
        return SolverSymbol(id: id, kind: kinds[id])
    }
    /// The constant of `basic`'s row.
    @inline(__always) func constant(_ basic: Int) -> Double { slot(basic).constant }
    /// How many rows hold `id`.
    @inline(__always) func columnCount(_ id: Int) -> Int { Int(slot(id).columnCount) }
    /// How many cells `basic`'s row has.
    @inline(__always) func rowLength(_ basic: Int) -> Int { Int(slot(basic).rowLength) }

    // MARK: The solver's per-symbol state

    /// The last evaluated value of external `id`.
    @inline(__always) func value(of id: Int) -> Double {
        assert(id >= 0 && id < symbolCount, "symbol id out of range")
        return values[id]
    }
    @inline(__always) func setValue(_ value: Double, of id: Int) { values[id] = value }
    /// Whether `id`'s row changed since its value was last read out.
    @inline(__always) func isDirty(_ id: Int) -> Bool { has(.dirty, id) }
    @inline(__always) func setDirty(_ dirty: Bool, _ id: Int) { set(.dirty, dirty, id) }
    /// Whether `id` is in the solver's list of entering candidates.
    @inline(__always) func isCandidate(_ id: Int) -> Bool { has(.candidate, id) }
    @inline(__always) func setCandidate(_ candidate: Bool, _ id: Int) { set(.candidate, candidate, id) }
    /// Whether `id` waits to be evaluated in the current refresh.
    @inline(__always) func isPending(_ id: Int) -> Bool { has(.pending, id) }
    @inline(__always) func setPending(_ pending: Bool, _ id: Int) { set(.pending, pending, id) }

    @inline(__always) private func has(_ flag: Flags, _ id: Int) -> Bool {
        assert(id >= 0 && id < symbolCount, "symbol id out of range")
        return flags[id].contains(flag)
    }

    @inline(__always) private func set(_ flag: Flags, _ on: Bool, _ id: Int) {
        if on { flags[id].insert(flag) } else { flags[id].remove(flag) }
    }

    /// Adds `delta` to the constant of `basic`'s row; returns the new constant.
    @discardableResult
    func addConstant(_ delta: Double, to basic: Int) -> Double {
        assert(isBasic(basic))
        slots[basic].constant += delta
        return slots[basic].constant
    }

    // MARK: Cursors (no allocation, no closure)

    @inline(__always) func firstInRow(_ basic: Int) -> Int32 { slot(basic).rowHead }
    @inline(__always) func nextInRow(_ cell: Int32) -> Int32 { self.cell(cell).rowNext }
    @inline(__always) func firstInColumn(_ id: Int) -> Int32 { slot(id).columnHead }
    @inline(__always) func nextInColumn(_ cell: Int32) -> Int32 { self.cell(cell).columnNext }
    @inline(__always) func value(_ cell: Int32) -> Double { self.cell(cell).value }
    @inline(__always) func symbol(at cell: Int32) -> SolverSymbol {
        let c = self.cell(cell)
        return SolverSymbol(id: Int(c.symbol), kind: c.symbolKind)
    }
    @inline(__always) func basic(at cell: Int32) -> SolverSymbol {
        let c = self.cell(cell)
        return SolverSymbol(id: Int(c.basic), kind: c.basicKind)
    }

    /// The basic symbols whose rows hold `id`, in no particular order.
    func column(_ id: Int) -> [SolverSymbol] {
        var result: [SolverSymbol] = []
        result.reserveCapacity(columnCount(id))
        var cell = firstInColumn(id)
        while cell != Tableau.none {
            result.append(basic(at: cell))
            cell = nextInColumn(cell)
        }
        return result
    }

    /// The coefficient of `id` in `basic`'s row (0 if absent).
    func coefficient(of id: Int, in basic: Int) -> Double {
        let cell = find(id, in: basic).cell
        return cell == Tableau.none ? 0 : self.cell(cell).value
    }

    // MARK: Rows

    /// Makes `row` the row of `basic` (which must not be basic).
    func install(_ row: SolverRow, as basic: SolverSymbol) {
        assert(!isBasic(basic.id))
        set(.basic, true, basic.id)
        slots[basic.id].constant = row.constant
        var tail = Tableau.none
        let keys = row.cells.keys, values = row.cells.values
        for i in keys.indices {
            tail = link(keys[i], values[i], into: basic, after: tail)
        }
    }

    /// Takes `basic`'s row out of the tableau; nil if `basic` is parametric.
    func uninstall(_ basic: SolverSymbol) -> SolverRow? {
        guard isBasic(basic.id) else { return nil }
        let row = copyRow(basic.id)
        var cell = slots[basic.id].rowHead
        while cell != Tableau.none {
            let next = cells[Int(cell)].rowNext
            unlinkFromColumn(cell)
            release(cell)
            cell = next
        }
        slots[basic.id].rowHead = Tableau.none
        slots[basic.id].rowLength = 0
        set(.basic, false, basic.id)
        slots[basic.id].constant = 0
        return row
    }

    /// A copy of `basic`'s row, outside the tableau.
    func copyRow(_ basic: Int) -> SolverRow {
        let row = SolverRow(constant: constant(basic))
        row.cells.reserveCapacity(rowLength(basic))
        var cell = firstInRow(basic)
        while cell != Tableau.none {
            row.cells.append(symbol(at: cell), value(cell))
            cell = nextInRow(cell)
        }
        return row
    }

    /// Adds `coefficient·symbol` to `basic`'s row, dropping the cell if the
    /// sum is ~0.
    func add(_ symbol: SolverSymbol, _ coefficient: Double, to basic: SolverSymbol) {
        let (cell, previous) = find(symbol.id, in: basic.id)
        if cell == Tableau.none {
            guard !SolverRow.nearZero(coefficient) else { return }
            _ = link(symbol, coefficient, into: basic, after: previous)  // `find` left it at the last cell
            return
        }
        let updated = cells[Int(cell)].value + coefficient
        if SolverRow.nearZero(updated) {
            unlink(cell, after: previous)
        } else {
            cells[Int(cell)].value = updated
        }
    }

    /// Removes `id`'s cell from `basic`'s row; its coefficient, if any.
    @discardableResult
    func remove(_ id: Int, from basic: Int) -> Double? {
        let (cell, previous) = find(id, in: basic)
        guard cell != Tableau.none else { return nil }
        let value = cells[Int(cell)].value
        unlink(cell, after: previous)
        return value
    }

    /// Removes `id` from every row that holds it.
    func removeColumn(_ id: Int) {
        while slot(id).columnHead != Tableau.none {
            let cell = slot(id).columnHead
            remove(id, from: Int(cells[Int(cell)].basic))
        }
    }

    /// Replaces `symbol` by `row` (which must not hold it) in every row that
    /// holds it; `visit` sees each changed basic symbol and its new constant.
    func substitute(_ symbol: SolverSymbol, by row: SolverRow, visit: (SolverSymbol, Double) -> Void) {
        while slot(symbol.id).columnHead != Tableau.none {
            let cell = slot(symbol.id).columnHead
            let basic = self.basic(at: cell)
            let c = remove(symbol.id, from: basic.id) ?? 0
            let constant = addConstant(c * row.constant, to: basic.id)
            addScaled(row, c, to: basic)
            visit(basic, constant)
        }
    }

    /// Adds `factor·row` to `basic`'s row in time linear in both rows (rows
    /// of a long chain can hold thousands of cells, where a walk per added
    /// cell would be quadratic): the target's cells are first indexed by
    /// symbol through a stamp in the slots, and cells that cancel are
    /// unlinked in one pass at the end.
    private func addScaled(_ row: SolverRow, _ factor: Double, to basic: SolverSymbol) {
        stamp &+= 1
        if stamp == 0 { clearMarks() }
        var tail = Tableau.none
        var cell = slots[basic.id].rowHead
        while cell != Tableau.none {
            let id = Int(cells[Int(cell)].symbol)
            slots[id].markedCell = cell
            slots[id].markStamp = stamp
            tail = cell
            cell = cells[Int(cell)].rowNext
        }
        var cancelled = false
        let keys = row.cells.keys, values = row.cells.values
        for i in keys.indices {
            let coefficient = factor * values[i], id = keys[i].id
            if slots[id].markStamp == stamp {
                let target = Int(slots[id].markedCell)
                cells[target].value += coefficient
                if SolverRow.nearZero(cells[target].value) { cancelled = true }
            } else if !SolverRow.nearZero(coefficient) {
                tail = link(keys[i], coefficient, into: basic, after: tail)
                slots[id].markedCell = tail
                slots[id].markStamp = stamp
            }
        }
        if cancelled { unlinkCancelledCells(of: basic.id) }
    }

    private func unlinkCancelledCells(of basic: Int) {
        var previous = Tableau.none
        var cell = slots[basic].rowHead
        while cell != Tableau.none {
            let next = cells[Int(cell)].rowNext
            if SolverRow.nearZero(cells[Int(cell)].value) {
                unlink(cell, after: previous)
            } else {
                previous = cell
            }
            cell = next
        }
    }

    /// The stamp wrapped around: no mark may look current by accident.
    private func clearMarks() {
        for id in 0..<symbolCount { slots[id].markStamp = 0 }
        stamp = 1
    }

    // MARK: Locality

    /// Lays the cell pool out again, row after row in basic-id order, when
    /// at least `threshold` × the live cells were linked since the last
    /// layout. Call only between operations (no cursor may be held).
    ///
    /// Why: pivots and substitutions link cells wherever the free list has
    /// room, so after a build every row's cells are scattered over the pool
    /// and a row walk is a cache miss per cell. At 10,000 stack rows (half a
    /// million cells, 16 MB) that made evaluating after an edit memory-bound.
    /// Laid out again, a row is one run of adjacent cells, and rows of
    /// neighbouring symbols (one view's, one stack row's) are neighbours.
    /// The cost, one pass over the cells and slots, is paid back by the
    /// links that made the pool scattered (amortised O(1) per link).
    @discardableResult
    func compactIfScattered(threshold: Double = 0.5) -> Bool {
        guard liveCells > 0, Double(linkedSinceCompaction) >= threshold * Double(liveCells) else { return false }
        compact()
        return true
    }

    /// Rows are kept in their cell order; columns come out in ascending
    /// basic id (the solver never depends on either order).
    func compact() {
        let capacity = Swift.max(256, liveCells + liveCells / 2)
        let fresh = UnsafeMutablePointer<Cell>.allocate(capacity: capacity)
        var next: Int32 = 0
        for basic in 0..<symbolCount where isBasic(basic) {
            var cell = slots[basic].rowHead
            if cell != Tableau.none { slots[basic].rowHead = next }
            while cell != Tableau.none {
                var moved = cells[Int(cell)]
                cell = moved.rowNext
                moved.rowNext = cell == Tableau.none ? Tableau.none : next + 1
                fresh[Int(next)] = moved
                next += 1
            }
        }
        for id in 0..<symbolCount { slots[id].columnHead = Tableau.none }
        // Backwards, so that each column is linked in ascending row order.
        var index = next - 1
        while index >= 0 {
            let id = Int(fresh[Int(index)].symbol), head = slots[id].columnHead
            fresh[Int(index)].columnNext = head
            fresh[Int(index)].columnPrev = Tableau.none
            if head != Tableau.none { fresh[Int(head)].columnPrev = index }
            slots[id].columnHead = index
            index -= 1
        }
        cells.deallocate()
        cells = fresh
        cellCapacity = capacity
        cellHighWater = next
        freeCells = Tableau.none
        linkedSinceCompaction = 0
        assert(Int(next) == liveCells)
    }

    // MARK: Cells

    @inline(__always) private func slot(_ id: Int) -> Slot {
        assert(id >= 0 && id < symbolCount, "symbol id out of range")
        return slots[id]
    }

    @inline(__always) private func cell(_ index: Int32) -> Cell {
        assert(index >= 0 && index < cellHighWater, "cell index out of range")
        return cells[Int(index)]
    }

    /// `id`'s cell in `basic`'s row and the cell before it (or `none`);
    /// when absent, `previous` is the row's last cell.
    private func find(_ id: Int, in basic: Int) -> (cell: Int32, previous: Int32) {
        var previous = Tableau.none
        var cell = slot(basic).rowHead
        let target = Int32(id)
        while cell != Tableau.none {
            if cells[Int(cell)].symbol == target { return (cell, previous) }
            previous = cell
            cell = cells[Int(cell)].rowNext
        }
        return (Tableau.none, previous)
    }

    /// Links a new cell into `basic`'s row after `previous` (or first) and at
    /// the head of `symbol`'s column; returns it.
    private func link(_ symbol: SolverSymbol, _ value: Double, into basic: SolverSymbol, after previous: Int32) -> Int32
    {
        let index = allocateCell()
        let columnHead = slots[symbol.id].columnHead
        let rowNext = previous == Tableau.none ? slots[basic.id].rowHead : cells[Int(previous)].rowNext
        cells[Int(index)] = Cell(
            value: value, symbol: Int32(symbol.id), basic: Int32(basic.id), rowNext: rowNext,
            columnNext: columnHead, columnPrev: Tableau.none,
            symbolKind: symbol.kind, basicKind: basic.kind)
        if columnHead != Tableau.none { cells[Int(columnHead)].columnPrev = index }
        slots[symbol.id].columnHead = index
        slots[symbol.id].columnCount += 1
        if previous == Tableau.none { slots[basic.id].rowHead = index } else { cells[Int(previous)].rowNext = index }
        slots[basic.id].rowLength += 1
        liveCells += 1
        linkedSinceCompaction += 1
        return index
    }

    /// Unlinks `cell` (preceded by `previous` in its row) from its row and
    /// column and frees it.
    private func unlink(_ cell: Int32, after previous: Int32) {
        let basic = Int(cells[Int(cell)].basic)
        let next = cells[Int(cell)].rowNext
        if previous == Tableau.none { slots[basic].rowHead = next } else { cells[Int(previous)].rowNext = next }
        slots[basic].rowLength -= 1
        unlinkFromColumn(cell)
        release(cell)
    }

    private func unlinkFromColumn(_ cell: Int32) {
        let c = cells[Int(cell)]
        if c.columnPrev == Tableau.none {
            slots[Int(c.symbol)].columnHead = c.columnNext
        } else {
            cells[Int(c.columnPrev)].columnNext = c.columnNext
        }
        if c.columnNext != Tableau.none { cells[Int(c.columnNext)].columnPrev = c.columnPrev }
        slots[Int(c.symbol)].columnCount -= 1
    }

    private func allocateCell() -> Int32 {
        if freeCells != Tableau.none {
            let index = freeCells
            freeCells = cells[Int(index)].rowNext
            return index
        }
        if Int(cellHighWater) == cellCapacity {
            cells = Tableau.grow(cells, from: cellCapacity, to: cellCapacity * 2)
            cellCapacity *= 2
        }
        precondition(cellHighWater < Int32.max, "tableau cell pool exhausted")
        cellHighWater += 1
        return cellHighWater - 1
    }

    private func release(_ cell: Int32) {
        cells[Int(cell)].rowNext = freeCells
        freeCells = cell
        liveCells -= 1
    }

    private static func grow<T>(_ buffer: UnsafeMutablePointer<T>, from count: Int, to capacity: Int)
        -> UnsafeMutablePointer<T>
    {
        let grown = UnsafeMutablePointer<T>.allocate(capacity: capacity)
        grown.moveInitialize(from: buffer, count: count)
        buffer.deallocate()
        return grown
    }
}
