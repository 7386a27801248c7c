/// The cells (`symbol → coefficient`) of a `SolverRow`, stored flat.
///
/// Tableau rows are short (a handful of symbols), so two parallel arrays
/// searched linearly beat a `Dictionary`: no hashing per lookup, one
/// contiguous buffer per row to walk in the hot loops (substitution,
/// evaluation, constant edits). Rows that grow long (the objective holds
/// every error symbol) get a symbol → position index once they pass
/// `indexThreshold`, keeping lookups O(1) there: a dense table indexed by
/// symbol id (ids are small and consecutive), so that no lookup hashes.
/// Removal swaps the last cell into the hole, so the order of the cells is
/// arbitrary: the solver never lets a pivot depend on it (see
/// `ConstraintSolver`).
struct RowCells: Sequence {
    static let indexThreshold = 32
    static let initialCapacity = 16

    private(set) var keys: [SolverSymbol] = []
    private(set) var values: [Double] = []
    /// Position + 1 of each symbol's cell, by symbol id (0: none).
    private var index: [Int32]?

    var count: Int { keys.count }
    var isEmpty: Bool { keys.isEmpty }

    init() {}

    /// The position of `symbol`'s cell, if any.
    func position(of symbol: SolverSymbol) -> Int? {
        if let index {
            guard symbol.id < index.count else { return nil }
            let stored = index[symbol.id]
            return stored == 0 ? nil : Int(stored) - 1
        }
        let id = symbol.id
        return keys.withUnsafeBufferPointer { buffer in
            for i in buffer.indices where buffer[i].id == id { return i }
            return nil
        }
    }

    subscript(symbol: SolverSymbol) -> Double? {
        position(of: symbol).map { values[$0] }
    }

    /// Appends a cell for a symbol that has none.
    mutating func append(_ symbol: SolverSymbol, _ coefficient: Double) {
        // Most rows stay within a few cells: one allocation per array
        // instead of regrowing 1 → 2 → 4 → 8.
        if keys.capacity == 0 { reserveCapacity(RowCells.initialCapacity) }
        setIndex(of: symbol.id, to: keys.count)
        keys.append(symbol)
        values.append(coefficient)
        if index == nil && keys.count > RowCells.indexThreshold { buildIndex() }
    }

    mutating func setValue(_ value: Double, at position: Int) { values[position] = value }

    /// Removes every cell, keeping the storage (and the index, emptied).
    mutating func removeAll() {
        if index != nil {
            for key in keys { index![key.id] = 0 }
        }
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }

    /// Removes the cell at `position` (the last cell takes its place).
    @discardableResult
    mutating func remove(at position: Int) -> Double {
        let value = values[position]
        let last = keys.count - 1
        setIndex(of: keys[position].id, to: nil)
        if position != last {
            keys[position] = keys[last]
            values[position] = values[last]
            setIndex(of: keys[position].id, to: position)
        }
        keys.removeLast()
        values.removeLast()
        return value
    }

    @discardableResult
    mutating func removeValue(forKey symbol: SolverSymbol) -> Double? {
        guard let position = position(of: symbol) else { return nil }
        return remove(at: position)
    }

    /// Multiplies every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        values.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices { buffer[i] *= factor }
        }
    }

    /// Makes room for `capacity` cells, growing geometrically: an exact
    /// reserve per merge (the objective takes a few cells at a time into
    /// tens of thousands) would copy the whole row each time.
    mutating func reserveCapacity(_ capacity: Int) {
        guard capacity > keys.capacity || capacity > values.capacity else { return }
        let grown = Swift.max(capacity, 2 * Swift.min(keys.capacity, values.capacity))
        keys.reserveCapacity(grown)
        values.reserveCapacity(grown)
    }

    private mutating func setIndex(of id: Int, to position: Int?) {
        guard index != nil else { return }
        if id >= index!.count {
            guard position != nil else { return }
            index!.append(contentsOf: repeatElement(0, count: Swift.max(id + 1, index!.count * 2) - index!.count))
        }
        index![id] = position.map { Int32($0 + 1) } ?? 0
    }

    private mutating func buildIndex() {
        let largest = keys.map(\.id).max() ?? 0
        var built = [Int32](repeating: 0, count: Swift.max(largest + 1, 64))
        for (position, symbol) in keys.enumerated() { built[symbol.id] = Int32(position + 1) }
        index = built
    }

    struct Iterator: IteratorProtocol {
        fileprivate let cells: RowCells
        fileprivate var position = 0
        mutating func next() -> (key: SolverSymbol, value: Double)? {
            guard position < cells.keys.count else { return nil }
            defer { position += 1 }
            return (cells.keys[position], cells.values[position])
        }
    }

    func makeIterator() -> Iterator { Iterator(cells: self) }
}
