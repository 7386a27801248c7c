import Foundation
import SDLViews

/// The scroll view around a sample's content: the content is at least the
/// layout's minimum size and otherwise as large as the scroll view, so it
/// scrolls only when the window is too small for it. A `.fixed` composition
/// is a subview of that size, centred (its frame set here, in
/// `layoutSubviews`, as the window resizes).
@MainActor
final class SampleContentScroller: UIScrollView {
    let layout: SampleContentLayout
    /// What the sample builds in: the document view itself, or the centred fixed composition.
    let content: UIView
    /// The scrolled view: as large as the scroll view, or the layout's minimum when that is larger.
    let document: UIView
    private var laidOutSize: CGSize?

    init(frame: CGRect, layout: SampleContentLayout) {
        self.layout = layout
        document = UIView(frame: CGRect(origin: .zero, size: Self.documentSize(for: frame.size, layout: layout)))
        if case .fixed(let size) = layout {
            content = UIView(frame: CGRect(origin: .zero, size: size))
            document.addSubview(content)
        } else {
            content = document
        }
        super.init(frame: frame)
        // Controls inside react at once (a UIKit form in a scroll view does the same); a drag that
        // starts on a control still scrolls when the content is larger than the window.
        delaysContentTouches = false
        addSubview(document)
        arrange()
    }

    required init?(coder: NSCoder) { nil }

    /// The window's size below the header, but never less than the layout's minimum.
    static func documentSize(for size: CGSize, layout: SampleContentLayout) -> CGSize {
        let minimum = layout.minimumSize
        return CGSize(width: max(size.width, minimum.width), height: max(size.height, minimum.height))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if laidOutSize != bounds.size { arrange() }
    }

    private func arrange() {
        laidOutSize = bounds.size
        let size = Self.documentSize(for: bounds.size, layout: layout)
        document.frame = CGRect(origin: .zero, size: size)
        contentSize = size
        if case .fixed(let fixed) = layout {
            content.frame = CGRect(
                x: ((size.width - fixed.width) / 2).rounded(.down), y: ((size.height - fixed.height) / 2).rounded(.down),
                width: fixed.width, height: fixed.height)
        }
    }
}
