import Foundation

/// UIKit's `UICollectionViewCompositionalLayout`: sections of repeated groups of items, one
/// section for all (`init(section:)`) or one per index from a provider that sees the
/// container's size (`init(sectionProvider:)`), following each other along the
/// configuration's scroll direction. Orthogonal sections scroll across it in scroll views of
/// their own (as UIKit's); headers and footers may pin to the visible bounds.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// UIKit's section provider: returns the layout of a section for the current environment.
    public typealias SectionProvider = @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    private var sections: [CompositionalSectionFrames] = []
    private var layoutSections: [NSCollectionLayoutSection?] = []
    private var layoutBoundaries: [CompositionalSupplementaryFrame] = []
    private var orthogonal: [Int: CollectionOrthogonalGeometry] = [:]
    private var environment = CompositionalLayoutContainer(contentSize: .zero, contentInsets: .zero)
    private var contentSize = CGSize.zero
    private var configurationStorage: UICollectionViewCompositionalLayoutConfiguration

    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        configurationStorage = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        configurationStorage = configuration.copied()
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        configurationStorage = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(
        sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        configurationStorage = configuration.copied()
        super.init()
    }

    /// The layout-wide settings, copied in and out as UIKit's (change a copy and set it back);
    /// setting them lays the collection view out again.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { configurationStorage.copied() }
        set {
            configurationStorage = newValue.copied()
            invalidateLayout()
        }
    }

    /// UIKit's `list(using:)`: every section a list in the configuration's
    /// appearance. The list's background colour is drawn as the collection
    /// view's `backgroundColor`, set when the layout prepares.
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listBackgroundColor = configuration.resolvedBackgroundColor
        return layout
    }

    /// A `list(using:)` layout's background.
    private var listBackgroundColor: UIColor?

    private var axis: CompositionalAxis { CompositionalAxis(configurationStorage.scrollDirection) }

    open override func prepare() {
        super.prepare()
        sections = []
        layoutSections = []
        offersSwipeActions = false
        layoutBoundaries = []
        orthogonal = [:]
        contentSize = .zero
        guard let collectionView else { return }
        if let listBackgroundColor, collectionView.backgroundColor !== listBackgroundColor {
            collectionView.backgroundColor = listBackgroundColor
        }
        let inset = collectionView.adjustedContentInset
        environment = CompositionalLayoutContainer(
            contentSize: collectionView.bounds.size,
            contentInsets: NSDirectionalEdgeInsets(
                top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right))
        let container = environment.effectiveContentSize
        let builder = CompositionalSectionBuilder(axis: axis, container: container)
        let global = configurationStorage.boundarySupplementaryItems
        let extensions = CompositionalSectionBuilder.extensions(global, in: container, axis: axis)
        var position = extensions.start
        for section in 0..<collectionView.numberOfSections {
            if section > 0 { position += configurationStorage.interSectionSpacing }
            let count = collectionView.numberOfItems(inSection: section)
            guard let layoutSection = sectionProvider(section, environment) else {
                SDLViewsLog.error(
                    "UICollectionViewCompositionalLayout: no section for index \(section); its items are not shown")
                sections.append(CompositionalSectionFrames(end: position))
                layoutSections.append(nil)
                continue
            }
            let frames = builder.build(layoutSection, index: section, itemCount: count, start: position)
            sections.append(frames)
            layoutSections.append(layoutSection)
            if !offersSwipeActions { offersSwipeActions = Self.offersSwipeActions(layoutSection) }
            if let geometry = frames.orthogonal { orthogonal[section] = geometry }
            position = frames.end
        }
        let end = position + extensions.end
        let cross = axis.cross(container)
        layoutBoundaries = CompositionalSectionBuilder.place(
            global, in: container, rect: axis.rect(main: 0...end, cross: 0...cross), crossBand: 0...cross,
            indexPath: IndexPath(item: 0, section: 0), axis: axis)
        contentSize = axis.size(main: end, cross: cross)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    /// True, as UIKit's compositional layout: right to left the layout is
    /// mirrored (groups fill from the right, leading insets are on the right,
    /// a horizontally scrolling layout starts at the right, and so does the
    /// content of a section that scrolls horizontally across a vertical layout).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    override var scrollsHorizontally: Bool { configurationStorage.scrollDirection == .horizontal }

    /// The width frames are mirrored across now.
    private var mirror: CGFloat? { mirroringWidth }

    /// The orthogonal sections, horizontal ones mirrored when the layout is.
    override var orthogonalSections: [Int: CollectionOrthogonalGeometry] {
        guard mirror != nil else { return orthogonal }
        return orthogonal.mapValues { geometry in
            var mirrored = geometry
            mirrored.isMirrored = geometry.scrollsHorizontally
            return mirrored
        }
    }

    /// An orthogonal section's geometry as the collection view sees it (nil for other sections).
    private func orthogonalGeometry(_ section: Int) -> CollectionOrthogonalGeometry? {
        guard var geometry = orthogonal[section] else { return nil }
        geometry.isMirrored = mirror != nil && geometry.scrollsHorizontally
        return geometry
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        let mirroredRect = mirrored(rect, across: mirror)
        for (section, frames) in sections.enumerated() {
            let query = orthogonal[section] == nil ? mirroredRect : contentRect(for: rect, section: section)
            if let query {
                for (item, frame) in frames.items.enumerated() where frame.intersects(query) {
                    result.append(attributes(IndexPath(item: item, section: section), frame))
                }
                for badge in frames.badges where badge.frame.intersects(query) { result.append(attributes(badge)) }
            }
            for boundary in frames.boundaries {
                let attributes = attributes(boundary)
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
        }
        for boundary in layoutBoundaries {
            let attributes = attributes(boundary)
            if attributes.frame.intersects(rect) { result.append(attributes) }
        }
        return result
    }

    /// The part of the section's unscrolled coordinates that shows in `rect`: an orthogonal
    /// section's band, moved by its own offset (nil when the band is not in `rect`).
    private func contentRect(for rect: CGRect, section: Int) -> CGRect? {
        guard let geometry = orthogonalGeometry(section) else { return rect }
        let shown = rect.intersection(geometry.frame)
        guard !shown.isNull else { return nil }
        let offset = collectionView?.orthogonalContentOffset(inSection: section) ?? .zero
        return geometry.mirrored(shown.offsetBy(dx: offset.x, dy: offset.y))
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return attributes(indexPath, sections[indexPath.section].items[indexPath.item])
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let candidates =
            sections.indices.contains(indexPath.section)
            ? sections[indexPath.section].boundaries + sections[indexPath.section].badges : []
        let match = (candidates + layoutBoundaries).first { $0.kind == elementKind && $0.indexPath == indexPath }
        return match.map(attributes)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? newBounds.size)
    }

    override func adjustVisibleAttributes(_ attributes: [UICollectionViewLayoutAttributes]) {
        guard let collectionView else { return }
        var bySection: [Int: [UICollectionViewLayoutAttributes]] = [:]
        for attribute in attributes where attribute.indexPath.count == 2 {
            bySection[attribute.indexPath.section, default: []].append(attribute)
        }
        for (section, visible) in bySection.sorted(by: { $0.key < $1.key }) {
            guard layoutSections.indices.contains(section),
                let handler = layoutSections[section]?.visibleItemsInvalidationHandler
            else { continue }
            let offset =
                orthogonal[section] != nil
                ? collectionView.orthogonalContentOffset(inSection: section) : collectionView.contentOffset
            handler(visible, offset, environment)
        }
    }

    /// The list configuration of a section made by `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        layoutSections.indices.contains(section) ? layoutSections[section]?.listConfiguration : nil
    }

    /// Whether a list section offers swipe actions on either side (found once per `prepare()`,
    /// as the collection view asks at every layout pass).
    private(set) var offersSwipeActions = false

    private static func offersSwipeActions(_ section: NSCollectionLayoutSection) -> Bool {
        guard let list = section.listConfiguration else { return false }
        return list.leadingSwipeActionsConfigurationProvider != nil
            || list.trailingSwipeActionsConfigurationProvider != nil
    }

    private func attributes(_ indexPath: IndexPath, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.isOrthogonalContent = orthogonal[indexPath.section] != nil
        attributes.frame = placed(frame, section: indexPath.section, orthogonal: attributes.isOrthogonalContent)
        if let list = layoutSections[indexPath.section]?.listConfiguration {
            attributes.listPlacement = ListRowPlacement(
                configuration: list, item: indexPath.item, count: sections[indexPath.section].items.count)
        }
        return attributes
    }

    private func attributes(_ supplementary: CompositionalSupplementaryFrame) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: supplementary.kind, with: supplementary.indexPath)
        attributes.zIndex = supplementary.zIndex
        attributes.isOrthogonalContent = supplementary.isOrthogonalContent
        let frame = pinned(supplementary)
        attributes.frame = placed(
            frame, section: supplementary.indexPath.section, orthogonal: attributes.isOrthogonalContent)
        return attributes
    }

    /// A frame as shown right to left: mirrored across the content, or across
    /// its band's content for an element of an orthogonal section.
    private func placed(_ frame: CGRect, section: Int, orthogonal: Bool) -> CGRect {
        guard orthogonal else { return mirrored(frame, across: mirror) }
        return orthogonalGeometry(section)?.mirrored(frame) ?? frame
    }

    /// A pinned header stays at the visible start while its section is on screen, pushed off
    /// by the section's end; a pinned footer likewise at the visible end.
    private func pinned(_ supplementary: CompositionalSupplementaryFrame) -> CGRect {
        guard supplementary.pin != 0, let collectionView else { return supplementary.frame }
        let visible = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
        let frame = supplementary.frame, within = supplementary.within
        let natural = axis.minMain(frame), length = axis.main(frame.size)
        let position =
            supplementary.pin < 0
            ? min(max(natural, axis.minMain(visible)), max(natural, axis.maxMain(within) - length))
            : max(min(natural, axis.maxMain(visible) - length), min(natural, axis.minMain(within)))
        let origin = axis.point(main: position, cross: axis.cross(frame.origin))
        return CGRect(origin: origin, size: frame.size)
    }
}
