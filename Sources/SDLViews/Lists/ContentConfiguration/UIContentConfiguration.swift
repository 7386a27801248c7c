import Foundation

/// UIKit's `UIContentConfiguration`: a value describing a cell's content,
/// which makes the view showing it. Differences from UIKit: no
/// `updated(for:)` configuration states.
@MainActor
public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
}

/// UIKit's `UIContentView`: a view showing a content configuration; a new
/// configuration of the same kind is applied to the existing view.
@MainActor
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
}
