import Foundation

/// How a collection view animates an update: UIKit's duration, and the views leaving.
@MainActor
enum CollectionUpdateAnimation {
    /// UIKit's batch-update and layout-change duration.
    static let duration: TimeInterval = 0.3
}
