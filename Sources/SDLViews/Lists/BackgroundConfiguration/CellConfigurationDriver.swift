import Foundation

/// The part of UIKit's cell configuration machinery table and collection
/// cells share: whether an update is pending, and the view showing the
/// background configuration (behind everything else in the cell).
@MainActor
final class CellConfigurationDriver {
    var needsUpdate = true
    private(set) var backgroundView: CellBackgroundView?

    /// Shows `configuration` behind the cell's other subviews (nil removes it).
    func showBackground(_ configuration: UIBackgroundConfiguration?, in cell: UIView) {
        guard let configuration else {
            backgroundView?.removeFromSuperview()
            backgroundView = nil
            return
        }
        if let backgroundView {
            backgroundView.configuration = configuration
            return
        }
        let view = CellBackgroundView(configuration: configuration)
        view.frame = cell.bounds
        cell.insertSubview(view, at: 0)
        backgroundView = view
    }

    /// UIKit's default `updateConfiguration(using:)`: each configuration the
    /// cell updates automatically is replaced by its `updated(for:)`.
    func automaticUpdate(
        state: UICellConfigurationState, content: UIContentConfiguration?, updatesContent: Bool,
        background: UIBackgroundConfiguration?, updatesBackground: Bool
    ) -> (content: UIContentConfiguration?, background: UIBackgroundConfiguration?) {
        let newContent = updatesContent ? content.map { $0.updated(for: state) } : nil
        let newBackground = updatesBackground ? background.map { $0.updated(for: state) } : nil
        return (newContent, newBackground)
    }
}
