import Foundation

/// Lays out compositional sections along the layout's axis in a container (the collection
/// view's size less its adjusted content inset).
///
/// As UIKit's: group dimensions are fractions of the section's content size (the container
/// less the section's insets across the scroll direction); extending boundary items at the
/// start or end of the scroll direction make room before the insets; an orthogonal section
/// puts its groups one after another across the scroll direction in a band one group long.
@MainActor
struct CompositionalSectionBuilder {
    let axis: CompositionalAxis
    let container: CGSize

    private var crossLength: CGFloat { axis.cross(container) }

    func build(_ section: NSCollectionLayoutSection, index: Int, itemCount: Int, start: CGFloat)
        -> CompositionalSectionFrames
    {
        let insets = axis.insets(section.contentInsets)
        let content = axis.size(
            main: axis.main(container), cross: max(0, crossLength - insets.crossStart - insets.crossEnd))
        let boundaryContainer = section.supplementariesFollowContentInsets ? content : container
        let extensions = Self.extensions(section.boundarySupplementaryItems, in: boundaryContainer, axis: axis)
        let groupsStart = start + extensions.start + insets.mainStart
        let groupSize = section.group.layoutSize.resolve(in: content)
        // Only as many cells of the group as there are items: the work follows the items shown.
        let capacity = section.group.leafCapacity(in: groupSize)
        let template = section.group.leafFrames(origin: .zero, size: groupSize, limit: min(capacity, itemCount))
        let perGroup = max(template.count, capacity)
        let groupCount = template.isEmpty ? 0 : (itemCount + perGroup - 1) / perGroup
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let crossStart =
            section.orthogonalScrollingBehavior == .groupPagingCentered
            ? max(0, (crossLength - axis.cross(groupSize)) / 2) : insets.crossStart
        let pitch = (orthogonal ? axis.cross(groupSize) : axis.main(groupSize)) + section.interGroupSpacing
        var frames = CompositionalSectionFrames()
        var leaves: [CompositionalLeaf] = []
        for group in 0..<groupCount {
            let step = CGFloat(group) * pitch
            let origin =
                orthogonal
                ? axis.point(main: groupsStart, cross: crossStart + step)
                : axis.point(main: groupsStart + step, cross: insets.crossStart)
            for leaf in template.prefix(itemCount - leaves.count) {
                leaves.append(CompositionalLeaf(frame: leaf.frame.offsetBy(dx: origin.x, dy: origin.y), item: leaf.item))
            }
        }
        frames.items = leaves.map(\.frame)
        let groupsLength =
            groupCount == 0 ? 0 : orthogonal ? axis.main(groupSize) : CGFloat(groupCount) * pitch - section.interGroupSpacing
        frames.end = groupsStart + groupsLength + insets.mainEnd + extensions.end
        frames.badges = Self.badges(leaves, section: index, orthogonal: orthogonal)
        let sectionRect = axis.rect(main: start...max(start, frames.end), cross: 0...crossLength)
        let crossBand =
            section.supplementariesFollowContentInsets
            ? insets.crossStart...max(insets.crossStart, crossLength - insets.crossEnd) : 0...crossLength
        frames.boundaries = Self.place(
            section.boundarySupplementaryItems, in: boundaryContainer, rect: sectionRect, crossBand: crossBand,
            indexPath: IndexPath(item: 0, section: index), axis: axis)
        if orthogonal && groupCount > 0 {
            let crossEnd = section.orthogonalScrollingBehavior == .groupPagingCentered ? crossStart : insets.crossEnd
            let contentCross = crossStart + CGFloat(groupCount) * pitch - section.interGroupSpacing + crossEnd
            frames.orthogonal = CollectionOrthogonalGeometry(
                section: index,
                frame: axis.rect(main: groupsStart...groupsStart + axis.main(groupSize), cross: 0...crossLength),
                contentSize: axis.size(main: axis.main(groupSize), cross: contentCross),
                scrollsHorizontally: axis.vertical, behavior: section.orthogonalScrollingBehavior, pitch: pitch,
                groupCount: groupCount)
        }
        return frames
    }

    /// The room extending boundary items take before and after the content.
    static func extensions(
        _ items: [NSCollectionLayoutBoundarySupplementaryItem], in container: CGSize, axis: CompositionalAxis
    ) -> (start: CGFloat, end: CGFloat) {
        var start: CGFloat = 0, end: CGFloat = 0
        for item in items where item.extendsBoundary {
            let length = axis.main(item.layoutSize.resolve(in: container))
            switch axis.mainEdge(item.alignment) {
            case -1: start = max(start, length)
            case 1: end = max(end, length)
            default: break
            }
        }
        return (start, end)
    }

    /// Boundary items on `rect` (a section's or the layout's), aligned to its edges along the
    /// scroll direction and within `crossBand` across it.
    static func place(
        _ items: [NSCollectionLayoutBoundarySupplementaryItem], in container: CGSize, rect: CGRect,
        crossBand: ClosedRange<CGFloat>, indexPath: IndexPath, axis: CompositionalAxis
    ) -> [CompositionalSupplementaryFrame] {
        items.map { item in
            let size = item.layoutSize.resolve(in: container)
            let mainEdge = axis.mainEdge(item.alignment), crossEdge = axis.crossEdge(item.alignment)
            let low = axis.minMain(rect), high = axis.maxMain(rect)
            let main =
                mainEdge < 0 ? low : mainEdge > 0 ? high - axis.main(size) : (low + high - axis.main(size)) / 2
            let cross =
                crossEdge < 0
                ? crossBand.lowerBound
                : crossEdge > 0
                    ? crossBand.upperBound - axis.cross(size)
                    : (crossBand.lowerBound + crossBand.upperBound - axis.cross(size)) / 2
            let frame = item.insetFrame(origin: axis.point(main: main, cross: cross), size: size)
                .offsetBy(dx: item.offset.x, dy: item.offset.y)
            return CompositionalSupplementaryFrame(
                kind: item.elementKind, indexPath: indexPath, frame: frame, zIndex: item.zIndex,
                pin: item.pinToVisibleBounds ? mainEdge : 0, within: rect, isOrthogonalContent: false)
        }
    }

    /// The supplementary items attached to the placed cells.
    private static func badges(_ leaves: [CompositionalLeaf], section: Int, orthogonal: Bool)
        -> [CompositionalSupplementaryFrame]
    {
        var result: [CompositionalSupplementaryFrame] = []
        for (index, leaf) in leaves.enumerated() {
            for badge in leaf.item.supplementaryItems {
                result.append(
                    CompositionalSupplementaryFrame(
                        kind: badge.elementKind, indexPath: IndexPath(item: index, section: section),
                        frame: badge.frame(attachedTo: leaf.frame), zIndex: badge.zIndex, pin: 0, within: .null,
                        isOrthogonalContent: orthogonal))
            }
        }
        return result
    }
}
