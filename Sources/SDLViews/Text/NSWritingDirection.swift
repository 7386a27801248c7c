/// UIKit's `NSWritingDirection`: the direction a piece of text runs in
/// (`UITextSelectionRect.writingDirection`).
public enum NSWritingDirection: Int, Sendable {
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}
