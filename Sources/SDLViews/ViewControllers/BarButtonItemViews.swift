import Foundation

/// The views bars show for their `UIBarButtonItem`s (shared by the navigation
/// bar and the toolbar): the item's custom view, or a system button with its
/// title (bold for `.done`) or image that runs the item's action. Buttons are
/// controls, so keyboard and gamepad focus reaches them like any button.
@MainActor
enum BarButtonItemViews {
    /// The view for `item`; `onChange` runs when the item changes (the bar rebuilds).
    static func view(for item: UIBarButtonItem, onChange: @escaping () -> Void) -> UIView {
        item.onChange = onChange
        if let custom = item.customView { return custom }
        let button = makeButton(title: item.title ?? "", bold: item.style == .done) { [weak item] in item?.trigger() }
        if let image = item.image {
            button.setImage(image, for: .normal)
            // Sized again: an image-only item (a system item such as `.compose`) would have no width.
            button.sizeToFit()
        }
        button.menu = item.menu
        button.showsMenuAsPrimaryAction = item.menu != nil && item.primaryAction == nil
        button.isEnabled = item.isEnabled
        if item.width > 0 { button.frame.size.width = item.width }
        return button
    }

    /// A system button sized to fit `title`, in UIKit's 17-point bar font.
    static func makeButton(title: String, bold: Bool, action: @escaping () -> Void) -> UIButton {
        let button = UIButton(type: .system, primaryAction: UIAction { _ in action() })
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = bold ? UIFont.boldSystemFont(ofSize: 17) : UIFont.systemFont(ofSize: 17)
        button.sizeToFit()
        return button
    }
}
