import Foundation

/// UIKit's `NSCollectionLayoutDimension`: one axis of a compositional layout size, either a
/// fraction of the container's width or height, an absolute length, or an estimate.
///
/// Difference from UIKit: an estimated dimension is laid out at its estimate; cells are not
/// asked to self-size inside a compositional layout yet.
@MainActor
public final class NSCollectionLayoutDimension {
    enum Kind: Equatable {
        case fractionalWidth(CGFloat)
        case fractionalHeight(CGFloat)
        case absolute(CGFloat)
        case estimated(CGFloat)
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth(validated(fractionalWidth, "fractionalWidth")))
    }

    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight(validated(fractionalHeight, "fractionalHeight")))
    }

    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute(validated(absoluteDimension, "absolute")))
    }

    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated(validated(estimatedDimension, "estimated")))
    }

    public var isFractionalWidth: Bool { if case .fractionalWidth = kind { true } else { false } }
    public var isFractionalHeight: Bool { if case .fractionalHeight = kind { true } else { false } }
    public var isAbsolute: Bool { if case .absolute = kind { true } else { false } }
    public var isEstimated: Bool { if case .estimated = kind { true } else { false } }

    /// The fraction, length or estimate this dimension was made with.
    public var dimension: CGFloat {
        switch kind {
        case .fractionalWidth(let value), .fractionalHeight(let value), .absolute(let value), .estimated(let value):
            value
        }
    }

    /// The length in a container of the given size.
    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth(let fraction): container.width * fraction
        case .fractionalHeight(let fraction): container.height * fraction
        case .absolute(let length), .estimated(let length): length
        }
    }

    /// NaN and negative values are refused (logged) and read as zero.
    private static func validated(_ value: CGFloat, _ name: String) -> CGFloat {
        guard value.isFinite, value >= 0 else {
            SDLViewsLog.error(
                "NSCollectionLayoutDimension.\(name)(\(value)) refused: not a finite, non-negative number; 0 used")
            return 0
        }
        return value
    }
}
