import Foundation

/// How UIKit's cells show a content configuration: the configuration's view
/// becomes the cell's `contentView`, updated in place while it `supports(_:)`
/// the next configuration, replaced by a new `makeContentView()` otherwise.
@MainActor
enum CellContentViewSwap {
    /// The content view showing `configuration` (nil: a plain view again), put
    /// where `current` was among the cell's subviews.
    static func contentView(showing configuration: UIContentConfiguration?, replacing current: UIView, in cell: UIView)
        -> UIView
    {
        if let configuration, let view = current as? UIView & UIContentView, view.supports(configuration) {
            view.configuration = configuration
            return view
        }
        if configuration == nil && !(current is UIContentView) { return current }
        let view: UIView = configuration?.makeContentView() ?? UIView()
        view.frame = current.frame
        if current.superview === cell {
            cell.insertSubview(view, aboveSubview: current)
            current.removeFromSuperview()
        } else {
            cell.addSubview(view)
        }
        return view
    }
}
