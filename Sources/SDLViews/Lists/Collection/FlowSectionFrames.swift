import Foundation

/// One section of a flow layout, computed by `prepare()`: the header, item and footer
/// frames, and for each item the extent of its line along the scroll axis (both ascending,
/// so the visible items are found by binary search).
struct FlowSectionFrames {
    var header: CGRect?
    var footer: CGRect?
    var items: [CGRect] = []
    var lineStarts: [CGFloat] = []
    var lineEnds: [CGFloat] = []
    /// The section's extent along the scroll axis, header and footer included.
    var start: CGFloat = 0
    var end: CGFloat = 0
    /// Set instead of `items` and the line extents when every item has one size.
    var uniform: UniformFlowLines?

    var itemCount: Int { uniform?.count ?? items.count }

    func frame(of item: Int) -> CGRect { uniform?.frame(of: item) ?? items[item] }

    /// The items whose lines meet `start...end` along the scroll axis.
    func itemRange(from start: CGFloat, to end: CGFloat) -> Range<Int> {
        if let uniform { return uniform.itemRange(from: start, to: end) }
        let first = firstIndex { lineEnds[$0] >= start }
        let last = firstIndex { lineStarts[$0] > end }
        return first..<max(first, last)
    }

    private func firstIndex(where predicate: (Int) -> Bool) -> Int {
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
