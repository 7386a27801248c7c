import Foundation

/// The heights of one section's rows: a uniform height for all of them until
/// some row differs, then a Fenwick tree of the differences, so a row's
/// offset, the row at an offset and a height change each cost O(log n) and
/// a table of uniform rows stores nothing per row.
struct RowHeights {
    private(set) var count: Int
    private(set) var uniform: CGFloat
    /// Fenwick tree (1-based) of `height - uniform`; nil while every row has the uniform height.
    private var tree: [CGFloat]?
    /// The heights that differ from `uniform`, by row.
    private var exceptions: [Int: CGFloat] = [:]

    init(count: Int, uniform: CGFloat) {
        self.count = max(0, count)
        self.uniform = uniform
    }

    /// The height of `row`.
    func height(of row: Int) -> CGFloat { exceptions[row] ?? uniform }

    /// The total height of the rows before `row`.
    func offset(of row: Int) -> CGFloat {
        let clamped = min(max(row, 0), count)
        return CGFloat(clamped) * uniform + treeSum(upTo: clamped)
    }

    /// The total height.
    var total: CGFloat { offset(of: count) }

    /// Changes one row's height.
    mutating func setHeight(_ height: CGFloat, of row: Int) {
        guard row >= 0 && row < count else { return }
        let delta = height - self.height(of: row)
        guard delta != 0 else { return }
        if height == uniform { exceptions[row] = nil } else { exceptions[row] = height }
        addToTree(delta, at: row)
    }

    /// The row containing `y` (measured from the first row's top), clamped to the rows.
    func row(at y: CGFloat) -> Int {
        guard count > 0 else { return 0 }
        guard let tree else {
            guard uniform > 0 else { return 0 }
            return min(max(Int((y / uniform).rounded(.down)), 0), count - 1)
        }
        // Fenwick descent: the largest k with offset(k) <= y.
        var position = 0
        var remaining = y
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count {
                let span = tree[next] + CGFloat(step) * uniform
                if span <= remaining {
                    position = next
                    remaining -= span
                }
            }
            step /= 2
        }
        return min(position, count - 1)
    }

    /// Inserts `number` rows of `height` before `row`, shifting the later rows' exceptions (O(n) when any exist).
    mutating func insert(_ number: Int, at row: Int, height: CGFloat) {
        let old = exceptions
        count += number
        rebuild(
            exceptions: old.reduce(into: [:]) { result, entry in
                result[entry.key >= row ? entry.key + number : entry.key] = entry.value
            })
        for index in row..<(row + number) { setHeight(height, of: index) }
    }

    /// Removes the rows in `range`.
    mutating func remove(_ range: Range<Int>) {
        let old = exceptions
        count -= range.count
        rebuild(
            exceptions: old.reduce(into: [:]) { result, entry in
                if range.contains(entry.key) { return }
                result[entry.key >= range.upperBound ? entry.key - range.count : entry.key] = entry.value
            })
    }

    private mutating func rebuild(exceptions newExceptions: [Int: CGFloat]) {
        tree = nil
        exceptions = [:]
        for (row, height) in newExceptions where row < count { setHeight(height, of: row) }
    }

    private func treeSum(upTo end: Int) -> CGFloat {
        guard let tree else { return 0 }
        var sum: CGFloat = 0
        var index = end
        while index > 0 {
            sum += tree[index]
            index &= index - 1
        }
        return sum
    }

    private mutating func addToTree(_ delta: CGFloat, at row: Int) {
        if tree == nil { tree = Array(repeating: 0, count: count + 1) }
        var index = row + 1
        while index <= count {
            tree![index] += delta
            index += index & -index
        }
    }
}
