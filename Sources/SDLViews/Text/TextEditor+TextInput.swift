import Foundation

/// `UITextInput`'s arithmetic for the editing views, which forward their
/// `open` methods here.
extension TextEditor {
    func text(in range: UITextRange) -> String { storage.substring(range.offsets) }

    /// A position `offset` Characters away, nil outside the text (as UIKit).
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let (target, overflow) = position.offset.addingReportingOverflow(offset)
        return !overflow && (0...count).contains(target) ? UITextPosition(offset: target) : nil
    }

    /// `setMarkedText` with UIKit's UTF-16 `selectedRange`.
    func setMarkedText(_ text: String?, utf16 selectedRange: NSRange) {
        let text = text ?? ""
        setMarkedText(text, selectedRange: TextOffsets.characters(in: text, utf16: selectedRange))
    }

    /// The `delete(_:)` edit action: the selection, as one undo step.
    func deleteSelection() {
        guard !selection.isEmpty else { return }
        userReplace(selection, with: "")
    }
}

extension UITextPosition {
    func compare(to other: UITextPosition) -> ComparisonResult {
        offset < other.offset ? .orderedAscending : offset > other.offset ? .orderedDescending : .orderedSame
    }
}
