import Foundation

/// Computes a flow layout's frames in its own axes: "along" is the scroll direction,
/// "across" the line direction, converted to x/y at the end.
@MainActor
struct FlowLayoutBuilder {
    private let layout: UICollectionViewFlowLayout
    private let collectionView: UICollectionView
    private let delegate: UICollectionViewDelegateFlowLayout?
    private let vertical: Bool
    /// The length available across lines (bounds minus the adjusted content inset).
    private let acrossLength: CGFloat

    init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView) {
        self.layout = layout
        self.collectionView = collectionView
        delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        vertical = layout.scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        let length =
            vertical
            ? collectionView.bounds.width - inset.left - inset.right
            : collectionView.bounds.height - inset.top - inset.bottom
        acrossLength = max(0, length)
    }

    func build() -> ([FlowSectionFrames], CGSize) {
        var position: CGFloat = 0
        var sections: [FlowSectionFrames] = []
        for section in 0..<collectionView.numberOfSections {
            let frames = buildSection(section, from: position)
            position = frames.end
            sections.append(frames)
        }
        let size =
            vertical ? CGSize(width: acrossLength, height: position) : CGSize(width: position, height: acrossLength)
        return (sections, size)
    }

    private func buildSection(_ section: Int, from start: CGFloat) -> FlowSectionFrames {
        var frames = FlowSectionFrames()
        frames.start = start
        var position = start
        let header = along(headerSize(section))
        if header > 0 {
            frames.header = rect(along: position, across: 0, alongLength: header, acrossLength: acrossLength)
            position += header
        }
        let inset = sectionInset(section)
        position += vertical ? inset.top : inset.left
        position = placeLines(section, inset: inset, from: position, into: &frames)
        position += vertical ? inset.bottom : inset.right
        let footer = along(footerSize(section))
        if footer > 0 {
            frames.footer = rect(along: position, across: 0, alongLength: footer, acrossLength: acrossLength)
            position += footer
        }
        frames.end = position
        return frames
    }

    /// Breaks the items into lines and places them; returns the end of the last line.
    private func placeLines(
        _ section: Int, inset: UIEdgeInsets, from start: CGFloat, into frames: inout FlowSectionFrames
    ) -> CGFloat {
        let count = collectionView.numberOfItems(inSection: section)
        if let size = uniformItemSize(section, count: count) {
            let lines = uniformLines(size, count: count, inset: inset, section: section, from: start)
            frames.uniform = lines
            return lines.end
        }
        let sizes = (0..<count).map { itemSize(IndexPath(item: $0, section: section)) }
        let leading = vertical ? inset.left : inset.top
        let available = acrossLength - leading - (vertical ? inset.right : inset.bottom)
        let interitem = interitemSpacing(section)
        let lineSpacing = self.lineSpacing(section)
        var position = start
        var first = 0
        while first < count {
            var end = first + 1
            var used = across(sizes[first])
            while end < count, used + interitem + across(sizes[end]) <= available + 0.0001 {
                used += interitem + across(sizes[end])
                end += 1
            }
            if first > 0 { position += lineSpacing }
            let thickness = sizes[first..<end].map(along).max() ?? 0
            let lineCount = end - first
            let isLast = end == count
            var offset = leading
            var gap = interitem
            if lineCount == 1 {
                offset = leading + (available - used) / 2
            } else if !isLast {
                gap = interitem + (available - used) / CGFloat(lineCount - 1)
            }
            for item in first..<end {
                let size = sizes[item]
                frames.items.append(
                    rect(
                        along: position + (thickness - along(size)) / 2, across: offset, alongLength: along(size),
                        acrossLength: across(size)))
                frames.lineStarts.append(position)
                frames.lineEnds.append(position + thickness)
                offset += across(size) + gap
            }
            position += thickness
            first = end
        }
        return position
    }

    /// The size every item of the section has when it is one size for all: no estimates and a
    /// delegate that does not implement `sizeForItemAt` (the protocol's default marks the layout).
    private func uniformItemSize(_ section: Int, count: Int) -> CGSize? {
        guard layout.estimatedItemSize == .zero, count > 0 else { return nil }
        guard let delegate else { return sanitized(layout.itemSize) }
        layout.itemSizeCameFromDefault = false
        defer { layout.itemSizeCameFromDefault = false }
        _ = delegate.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: 0, section: section))
        return layout.itemSizeCameFromDefault ? sanitized(layout.itemSize) : nil
    }

    /// The lines `placeLines` would make for `count` items of `size`, worked out once.
    private func uniformLines(_ size: CGSize, count: Int, inset: UIEdgeInsets, section: Int, from start: CGFloat)
        -> UniformFlowLines
    {
        let leading = vertical ? inset.left : inset.top
        let available = acrossLength - leading - (vertical ? inset.right : inset.bottom)
        let interitem = interitemSpacing(section)
        let width = across(size)
        // The same greedy test as item by item, so the break falls where it does there.
        var perLine = 1
        var used = width
        if width + interitem > 0 {
            let estimate = Int(max(0, min(((available + 0.0001 + interitem) / (width + interitem)).rounded(.down), CGFloat(count))))
            perLine = max(1, estimate - 1)
            used = CGFloat(perLine) * width + CGFloat(perLine - 1) * interitem
        } else {
            perLine = count
            used = CGFloat(count) * width
        }
        while perLine < count, used + interitem + width <= available + 0.0001 {
            used += interitem + width
            perLine += 1
        }
        func placement(_ items: Int, isLast: Bool) -> (offset: CGFloat, step: CGFloat) {
            let lineUsed = CGFloat(items) * width + CGFloat(max(0, items - 1)) * interitem
            if items == 1 { return (leading + (available - lineUsed) / 2, 0) }
            if isLast { return (leading, width + interitem) }
            return (leading, width + interitem + (available - lineUsed) / CGFloat(items - 1))
        }
        let lastItems = count - (count - 1) / perLine * perLine
        let full = placement(perLine, isLast: false)
        let last = placement(lastItems, isLast: true)
        return UniformFlowLines(
            count: count, perLine: perLine, vertical: vertical, start: start, thickness: along(size),
            lineSpacing: lineSpacing(section), itemAcross: width, fullOffset: full.offset, fullStep: full.step,
            lastOffset: last.offset, lastStep: last.step)
    }

    // MARK: Per-section values (delegate first, as UIKit)

    private func itemSize(_ indexPath: IndexPath) -> CGSize {
        let estimate = layout.estimatedItemSize
        if estimate != .zero {
            if let preferred = layout.preferredSizes[indexPath] { return preferred }
            return estimate == UICollectionViewFlowLayout.automaticSize ? CGSize(width: 50, height: 50) : estimate
        }
        let size = delegate?.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath) ?? layout.itemSize
        return sanitized(size)
    }

    private func sectionInset(_ section: Int) -> UIEdgeInsets {
        delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
    }

    private func lineSpacing(_ section: Int) -> CGFloat {
        delegate?.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
            ?? layout.minimumLineSpacing
    }

    private func interitemSpacing(_ section: Int) -> CGFloat {
        delegate?.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
            ?? layout.minimumInteritemSpacing
    }

    private func headerSize(_ section: Int) -> CGSize {
        delegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
            ?? layout.headerReferenceSize
    }

    private func footerSize(_ section: Int) -> CGSize {
        delegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section)
            ?? layout.footerReferenceSize
    }

    /// Negative or non-finite sizes become zero (UIKit draws nothing for them either).
    private func sanitized(_ size: CGSize) -> CGSize {
        CGSize(
            width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
    }

    // MARK: Axes

    private func along(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
    private func across(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }

    private func rect(along: CGFloat, across: CGFloat, alongLength: CGFloat, acrossLength: CGFloat) -> CGRect {
        vertical
            ? CGRect(x: across, y: along, width: acrossLength, height: alongLength)
            : CGRect(x: along, y: across, width: alongLength, height: acrossLength)
    }
}
