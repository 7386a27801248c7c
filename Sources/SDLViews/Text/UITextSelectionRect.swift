import Foundation

/// UIKit's `UITextSelectionRect`: one rectangle of a selection as
/// `UITextInput.selectionRects(for:)` reports it. A range across a direction
/// boundary, or across lines, is several; text here is never vertical.
@MainActor
open class UITextSelectionRect {
    private let storedRect: CGRect
    private let storedDirection: NSWritingDirection
    private let storedContainsStart: Bool
    private let storedContainsEnd: Bool

    /// An empty rectangle, as UIKit's plain initializer (subclasses override the properties).
    public init() {
        storedRect = .zero
        storedDirection = .natural
        storedContainsStart = false
        storedContainsEnd = false
    }

    init(rect: CGRect, writingDirection: NSWritingDirection, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        storedDirection = writingDirection
        storedContainsStart = containsStart
        storedContainsEnd = containsEnd
    }

    /// The rectangle, in the text input view's coordinates.
    open var rect: CGRect { storedRect }
    /// The direction of the text the rectangle covers.
    open var writingDirection: NSWritingDirection { storedDirection }
    /// Whether the range's start is in this rectangle.
    open var containsStart: Bool { storedContainsStart }
    /// Whether the range's end is in this rectangle.
    open var containsEnd: Bool { storedContainsEnd }
    /// Always false: no vertical text.
    open var isVertical: Bool { false }
}
