import Foundation

/// A uniform grid over a focus scope's item frames (window coordinates), so
/// a directional search visits only the cells ahead of the focused item
/// instead of every item (issue 41: an arrow step among 10,000 buttons was
/// linear). It answers exactly what `FocusMovement.best` answers over the
/// same frames: every visited item is scored by `FocusMovement.score`, ties
/// go to the lower index, and the search stops only when no cell left can
/// hold an item that scores as well as the best found (each cell's bound is
/// a conservative lower bound, so rounding can only make it look further).
///
/// Straight-ahead items (overlapping the focused frame across the
/// direction) beat diagonal ones, so the search first walks the band of
/// cells across from the focused frame, nearest first; only when nothing
/// lies straight ahead does it visit the cells of the whole half-plane in
/// order of their bound. Items that cover many cells are kept aside and
/// scored on every search, so no frame is registered in more than
/// `maxCellsPerItem` cells.
struct FocusSpatialGrid {
    let frames: [CGRect]
    private let minX: CGFloat, minY: CGFloat
    private let cellWidth: CGFloat, cellHeight: CGFloat
    private let columns: Int, rows: Int
    /// Item indices per cell (row-major), ascending.
    private let cells: [[Int]]
    /// Items covering more than `maxCellsPerItem` cells: scored every search.
    private let large: [Int]
    /// How far a cell's bound is pulled towards the focused frame against rounding.
    private let slack: CGFloat

    static let maxCellsPerItem = 16
    static let maxCellsPerAxis = 256

    /// Nil when a frame is not finite (the brute-force search decides those).
    init?(frames: [CGRect]) {
        guard !frames.isEmpty, frames.allSatisfy(Self.isFinite) else { return nil }
        var bounds = frames[0]
        for frame in frames.dropFirst() { bounds = bounds.union(frame) }
        guard Self.isFinite(bounds) else { return nil }
        self.frames = frames
        let cellCount = max(1, Double(frames.count) / 2)
        let aspect = bounds.height > 0 && bounds.width > 0 ? Double(bounds.width / bounds.height) : 1
        columns = Self.clampedAxis((cellCount * aspect).squareRoot())
        rows = Self.clampedAxis(cellCount / Double(columns))
        minX = bounds.minX
        minY = bounds.minY
        cellWidth = bounds.width > 0 ? bounds.width / CGFloat(columns) : 1
        cellHeight = bounds.height > 0 ? bounds.height / CGFloat(rows) : 1
        let magnitude = max(abs(bounds.minX), abs(bounds.maxX), abs(bounds.minY), abs(bounds.maxY))
        slack = 2 * max(cellWidth, cellHeight) + magnitude * 1e-9
        var cells = Array(repeating: [Int](), count: columns * rows)
        var large: [Int] = []
        for (index, frame) in frames.enumerated() {
            let (c0, c1) = (Self.cell(frame.minX, minX, cellWidth, columns), Self.cell(frame.maxX, minX, cellWidth, columns))
            let (r0, r1) = (Self.cell(frame.minY, minY, cellHeight, rows), Self.cell(frame.maxY, minY, cellHeight, rows))
            guard (c1 - c0 + 1) * (r1 - r0 + 1) <= Self.maxCellsPerItem else {
                large.append(index)
                continue
            }
            for row in r0...r1 { for column in c0...c1 { cells[row * columns + column].append(index) } }
        }
        self.cells = cells
        self.large = large
    }

    private static func isFinite(_ frame: CGRect) -> Bool {
        frame.minX.isFinite && frame.minY.isFinite && frame.maxX.isFinite && frame.maxY.isFinite
            && frame.width.isFinite && frame.height.isFinite
    }

    private static func clampedAxis(_ value: Double) -> Int {
        guard value.isFinite else { return 1 }
        return min(max(Int(value.rounded(.up)), 1), maxCellsPerAxis)
    }

    private static func cell(_ value: CGFloat, _ origin: CGFloat, _ size: CGFloat, _ count: Int) -> Int {
        let position = ((value - origin) / size).rounded(.down)
        guard position.isFinite else { return 0 }
        return min(max(Int(max(min(position, CGFloat(count)), -1)), 0), count - 1)
    }

    // MARK: Search

    /// The index `FocusMovement.best(from:heading:among: frames)` returns
    /// among the items `accept` lets through.
    func best(from origin: CGRect, heading: UIFocusHeading, accept: (Int) -> Bool) -> Int? {
        guard let axis = Axis(heading: heading), Self.isFinite(origin) else {
            return bruteForce(from: origin, heading: heading, accept: accept)
        }
        var best = Best()
        for index in large where accept(index) { best.consider(index, frames[index], origin, heading) }
        straightAhead(from: origin, axis: axis, heading: heading, accept: accept, into: &best)
        if best.score.map({ !$0.diagonal }) ?? false { return best.index }
        diagonal(from: origin, axis: axis, heading: heading, accept: accept, into: &best)
        return best.index
    }

    /// The reference: every frame scored.
    private func bruteForce(from origin: CGRect, heading: UIFocusHeading, accept: (Int) -> Bool) -> Int? {
        var best = Best()
        for index in frames.indices where accept(index) { best.consider(index, frames[index], origin, heading) }
        return best.index
    }

    private struct Best {
        var index: Int?
        var score: FocusMovement.Score?

        mutating func consider(_ index: Int, _ frame: CGRect, _ origin: CGRect, _ heading: UIFocusHeading) {
            guard let score = FocusMovement.score(of: frame, from: origin, heading: heading) else { return }
            if let best = self.score, let bestIndex = self.index {
                guard score < best || (!(best < score) && index < bestIndex) else { return }
            }
            (self.index, self.score) = (index, score)
        }
    }

    /// The cells across from `origin` (its band), walked along the heading nearest first.
    private func straightAhead(
        from origin: CGRect, axis: Axis, heading: UIFocusHeading, accept: (Int) -> Bool, into best: inout Best
    ) {
        let band = crossCells(axis.crossRange(of: origin), vertical: axis.vertical)
        for along in alongCells(from: origin, axis: axis) {
            if let score = best.score, !score.diagonal, alongBound(along, origin: origin, axis: axis) > score.gap {
                return
            }
            for cross in band { visit(cellAt(along: along, cross: cross, axis: axis), origin, heading, accept, &best) }
        }
    }

    /// Every cell ahead, in order of its bound (the smallest gap plus offset an item in it can have).
    private func diagonal(
        from origin: CGRect, axis: Axis, heading: UIFocusHeading, accept: (Int) -> Bool, into best: inout Best
    ) {
        let crossRange = axis.crossRange(of: origin)
        let crossCount = axis.vertical ? columns : rows
        var order: [(bound: CGFloat, cell: Int)] = []
        for along in alongCells(from: origin, axis: axis) {
            let alongBound = alongBound(along, origin: origin, axis: axis)
            for cross in 0..<crossCount {
                let bound = alongBound + crossBound(cross, range: crossRange, vertical: axis.vertical)
                order.append((bound, cellAt(along: along, cross: cross, axis: axis)))
            }
        }
        order.sort { $0.bound < $1.bound }
        for (bound, cell) in order {
            if let score = best.score, bound > score.gap + score.offset { return }
            visit(cell, origin, heading, accept, &best)
        }
    }

    private func visit(
        _ cell: Int, _ origin: CGRect, _ heading: UIFocusHeading, _ accept: (Int) -> Bool, _ best: inout Best
    ) {
        for index in cells[cell] where accept(index) { best.consider(index, frames[index], origin, heading) }
    }

    // MARK: Geometry

    /// The heading as an axis: along x (left, right) or y (up, down), forwards or backwards.
    private struct Axis {
        let vertical: Bool
        let forward: Bool

        init?(heading: UIFocusHeading) {
            switch heading {
            case .right: (vertical, forward) = (false, true)
            case .left: (vertical, forward) = (false, false)
            case .down: (vertical, forward) = (true, true)
            case .up: (vertical, forward) = (true, false)
            default: return nil
            }
        }

        func crossRange(of frame: CGRect) -> ClosedRange<CGFloat> {
            vertical ? frame.minX...frame.maxX : frame.minY...frame.maxY
        }
    }

    /// The cell indices along the heading from the one holding the focused frame's centre.
    private func alongCells(from origin: CGRect, axis: Axis) -> StrideThrough<Int> {
        let count = axis.vertical ? rows : columns
        let start =
            axis.vertical
            ? Self.cell(origin.midY, minY, cellHeight, rows) : Self.cell(origin.midX, minX, cellWidth, columns)
        return axis.forward ? stride(from: start, through: count - 1, by: 1) : stride(from: start, through: 0, by: -1)
    }

    /// The smallest gap an item first found in `along` can have (pulled in by `slack`).
    private func alongBound(_ along: Int, origin: CGRect, axis: Axis) -> CGFloat {
        let (start, size) = axis.vertical ? (minY, cellHeight) : (minX, cellWidth)
        let distance =
            axis.forward
            ? start + CGFloat(along) * size - (axis.vertical ? origin.maxY : origin.maxX)
            : (axis.vertical ? origin.minY : origin.minX) - (start + CGFloat(along + 1) * size)
        return max(distance - slack, 0)
    }

    /// The smallest offset across the heading an item in `cross` can have (pulled in by `slack`).
    private func crossBound(_ cross: Int, range: ClosedRange<CGFloat>, vertical: Bool) -> CGFloat {
        let (start, size) = vertical ? (minX, cellWidth) : (minY, cellHeight)
        let low = start + CGFloat(cross) * size, high = low + size
        return max(max(low - range.upperBound, range.lowerBound - high) - slack, 0)
    }

    /// The cross cells overlapping `range` (where straight-ahead items are registered).
    private func crossCells(_ range: ClosedRange<CGFloat>, vertical: Bool) -> ClosedRange<Int> {
        vertical
            ? Self.cell(range.lowerBound, minX, cellWidth, columns)...Self.cell(range.upperBound, minX, cellWidth, columns)
            : Self.cell(range.lowerBound, minY, cellHeight, rows)...Self.cell(range.upperBound, minY, cellHeight, rows)
    }

    private func cellAt(along: Int, cross: Int, axis: Axis) -> Int {
        axis.vertical ? along * columns + cross : cross * columns + along
    }
}
