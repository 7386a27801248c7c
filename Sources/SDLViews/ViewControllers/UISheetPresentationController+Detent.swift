import Foundation

extension UISheetPresentationController {
    /// UIKit's `UISheetPresentationController.Detent`: a height the sheet rests at.
    /// `.medium()` is half the large height (UIKit: about half the screen),
    /// `.large()` the full sheet, `.custom` what its resolver returns (nil makes
    /// the detent inactive; values are clamped to `0...maximumDetentValue`).
    @MainActor
    public final class Detent {
        public let identifier: Identifier
        private let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        /// UIKit's value a resolver returns for a detent that should not be used now.
        public static let detentInactive: CGFloat = .nan

        private init(
            identifier: Identifier,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the screen: here half the large detent's height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() }
        }

        /// The sheet at its full height.
        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }

        /// UIKit's `custom(identifier:resolver:)` (iOS 16): a nil identifier gets a unique one.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: UUID().uuidString), resolver: resolver)
        }

        /// UIKit's `resolvedValue(in:)`: the height in `context`, nil when inactive.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return min(max(value, 0), context.maximumDetentValue)
        }

        /// UIKit's `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }
    }

    /// The context detents resolve in.
    struct DetentContext: UISheetPresentationControllerDetentResolutionContext {
        let containerTraitCollection: UITraitCollection
        let maximumDetentValue: CGFloat
    }
}
