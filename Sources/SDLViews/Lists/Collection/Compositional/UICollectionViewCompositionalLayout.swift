import Foundation

/// UIKit's `UICollectionViewCompositionalLayout`: sections of repeated groups of items, one
/// section for all (`init(section:)`) or one per index from a provider that sees the
/// container's size (`init(sectionProvider:)`). Vertical scrolling.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    private var frames: [[CGRect]] = []
    private var contentSize = CGSize.zero

    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        super.init()
    }

    open override func prepare() {
        super.prepare()
        frames = []
        contentSize = .zero
        guard let collectionView else { return }
        let inset = collectionView.adjustedContentInset
        let environment = CompositionalLayoutContainer(
            contentSize: collectionView.bounds.size,
            contentInsets: NSDirectionalEdgeInsets(
                top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right))
        let container = environment.effectiveContentSize
        var top: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            guard let layoutSection = sectionProvider(section, environment) else {
                SDLViewsLog.error(
                    "UICollectionViewCompositionalLayout: no section for index \(section); its items are not shown")
                frames.append([])
                continue
            }
            let result = layoutSection.frames(itemCount: count, top: top, container: container)
            frames.append(result.frames)
            top = result.end
        }
        contentSize = CGSize(width: container.width, height: top)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (section, sectionFrames) in frames.enumerated() {
            for (item, frame) in sectionFrames.enumerated() where frame.intersects(rect) {
                result.append(attributes(IndexPath(item: item, section: section), frame))
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, frames.indices.contains(indexPath.section),
            frames[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return attributes(indexPath, frames[indexPath.section][indexPath.item])
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? newBounds.size)
    }

    private func attributes(_ indexPath: IndexPath, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }
}
