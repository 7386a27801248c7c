import Foundation

/// UIKit's `UIContentContainer`, the part this library implements: a
/// preferred content size, and hearing when a child's changes. View
/// controllers and presentation controllers adopt it.
@MainActor
public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
}
