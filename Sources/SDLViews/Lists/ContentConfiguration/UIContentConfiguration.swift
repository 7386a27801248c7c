import Foundation

/// UIKit's `UIContentConfiguration`: a value describing a cell's content,
/// which makes the view showing it and may adapt itself to the cell's state
/// (`updated(for:)`, by default the configuration unchanged).
@MainActor
public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    /// A copy styled for a state (selected, highlighted, …); UIKit's default values for the state.
    func updated(for state: UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    public func updated(for state: UIConfigurationState) -> Self { self }
}

/// UIKit's `UIContentView`: a view showing a content configuration; a new
/// configuration it `supports(_:)` is applied to the existing view.
@MainActor
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` in place; UIKit's default:
    /// configurations of the same type as the current one.
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
