import Foundation

/// What a label does with text that is too long, as UIKit's `NSLineBreakMode`
/// (same cases and raw values).
///
/// The wrapping modes wrap lines at word (or character) boundaries; the truncating
/// modes also wrap by words in multi-line labels and put "…" in the last visible
/// line when text is cut; `.byClipping` cuts the last line without an ellipsis.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}
