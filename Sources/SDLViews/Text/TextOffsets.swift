import Foundation

/// Conversions between the editing model's Character offsets and UIKit's
/// UTF-16 `NSRange`s (delegates and `setMarkedText` speak UTF-16).
enum TextOffsets {
    /// `range` (Characters) of the storage as UTF-16 units.
    static func utf16Range(of range: Range<Int>, in storage: TextStorage) -> NSRange {
        let before = storage.utf16Offset(of: range.lowerBound)
        return NSRange(location: before, length: storage.utf16Offset(of: range.upperBound) - before)
    }

    /// A UTF-16 range of the storage as Characters, clamped.
    static func characters(in storage: TextStorage, utf16 range: NSRange) -> Range<Int> {
        guard range.location != NSNotFound else { return storage.count..<storage.count }
        let lower = storage.offset(atUTF16: range.location)
        // Saturating: a length such as Int.max means "to the end", not an overflow.
        let (end, overflow) = range.location.addingReportingOverflow(max(range.length, 0))
        return lower..<max(lower, storage.offset(atUTF16: overflow ? Int.max : end))
    }

    /// A UTF-16 range of `text` (a composition) as Characters, clamped; a bound inside a Character rounds down.
    static func characters(in text: String, utf16 range: NSRange) -> Range<Int> {
        characters(in: TextStorage(text), utf16: range)
    }
}

/// The text fields Tab moves between: those in the window that can become
/// first responder and are visible, in reading order (top to bottom, then left to right).
@MainActor
enum TextFieldOrder {
    static func fields(in window: UIWindow) -> [UITextField] {
        var found: [(field: UITextField, origin: CGPoint)] = []
        collect(window, window: window, into: &found)
        return found.sorted { a, b in
            a.origin.y != b.origin.y ? a.origin.y < b.origin.y : a.origin.x < b.origin.x
        }.map(\.field)
    }

    private static func collect(
        _ view: UIView, window: UIWindow, into found: inout [(field: UITextField, origin: CGPoint)]
    ) {
        guard !view.isHidden, view.alpha >= 0.01 else { return }
        if let field = view as? UITextField, field.canBecomeFirstResponder {
            found.append((field, field.convert(CGPoint.zero, to: window)))
        }
        for subview in view.subviews { collect(subview, window: window, into: &found) }
    }
}
