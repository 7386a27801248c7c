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

    override func leafFrames(origin: CGPoint, size: CGSize) -> [CompositionalLeaf] {
        let inner = CGRect(origin: origin, size: size).inset(
            by: UIEdgeInsets(
                top: contentInsets.top, left: contentInsets.leading, bottom: contentInsets.bottom,
                right: contentInsets.trailing))
        let slots = slotSizes(in: inner.size)
        let offsets = slotOffsets(slots, length: length(of: inner.size))
        var frames: [CompositionalLeaf] = []
        for (index, slot) in slots.enumerated() {
            let slotOrigin =
                axis == .horizontal
                ? CGPoint(x: inner.minX + offsets[index], y: inner.minY)
                : CGPoint(x: inner.minX, y: inner.minY + offsets[index])
            frames += slot.item.leafFrames(origin: slotOrigin, size: slot.size)
        }
        return frames
    }

    private func length(of size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }

    private var spacing: CGFloat { interItemSpacing?.spacing ?? 0 }

    /// The subitems placed in this group and their sizes, in order.
    private func slotSizes(in size: CGSize) -> [(item: NSCollectionLayoutItem, size: CGSize)] {
        guard let first = subitems.first else { return [] }
        if let count {
            let share = max(0, (length(of: size) - spacing * CGFloat(count - 1)) / CGFloat(count))
            let resolved = first.layoutSize.resolve(in: size)
            let slot =
                axis == .horizontal
                ? CGSize(width: share, height: resolved.height) : CGSize(width: resolved.width, height: share)
            return Array(repeating: (first, slot), count: count)
        }
        return repeatedSlots(in: size)
    }

    private func repeatedSlots(in size: CGSize) -> [(item: NSCollectionLayoutItem, size: CGSize)] {
        var slots: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        var used: CGFloat = 0
        let available = length(of: size) + 0.001
        while true {
            let item = subitems[slots.count % subitems.count]
            let itemSize = item.layoutSize.resolve(in: size)
            let gap = slots.isEmpty ? 0 : spacing
            let itemLength = length(of: itemSize)
            guard used + gap + itemLength <= available, itemLength > 0 || slots.count < subitems.count else { break }
            slots.append((item, itemSize))
            used += gap + itemLength
        }
        return slots
    }

    /// Offsets along the axis; flexible spacing shares the leftover length between the gaps.
    private func slotOffsets(_ slots: [(item: NSCollectionLayoutItem, size: CGSize)], length total: CGFloat)
        -> [CGFloat]
    {
        let lengths = slots.map { length(of: $0.size) }
        var gap = spacing
        if interItemSpacing?.isFlexibleSpacing == true, slots.count > 1 {
            let leftover = total - lengths.reduce(0, +)
            gap = max(spacing, leftover / CGFloat(slots.count - 1))
        }
        var offsets: [CGFloat] = []
        var position: CGFloat = 0
        for itemLength in lengths {
            offsets.append(position)
            position += itemLength + gap
        }
        return offsets
    }
}
