import Foundation

extension UICollectionView {
    /// UIKit's `UICollectionView.CellRegistration`: a cell class and the handler that
    /// configures it for an item, used with `dequeueConfiguredReusableCell(using:for:item:)`
    /// (no reuse identifier to register by hand).
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// UIKit's registration handler: configures a dequeued cell for an item.
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

        let handler: Handler
        let reuseIdentifier: String

        /// A registration making `Cell`s configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = RegistrationIdentifiers.next(prefix: "cell")
        }
    }

    /// Dequeues a cell of the registration's class and configures it with `item`. A nil item
    /// (UIKit raises) logs and returns the cell unconfigured.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if cellClasses[registration.reuseIdentifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as! Cell
        guard let item else {
            SDLViewsLog.error("UICollectionView dequeueConfiguredReusableCell: nil item at \(indexPath)")
            return cell
        }
        registration.handler(cell, indexPath, item)
        return cell
    }
}

/// Unique reuse identifiers for registrations (their own namespace, never an app's string).
@MainActor
enum RegistrationIdentifiers {
    private static var counter = 0

    static func next(prefix: String) -> String {
        counter += 1
        return "\u{1F}registration-\(prefix)-\(counter)"
    }
}
