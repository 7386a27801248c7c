import Foundation

/// A supplementary view placed by a compositional layout.
struct CompositionalSupplementaryFrame {
    let kind: String
    let indexPath: IndexPath
    let frame: CGRect
    let zIndex: Int
    /// Pinned to the visible start (-1) or end (1) of the scroll direction, or not (0).
    let pin: Int
    /// The section (or layout) rectangle a pinned view stays inside.
    let within: CGRect
    /// A badge of an orthogonal section's item, scrolling with it.
    let isOrthogonalContent: Bool
}

/// One section of a compositional layout, laid out: its cells, badges, headers and footers,
/// and for an orthogonal section the band it scrolls in.
struct CompositionalSectionFrames {
    var items: [CGRect] = []
    var badges: [CompositionalSupplementaryFrame] = []
    var boundaries: [CompositionalSupplementaryFrame] = []
    var orthogonal: CollectionOrthogonalGeometry?
    /// Where the section ends along the scroll direction.
    var end: CGFloat = 0
}
