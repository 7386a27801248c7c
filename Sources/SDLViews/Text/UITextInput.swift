import Foundation

/// UIKit's `UITextInput`, the part the editing views implement: the text in a
/// range and replacing it, the selection, marked (IME) text, positions and
/// their arithmetic, and caret geometry. `UITextField` and `UITextView` adopt it.
///
/// Offsets count Characters, not UTF-16 units (see <doc:DifferencesFromUIKit>);
/// the tokenizer, input delegate and writing direction are not here.
@MainActor
public protocol UITextInput: UIKeyInput {
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Shows `markedText` as the composition; `selectedRange` is its cursor, relative to it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func caretRect(for position: UITextPosition) -> CGRect
    func firstRect(for range: UITextRange) -> CGRect
    /// The rectangles a range covers: one per line, and one per visually
    /// contiguous piece of a line in bidirectional text.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    func closestPosition(to point: CGPoint) -> UITextPosition?
}

/// UIKit's `UIResponderStandardEditActions` (the edit menu and Ctrl+X/C/V/A).
/// Linux has no selectors, so `sender` is the only argument, as in UIKit.
@MainActor
public protocol UIResponderStandardEditActions {
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func selectAll(_ sender: Any?)
    func delete(_ sender: Any?)
}

