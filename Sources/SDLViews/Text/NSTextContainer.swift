import Foundation

/// UIKit's `NSTextContainer` as a `UITextView` uses it: the region its text
/// is laid out in. `size` is the area's size (a width of 0 or
/// `.greatestFiniteMagnitude` means no limit of its own), `lineFragmentPadding`
/// the space left at both ends of every line (5 points, UIKit's default), and
/// with `widthTracksTextView` (true in a text view) the width follows the
/// view's bounds less `textContainerInset`.
///
/// Differences from UIKit: no `exclusionPaths`, `maximumNumberOfLines` or
/// `lineBreakMode` (lines always wrap at word boundaries); setting them is
/// kept and logged once, as text layout here does not honour them. There is
/// no `layoutManager`/`textLayoutManager` (TextKit).
@MainActor
open class NSTextContainer {
    /// The container's size; the text view lays out to its width when it does
    /// not track the view's width.
    open var size: CGSize {
        didSet {
            guard size != oldValue else { return }
            if !size.width.isFinite && size.width != .greatestFiniteMagnitude || size.width < 0 || size.height < 0
                || size.height.isNaN
            {
                SDLViewsLog.error("NSTextContainer.size \(size) refused (negative or not a number)")
                size = oldValue
                return
            }
            owner?.textContainerDidChange()
        }
    }

    /// The space left at both ends of every line fragment (UIKit's default: 5 points).
    open var lineFragmentPadding: CGFloat = 5 {
        didSet {
            guard lineFragmentPadding != oldValue else { return }
            guard lineFragmentPadding.isFinite, lineFragmentPadding >= 0 else {
                SDLViewsLog.error("NSTextContainer.lineFragmentPadding \(lineFragmentPadding) refused")
                lineFragmentPadding = oldValue
                return
            }
            owner?.textContainerDidChange()
        }
    }

    /// Whether the width follows the text view's (true in a text view).
    open var widthTracksTextView = true {
        didSet { if widthTracksTextView != oldValue { owner?.textContainerDidChange() } }
    }

    /// Whether the height follows the text view's (false in a text view, which scrolls).
    open var heightTracksTextView = false

    /// Kept; not honoured: every line wraps (see the type's differences).
    open var maximumNumberOfLines = 0 {
        didSet { Self.logUnsupported("maximumNumberOfLines") }
    }

    /// Kept; not honoured: lines wrap at word boundaries (see the type's differences).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping {
        didSet { Self.logUnsupported("lineBreakMode") }
    }

    /// Kept; not honoured: text is not laid out around paths (see the type's differences).
    open var exclusionPaths: [UIBezierPath] = [] {
        didSet { Self.logUnsupported("exclusionPaths") }
    }

    /// UIKit's initializer: a container of `size`.
    public init(size: CGSize) {
        self.size = size
    }

    public convenience init() {
        self.init(size: .zero)
    }

    weak var owner: UITextView?

    /// The width lines are wrapped to, given the width the text view offers
    /// (its bounds less the insets): the container's own width when it does
    /// not track the view and has one.
    func lineWidth(offered: CGFloat) -> CGFloat {
        let own = size.width > 0 && size.width < .greatestFiniteMagnitude ? size.width : offered
        return max(0, (widthTracksTextView ? offered : own) - 2 * lineFragmentPadding)
    }

    private static var loggedUnsupported: Set<String> = []

    private static func logUnsupported(_ property: String) {
        guard loggedUnsupported.insert(property).inserted else { return }
        SDLViewsLog.error("NSTextContainer.\(property) is kept but text layout does not honour it here")
    }
}
