import Foundation

extension UITextField {
    /// UIKit's border styles. `.roundedRect` is a white field (dark grey in dark
    /// appearance) with a grey hairline and 5-point corners, `.line` a thin black
    /// frame, `.bezel` a grey frame.
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// When an overlay view (clear button, left or right view) shows.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// Why editing ended, as `textFieldDidEndEditing(_:reason:)` reports.
    public enum DidEndEditingReason: Int, Sendable {
        case committed
    }

    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
}

extension UITextField.ViewMode {
    func shows(editing: Bool) -> Bool {
        switch self {
        case .never: false
        case .always: true
        case .whileEditing: editing
        case .unlessEditing: !editing
        }
    }
}
