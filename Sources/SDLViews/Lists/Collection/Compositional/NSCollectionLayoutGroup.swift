import Foundation

/// UIKit's `NSCollectionLayoutGroup`: subitems laid along a horizontal or vertical axis.
///
/// As UIKit's: made with `subitems:`, the subitems repeat in order while the next one still
/// fits the group's length; made with `subitem:count:`, exactly `count` copies share the
/// length (less the spacing) evenly. Subitem dimensions are fractions of the group's size.
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }

    let axis: Axis
    public let subitems: [NSCollectionLayoutItem]
    let count: Int?
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: checked(count))
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: checked(count))
    }

    private static func checked(_ count: Int) -> Int {
        guard count >= 1 else {
            SDLViewsLog.error("NSCollectionLayoutGroup count \(count) refused: a group needs at least one item; 1 used")
            return 1
        }
        return count
    }

    /// The first `limit` cells of the group. The work follows the cells placed, not the group's
    /// capacity: a group of `count: 50_000_000`, or of items `.fractionalWidth(1e-7)` wide, that
    /// shows three items works out three slots (the capacity itself is counted arithmetically).
    override func leafFrames(origin: CGPoint, size: CGSize, limit: Int = .max) -> [CompositionalLeaf] {
        let inner = innerRect(origin: origin, size: size)
        let plan = slotPlan(in: inner.size)
        guard plan.count > 0, limit > 0 else { return [] }
        let gap = slotGap(plan, length: length(of: inner.size))
        var frames: [CompositionalLeaf] = []
        var position: CGFloat = 0
        var slot = 0
        // Stops at `limit` cells: the slots past it are never visited.
        while slot < plan.count && frames.count < limit {
            defer { slot += 1 }
            let slotSize = plan.sizes[slot % plan.sizes.count]
            let slotOrigin =
                axis == .horizontal
                ? CGPoint(x: inner.minX + position, y: inner.minY) : CGPoint(x: inner.minX, y: inner.minY + position)
            frames += subitems[slot % plan.sizes.count].leafFrames(
                origin: slotOrigin, size: slotSize, limit: limit - frames.count)
            position += length(of: slotSize) + gap
        }
        return frames
    }

    override func leafCapacity(in size: CGSize) -> Int {
        let plan = slotPlan(in: innerRect(origin: .zero, size: size).size)
        guard plan.count > 0 else { return 0 }
        let capacities = plan.sizes.indices.map { subitems[$0].leafCapacity(in: plan.sizes[$0]) }
        let (cycles, rest) = plan.count.quotientAndRemainder(dividingBy: plan.sizes.count)
        let perCycle = capacities.reduce(0) { Self.saturatingAdd($0, $1) }
        let (full, overflow) = perCycle.multipliedReportingOverflow(by: cycles)
        return overflow ? Int.max / 2 : Self.saturatingAdd(full, capacities.prefix(rest).reduce(0, +))
    }

    private static func saturatingAdd(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max / 2 : sum
    }

    private func innerRect(origin: CGPoint, size: CGSize) -> CGRect {
        CGRect(origin: origin, size: size).inset(
            by: UIEdgeInsets(
                top: contentInsets.top, left: contentInsets.leading, bottom: contentInsets.bottom,
                right: contentInsets.trailing))
    }

    private func length(of size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }

    private var spacing: CGFloat { interItemSpacing?.spacing ?? 0 }

    /// The group's slots: `count` of them, slot k holding `subitems[k % sizes.count]` at
    /// `sizes[k % sizes.count]`; `totalLength` is the sum of all slots' lengths along the axis.
    private struct SlotPlan {
        var count = 0
        var sizes: [CGSize] = []
        var totalLength: CGFloat = 0
    }

    private func slotPlan(in size: CGSize) -> SlotPlan {
        guard let first = subitems.first else { return SlotPlan() }
        if let count {
            let share = max(0, (length(of: size) - spacing * CGFloat(count - 1)) / CGFloat(count))
            let resolved = first.layoutSize.resolve(in: size)
            let slot =
                axis == .horizontal
                ? CGSize(width: share, height: resolved.height) : CGSize(width: resolved.width, height: share)
            return SlotPlan(count: count, sizes: [slot], totalLength: share * CGFloat(count))
        }
        return repeatedSlots(in: size)
    }

    /// Subitems repeat in order while the next one still fits. Whole rounds of the subitems are
    /// counted arithmetically (all but the last), then the end is found one slot at a time, as
    /// before, so the slots found are the same and the work is a few rounds whatever the capacity.
    private func repeatedSlots(in size: CGSize) -> SlotPlan {
        let sizes = subitems.map { $0.layoutSize.resolve(in: size) }
        let lengths = sizes.map { length(of: $0) }
        let available = length(of: size) + 0.001
        var plan = SlotPlan(count: 0, sizes: sizes, totalLength: 0)
        var used: CGFloat = 0
        let round = lengths.reduce(0, +) + spacing * CGFloat(lengths.count)
        if lengths.allSatisfy({ $0 > 0 }), round > 0, available.isFinite {
            let rounds = ((available + spacing) / round).rounded(.down) - 1
            if rounds >= 1 && rounds < Double(Int.max / (2 * lengths.count)) {
                let whole = Int(rounds)
                plan.count = whole * lengths.count
                plan.totalLength = CGFloat(whole) * lengths.reduce(0, +)
                used = plan.totalLength + spacing * CGFloat(plan.count - 1)
            }
        }
        while true {
            let index = plan.count % lengths.count
            let gap = plan.count == 0 ? 0 : spacing
            let itemLength = lengths[index]
            guard used + gap + itemLength <= available, itemLength > 0 || plan.count < subitems.count else { break }
            plan.count += 1
            plan.totalLength += itemLength
            used += gap + itemLength
        }
        return plan
    }

    /// The gap between slots; flexible spacing shares the leftover length between the gaps.
    private func slotGap(_ plan: SlotPlan, length total: CGFloat) -> CGFloat {
        guard interItemSpacing?.isFlexibleSpacing == true, plan.count > 1 else { return spacing }
        return max(spacing, (total - plan.totalLength) / CGFloat(plan.count - 1))
    }
}
