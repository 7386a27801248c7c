/// Running totals over an array of positive counts that change one at a time
/// (a Fenwick tree): a paragraph's start offset, a paragraph's first line, and
/// "which paragraph holds offset (or line) n" cost O(log n) after an edit
/// instead of re-adding everything after the edited paragraph (typing at the
/// top of 5,000,000 lines re-added 5,000,000 starts per keystroke).
///
/// Inserting or removing entries rebuilds the tree in linear time: a paste
/// of n paragraphs costs n anyway.
struct PrefixSums {
    private(set) var values: [Int]
    /// 1-based Fenwick sums: `tree[i - 1]` covers `values[(i - (i & -i))..<i]`.
    private var tree: [Int]
    private(set) var total: Int

    init(_ values: [Int]) {
        self.values = values
        tree = []
        total = 0
        rebuild()
    }

    var count: Int { values.count }

    subscript(index: Int) -> Int { values[index] }

    /// Sets one value, O(log n).
    mutating func set(_ index: Int, to value: Int) {
        let delta = value - values[index]
        guard delta != 0 else { return }
        values[index] = value
        total += delta
        var node = index + 1
        while node <= tree.count {
            tree[node - 1] += delta
            node += node & -node
        }
    }

    /// The sum of `values[0..<index]`.
    func prefix(_ index: Int) -> Int {
        var sum = 0, node = min(index, tree.count)
        while node > 0 {
            sum += tree[node - 1]
            node -= node & -node
        }
        return sum
    }

    /// The index whose span holds `position` (the largest `i` with
    /// `prefix(i) <= position`), clamped to the last index.
    func index(containing position: Int) -> Int {
        var index = 0, remaining = position
        var step = 1
        while step * 2 <= tree.count { step *= 2 }
        while step > 0 {
            let next = index + step
            if next <= tree.count && tree[next - 1] <= remaining {
                index = next
                remaining -= tree[next - 1]
            }
            step /= 2
        }
        return min(index, max(values.count - 1, 0))
    }

    /// Replaces `range` with `newValues`: point updates when as many come as
    /// go (typing), else a linear rebuild.
    mutating func replaceSubrange<C: Collection<Int>>(_ range: Range<Int>, with newValues: C) {
        if newValues.count == range.count {
            for (offset, value) in newValues.enumerated() { set(range.lowerBound + offset, to: value) }
            return
        }
        values.replaceSubrange(range, with: newValues)
        rebuild()
    }

    private mutating func rebuild() {
        tree = values
        total = 0
        for value in values { total += value }
        let n = tree.count
        var node = 1
        while node <= n {
            let parent = node + (node & -node)
            if parent <= n { tree[parent - 1] += tree[node - 1] }
            node += 1
        }
    }
}
