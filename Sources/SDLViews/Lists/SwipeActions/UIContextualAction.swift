import Foundation

/// UIKit's `UIContextualAction`: one button of a row's swipe actions. Its
/// handler runs when the button is tapped or the row is swiped fully (for the
/// first action of a configuration that allows it), and must call the
/// completion with whether the action was performed; until it does, the
/// buttons stay open (a tap elsewhere or a scroll still closes them, and a
/// completion called after that is ignored).
@MainActor
open class UIContextualAction {
    /// How the button looks by default: grey, or red for a destructive action.
    public enum Style: Int, Sendable {
        case normal
        case destructive
    }

    /// The action itself, its button (the source view) and the completion to call.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    open var image: UIImage?
    public let handler: Handler

    /// The button's colour; until set, grey for `.normal` and red for `.destructive`, as UIKit.
    open var backgroundColor: UIColor! {
        get { customBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { customBackgroundColor = newValue }
    }
    private var customBackgroundColor: UIColor?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}
