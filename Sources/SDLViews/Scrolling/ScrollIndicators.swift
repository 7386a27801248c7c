import Foundation

/// A scroll view's two indicators: thin bars at the right and bottom
/// edges whose length is the visible fraction of the content and whose
/// position is the offset's place between the limits. They appear while the
/// content scrolls (drag, deceleration, wheel, keys, animated scrolls) and
/// fade out a moment after it stops; `flashScrollIndicators()` shows them
/// briefly. Past an edge they shorten, as UIKit's do.
@MainActor
final class ScrollIndicators {
    static let thickness: CGFloat = 3
    /// Distance from the scroll view's edges.
    static let margin: CGFloat = 3
    static let minimumLength: CGFloat = 36
    /// Shortest length while rubber-banding.
    static let squeezedLength: CGFloat = 7
    /// How long indicators stay after scrolling stops, and how long they take to fade.
    static let hideDelay: CFTimeInterval = 0.5
    static let fadeDuration: CFTimeInterval = 0.3
    static let flashDuration: CFTimeInterval = 1

    private(set) var vertical: UIView?
    private(set) var horizontal: UIView?
    private var isScrolling = false
    /// When the fade starts (nil: not fading).
    private var fadeStart: CFTimeInterval?
    private var alpha: CGFloat = 0
    /// The style each bar was last coloured for (set only on change, so scrolling changes only frames).
    private var styled: [ObjectIdentifier: UIScrollView.IndicatorStyle] = [:]

    /// Scrolling is under way: the indicators show at full opacity.
    func show(in scrollView: UIScrollView) {
        isScrolling = true
        fadeStart = nil
        setAlpha(1, in: scrollView)
    }

    /// Scrolling stopped: the indicators fade after `hideDelay`.
    func scrollingDidStop(in scrollView: UIScrollView) {
        isScrolling = false
        guard alpha > 0 else { return }
        fadeStart = MediaClock.now + Self.hideDelay
        scrollView.animator.keepTicking()
    }

    func flash(in scrollView: UIScrollView) {
        setAlpha(1, in: scrollView)
        guard !isScrolling else { return }
        fadeStart = MediaClock.now + Self.flashDuration
        scrollView.animator.keepTicking()
    }

    /// The animator's frame hook: fades; true while still fading.
    func frame(at now: CFTimeInterval, in scrollView: UIScrollView) -> Bool {
        guard !isScrolling, let start = fadeStart else { return false }
        let faded = max(0, min(1, CGFloat((now - start) / Self.fadeDuration)))
        setAlpha(1 - faded, in: scrollView)
        if faded >= 1 { fadeStart = nil }
        return fadeStart != nil
    }

    private func setAlpha(_ value: CGFloat, in scrollView: UIScrollView) {
        alpha = value
        update(for: scrollView)
    }

    // MARK: Geometry

    /// Places and colours the indicators for the scroll view's current state.
    func update(for scrollView: UIScrollView) {
        let showsVertical = scrollView.showsVerticalScrollIndicator && scrollView.canScrollVertically
        let showsHorizontal = scrollView.showsHorizontalScrollIndicator && scrollView.canScrollHorizontally
        guard alpha > 0 || vertical != nil || horizontal != nil else { return }
        if showsVertical || vertical != nil {
            let bar = vertical ?? makeBar(in: scrollView)
            vertical = bar
            place(bar, vertical: true, in: scrollView, crossBar: showsHorizontal, visible: showsVertical)
        }
        if showsHorizontal || horizontal != nil {
            let bar = horizontal ?? makeBar(in: scrollView)
            horizontal = bar
            place(bar, vertical: false, in: scrollView, crossBar: showsVertical, visible: showsHorizontal)
        }
    }

    private func makeBar(in scrollView: UIScrollView) -> UIView {
        let bar = UIView(frame: .zero)
        bar.isUserInteractionEnabled = false
        bar.layer.cornerRadius = Self.thickness / 2
        scrollView.addSubview(bar)
        return bar
    }

    private func place(_ bar: UIView, vertical: Bool, in scrollView: UIScrollView, crossBar: Bool, visible: Bool) {
        let shown = visible ? alpha : 0
        if bar.alpha != shown { bar.alpha = shown }
        guard visible, alpha > 0 else { return }
        if scrollView.subviews.last !== bar && scrollView.subviews.last !== (vertical ? horizontal : self.vertical) {
            scrollView.bringSubviewToFront(bar)
        }
        if styled[ObjectIdentifier(bar)] != scrollView.indicatorStyle {
            styled[ObjectIdentifier(bar)] = scrollView.indicatorStyle
            style(bar, scrollView.indicatorStyle)
        }
        let placed = frame(vertical: vertical, in: scrollView, crossBar: crossBar)
        if bar.frame != placed { bar.frame = placed }
    }

    private func style(_ bar: UIView, _ style: UIScrollView.IndicatorStyle) {
        switch style {
        case .default:
            bar.backgroundColor = UIColor(white: 0, alpha: 0.35)
            bar.layer.borderWidth = 0.5
            bar.layer.borderColor = UIColor(white: 1, alpha: 0.5).cgColor
        case .black:
            bar.backgroundColor = UIColor(white: 0, alpha: 0.5)
            bar.layer.borderWidth = 0
        case .white:
            bar.backgroundColor = UIColor(white: 1, alpha: 0.5)
            bar.layer.borderWidth = 0
        }
    }

    /// The bar's frame in the scroll view's bounds (content) coordinates.
    private func frame(vertical: Bool, in scrollView: UIScrollView, crossBar: Bool) -> CGRect {
        let b = scrollView.bounds
        let insets = indicatorInsets(vertical: vertical, of: scrollView)
        let cross = crossBar ? Self.thickness + Self.margin : 0
        let m = Self.margin, t = Self.thickness
        let content = scrollView.contentSize, adjusted = scrollView.adjustedContentInset
        if vertical {
            let track = b.height - insets.top - insets.bottom - 2 * m - cross
            let range = scrollView.verticalRange
            let (start, length) = Self.bar(
                track: track, visible: b.height, content: content.height + adjusted.top + adjusted.bottom,
                offset: b.minY, range: range)
            return CGRect(
                x: b.maxX - insets.right - m - t, y: b.minY + insets.top + m + start, width: t, height: length)
        }
        let track = b.width - insets.left - insets.right - 2 * m - cross
        let (start, length) = Self.bar(
            track: track, visible: b.width, content: content.width + adjusted.left + adjusted.right,
            offset: b.minX, range: scrollView.horizontalRange)
        return CGRect(x: b.minX + insets.left + m + start, y: b.maxY - insets.bottom - m - t, width: length, height: t)
    }

    /// The app's indicator insets plus, with `automaticallyAdjustsScrollIndicatorInsets`, the safe area's part.
    private func indicatorInsets(vertical: Bool, of scrollView: UIScrollView) -> UIEdgeInsets {
        var insets = vertical ? scrollView.verticalScrollIndicatorInsets : scrollView.horizontalScrollIndicatorInsets
        guard scrollView.automaticallyAdjustsScrollIndicatorInsets else { return insets }
        let adjusted = scrollView.adjustedContentInset, own = scrollView.contentInset
        insets.top += adjusted.top - own.top
        insets.left += adjusted.left - own.left
        insets.bottom += adjusted.bottom - own.bottom
        insets.right += adjusted.right - own.right
        return insets
    }

    /// Start and length along a track: the visible fraction, squeezed past the limits.
    static func bar(track: CGFloat, visible: CGFloat, content: CGFloat, offset: CGFloat, range: ClosedRange<CGFloat>)
        -> (start: CGFloat, length: CGFloat)
    {
        guard track > 0, content > 0 else { return (0, 0) }
        let full = min(track, max(minimumLength, track * min(1, visible / content)))
        let over = max(range.lowerBound - offset, offset - range.upperBound, 0)
        let length = max(min(squeezedLength, full), full - over)
        let span = range.upperBound - range.lowerBound
        let progress = span > 0 ? min(max((offset - range.lowerBound) / span, 0), 1) : 0
        return ((track - length) * progress, length)
    }
}
