import Foundation

/// UIKit's `UICollectionViewFlowLayout`: items in lines across the scroll direction,
/// wrapping to a new line when the next item does not fit, with a header and footer per
/// section. Sizes and spacing come from the properties or, per item and section, from a
/// `UICollectionViewDelegateFlowLayout` delegate.
///
/// As UIKit's: items are centred across their line's thickness; extra room on a full line
/// widens the spacing evenly; a line holding one item centres it; the last line of a section
/// keeps the minimum spacing. The available length is the bounds minus the adjusted content
/// inset. With `estimatedItemSize` set, items start at the estimate and take the size their
/// cell prefers once shown (`preferredLayoutAttributesFitting(_:)`).
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// UIKit's `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = UICollectionView.ScrollDirection

    /// The value of `estimatedItemSize` that asks every cell for its size (UIKit's sentinel).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    public override init() {
        super.init()
    }

    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Non-zero: self-sizing items starting at this size (`automaticSize`: 50 × 50).
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// UIKit's: a section's header stays at the visible start while any of
    /// its section shows, pushed off by the section's end.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// UIKit's: a section's footer stays at the visible end while any of its section shows.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    var sections: [FlowSectionFrames] = []
    var contentSize = CGSize.zero
    /// Sizes self-sizing cells asked for, kept until the data is reloaded.
    var preferredSizes: [IndexPath: CGSize] = [:]
    /// Set by the delegate protocol's default `sizeForItemAt`: the delegate does not size items.
    var itemSizeCameFromDefault = false

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        let builder = FlowLayoutBuilder(layout: self, collectionView: collectionView)
        (sections, contentSize) = builder.build()
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    /// True, as UIKit's flow layout: right to left, a vertically scrolling
    /// flow fills its lines from the right, and a horizontally scrolling one
    /// starts at the right and scrolls towards the left.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    override var scrollsHorizontally: Bool { scrollDirection == .horizontal }

    /// The width frames are mirrored across now.
    private var mirror: CGFloat? { mirroringWidth }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let rect = mirrored(rect, across: mirror)
        let vertical = scrollDirection == .vertical
        let start = vertical ? rect.minY : rect.minX
        let end = vertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.end >= start && section.start <= end {
            if let header = section.header.map({ pinned($0, in: section, header: true) }), header.overlaps(rect) {
                result.append(supplementary(UICollectionView.elementKindSectionHeader, section: index, frame: header))
            }
            for item in section.itemRange(from: start, to: end) where section.frame(of: item).overlaps(rect) {
                result.append(cell(IndexPath(item: item, section: index), frame: section.frame(of: item)))
            }
            if let footer = section.footer.map({ pinned($0, in: section, header: false) }), footer.overlaps(rect) {
                result.append(supplementary(UICollectionView.elementKindSectionFooter, section: index, frame: footer))
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            (0..<sections[indexPath.section].itemCount).contains(indexPath.item)
        else { return nil }
        return cell(indexPath, frame: sections[indexPath.section].frame(of: indexPath.item))
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        switch elementKind {
        case UICollectionView.elementKindSectionHeader:
            return section.header.map {
                supplementary(elementKind, section: indexPath.section, frame: pinned($0, in: section, header: true))
            }
        case UICollectionView.elementKindSectionFooter:
            return section.footer.map {
                supplementary(elementKind, section: indexPath.section, frame: pinned($0, in: section, header: false))
            }
        default:
            return nil
        }
    }

    /// A flow layout lays out again when the length across its scroll direction changes.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let bounds = collectionView?.bounds else { return false }
        return scrollDirection == .vertical ? newBounds.width != bounds.width : newBounds.height != bounds.height
    }

    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        guard estimatedItemSize != .zero, preferredAttributes.representedElementCategory == .cell,
            preferredAttributes.size != originalAttributes.size
        else { return false }
        let size = preferredAttributes.size
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return false }
        preferredSizes[originalAttributes.indexPath] = size
        return true
    }

    override func dataDidReload() {
        preferredSizes = [:]
    }

    private func cell(_ indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = mirrored(frame, across: mirror)
        return attributes
    }

    private func supplementary(_ kind: String, section: Int, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = mirrored(frame, across: mirror)
        attributes.zIndex = 10
        return attributes
    }
}

extension UICollectionView {
    /// UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        case vertical
        case horizontal
    }
}

extension UICollectionViewFlowLayout {
    /// A header or footer moved to the visible edge when pinning is on (kept inside its section).
    func pinned(_ frame: CGRect, in section: FlowSectionFrames, header: Bool) -> CGRect {
        guard header ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds, let collectionView else {
            return frame
        }
        let vertical = scrollDirection == .vertical
        let visible = mirrored(collectionView.bounds.inset(by: collectionView.adjustedContentInset), across: mirror)
        let natural = vertical ? frame.minY : frame.minX
        let length = vertical ? frame.height : frame.width
        let position =
            header
            ? min(max(natural, vertical ? visible.minY : visible.minX), max(natural, section.end - length))
            : max(min(natural, (vertical ? visible.maxY : visible.maxX) - length), min(natural, section.start))
        var moved = frame
        if vertical { moved.origin.y = position } else { moved.origin.x = position }
        return moved
    }
}
