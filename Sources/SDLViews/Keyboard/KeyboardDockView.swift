import Foundation

/// What `KeyboardPresenter` slides in when the first responder has an
/// `inputAccessoryView`: the accessory on top, the keyboard (the on-screen
/// keyboard or an `inputView`) below it, or the accessory alone at the
/// window's bottom when no keyboard is shown (a physical keyboard, as iOS
/// shows it with a hardware keyboard).
@MainActor
final class KeyboardDockView: UIView {
    let accessory: UIView
    let keyboard: UIView?
    private let accessoryHeight: CGFloat
    private let keyboardHeight: CGFloat

    init(accessory: UIView, accessoryHeight: CGFloat, keyboard: UIView?, keyboardHeight: CGFloat) {
        self.accessory = accessory
        self.keyboard = keyboard
        self.accessoryHeight = accessoryHeight
        self.keyboardHeight = keyboard == nil ? 0 : keyboardHeight
        super.init(frame: .zero)
        addSubview(accessory)
        if let keyboard { addSubview(keyboard) }
    }

    required init?(coder: NSCoder) { return nil }

    var preferredHeight: CGFloat { accessoryHeight + keyboardHeight }

    /// Whether this dock shows exactly `accessory` over `keyboard`.
    func holds(_ accessory: UIView, over keyboard: UIView?) -> Bool {
        self.accessory === accessory && self.keyboard === keyboard
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        accessory.frame = CGRect(x: 0, y: 0, width: bounds.width, height: accessoryHeight)
        keyboard?.frame = CGRect(x: 0, y: accessoryHeight, width: bounds.width, height: keyboardHeight)
    }
}
