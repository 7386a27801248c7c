import Foundation
import SDLViewsTesting
@testable import SDLViews

/// A text field of some text in a headless screen's window, first responder,
/// after a frame: how the editing tests start.
@MainActor
enum FocusedTextField {
    static func make(_ text: String, on screen: HeadlessScreen, frame: CGRect, font: UIFont? = nil) -> UITextField {
        let field = UITextField(frame: frame)
        if let font { field.font = font }
        field.text = text
        screen.window.addSubview(field)
        field.becomeFirstResponder()
        screen.runFrame()
        return field
    }
}
