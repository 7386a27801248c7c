import Foundation

/// UIKit's `UITextPosition`: an opaque place in a `UITextInput`'s text. The
/// editing views' positions are Character offsets (see <doc:DifferencesFromUIKit>).
@MainActor
open class UITextPosition {
    /// The Character offset an SDLViews editing view made this for.
    let offset: Int

    public init() { offset = 0 }

    init(offset: Int) { self.offset = offset }
}

/// UIKit's `UITextRange`: a range between two `UITextPosition`s.
@MainActor
open class UITextRange {
    private let startPosition: UITextPosition
    private let endPosition: UITextPosition

    public init() {
        startPosition = UITextPosition()
        endPosition = startPosition
    }

    init(start: UITextPosition, end: UITextPosition) {
        startPosition = start
        endPosition = end
    }

    convenience init(_ range: Range<Int>) {
        self.init(start: UITextPosition(offset: range.lowerBound), end: UITextPosition(offset: range.upperBound))
    }

    open var start: UITextPosition { startPosition }
    open var end: UITextPosition { endPosition }
    open var isEmpty: Bool { start.offset == end.offset }

    /// The Character offsets this range spans.
    var offsets: Range<Int> { min(start.offset, end.offset)..<max(start.offset, end.offset) }
}
