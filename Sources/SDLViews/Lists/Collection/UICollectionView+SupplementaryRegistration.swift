import Foundation

extension UICollectionView {
    /// UIKit's `UICollectionView.SupplementaryRegistration`: a supplementary view class of
    /// one kind and the handler that configures it.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// UIKit's registration handler: configures a dequeued supplementary view of a kind.
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

        let elementKind: String
        let handler: Handler
        let reuseIdentifier: String

        /// A registration making `Supplementary` views of `elementKind` configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = RegistrationIdentifiers.next(prefix: "supplementary")
        }
    }

    /// Dequeues a supplementary view of the registration's class and configures it.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let key = CollectionReusePool.supplementaryKey(
            kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if supplementaryClasses[key] == nil {
            register(
                Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                withReuseIdentifier: registration.reuseIdentifier)
        }
        let view =
            dequeueReusableSupplementaryView(
                ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
            as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
