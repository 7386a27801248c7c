import Foundation
import Synchronization

/// UIKit's `NSParagraphStyle`, with the attributes string drawing uses:
/// `alignment`, `lineBreakMode` and `lineSpacing` (extra points between lines).
/// Other UIKit paragraph attributes (indents, tab stops, hyphenation) are not modelled.
///
/// Sendable as Foundation's is; the values sit behind a lock because an
/// `NSMutableParagraphStyle` may be changed while another thread reads it.
open class NSParagraphStyle: @unchecked Sendable {
    private struct Values {
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineSpacing: CGFloat = 0
    }
    private let values = Mutex(Values())

    public internal(set) var alignment: NSTextAlignment {
        get { values.withLock { $0.alignment } }
        set { values.withLock { $0.alignment = newValue } }
    }

    public internal(set) var lineBreakMode: NSLineBreakMode {
        get { values.withLock { $0.lineBreakMode } }
        set { values.withLock { $0.lineBreakMode = newValue } }
    }

    public internal(set) var lineSpacing: CGFloat {
        get { values.withLock { $0.lineSpacing } }
        set { values.withLock { $0.lineSpacing = newValue } }
    }

    public init() {}

    public static let `default` = NSParagraphStyle()

    /// UIKit's `mutableCopy()` gives an `NSMutableParagraphStyle` with the same values.
    public func mutableCopy() -> NSMutableParagraphStyle {
        let copy = NSMutableParagraphStyle()
        copy.alignment = alignment
        copy.lineBreakMode = lineBreakMode
        copy.lineSpacing = lineSpacing
        return copy
    }
}
