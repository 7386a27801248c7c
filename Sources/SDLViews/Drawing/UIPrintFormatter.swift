import Foundation

/// UIKit's `UIPrintFormatter`: lays content out on printed pages.
@MainActor
open class UIPrintFormatter {
    /// Insets of the content area on every page.
    public var perPageContentInsets: UIEdgeInsets = .zero
    /// The first page index the content is printed on.
    public var startPage = 0

    init() {}

    /// The number of pages for pages of `paperSize` points (0 when nothing prints).
    public func pageCount(forPaperSize paperSize: CGSize) -> Int { 0 }

    /// UIKit's `draw(in:forPageAt:)`: draws page `pageIndex` of the content in `rect`.
    open func draw(in rect: CGRect, forPageAt pageIndex: Int) {}
}
