/// Longest increasing subsequence (patience sorting, O(n log n)): the diff keeps the
/// longest run of items already in order and moves only the rest.
enum IncreasingRun {
    /// Positions in `values` (distinct integers) of one longest strictly increasing subsequence.
    static func longest(in values: [Int]) -> Set<Int> {
        // tails[k]: position of the smallest last value of an increasing run of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run = Set<Int>()
        var position = tails.last ?? -1
        while position >= 0 {
            run.insert(position)
            position = previous[position]
        }
        return run
    }
}
