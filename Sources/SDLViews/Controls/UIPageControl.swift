import Foundation

/// UIKit's `UIPageControl`: a row of dots, one per page, the current one
/// brighter.
///
/// A tap on the leading side of the current page's dot goes to the previous
/// page, on the trailing side to the next (never past the ends; right to left
/// the first page is at the right, as UIKit's), and sends `.valueChanged` (with
/// `.primaryActionTriggered`); setting `currentPage` in code sends nothing.
/// `currentPage` is clamped into the pages, a negative `numberOfPages` is
/// logged and taken as 0. With `hidesForSinglePage` a single page draws no
/// dot. Dots are 7 points wide, 16 points apart, centred; only the dots
/// inside the bounds are drawn, so a huge page count costs nothing.
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
@MainActor
open class UIPageControl: UIControl {
    /// Focusable while it shows more than one page (Left and Right page it).
    override var takesFocus: Bool { storedPages > 1 && !isHidden }
    override var drawsOwnFocusLook: Bool { true }
    static let dotDiameter: CGFloat = 7
    static let dotPitch: CGFloat = 16
    static let height: CGFloat = 37
    static let disabledAlpha: CGFloat = 0.5

    private let focusRing = FocusRingView.controlRing()
    private var storedPages = 0
    private var storedCurrentPage = 0
    private var displayedPage = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpParts()
    }

    /// UIKit's designated coder initializer (nothing is decoded: see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
    }

    private func setUpParts() {
        isOpaque = false
        contentMode = .redraw
        addSubview(focusRing)
    }

    // MARK: Pages

    open var numberOfPages: Int {
        get { storedPages }
        set {
            if newValue < 0 {
                SDLViewsLog.error("UIPageControl.numberOfPages: \(newValue) is negative; taken as 0")
            }
            storedPages = max(newValue, 0)
            storedCurrentPage = clampedPage(storedCurrentPage)
            displayedPage = clampedPage(displayedPage)
            invalidateIntrinsicContentSize()
            pagesDidChange()
        }
    }

    /// The current page, clamped into `0..<numberOfPages`.
    // MARK: Accessibility (UIKit's defaults until set; see UIResponder)

    override var isAccessibilityElementByDefault: Bool { true }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }
    /// "page 2 of 5", as UIKit's page control.
    override var defaultAccessibilityValue: String? { "page \(currentPage + 1) of \(numberOfPages)" }
    /// The next page, sending `.valueChanged` as a tap beside the dot does.
    open override func accessibilityIncrement() { if isEnabled { turnPage(by: 1) } }
    /// The previous page, sending `.valueChanged`.
    open override func accessibilityDecrement() { if isEnabled { turnPage(by: -1) } }

    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            storedCurrentPage = clampedPage(newValue)
            displayedPage = storedCurrentPage
            pagesDidChange()
        }
    }

    open var hidesForSinglePage = false { didSet { pagesDidChange() } }
    /// When true a tap changes `currentPage` but the dots wait for `updateCurrentPageDisplay()`.
    open var defersCurrentPageDisplay = false

    open func updateCurrentPageDisplay() {
        displayedPage = storedCurrentPage
        pagesDidChange()
    }

    /// The other pages' dots; nil draws `tertiaryLabel`.
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The current page's dot; nil draws `label`.
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// UIKit's `backgroundStyle`: a translucent capsule behind the dots always
    /// (`.prominent`), only while a touch is tracked (`.automatic`), or never (`.minimal`).
    open var backgroundStyle: BackgroundStyle = .automatic { didSet { setNeedsDisplay() } }

    /// UIKit's `UIPageControl.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable {
        case automatic, prominent, minimal
    }

    private func clampedPage(_ page: Int) -> Int { min(max(page, 0), max(storedPages - 1, 0)) }

    private func pagesDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
    }

    // MARK: Size

    /// The dots' row: 7 points a dot and 9 between, 37 points high.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(pageCount, 0))
        let width = count > 0 ? (count - 1) * Self.dotPitch + Self.dotDiameter : 0
        return CGSize(width: width, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: storedPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private var showsDots: Bool { storedPages > 1 || (storedPages == 1 && !hidesForSinglePage) }

    /// The centre of dot `page` (the row centred in the bounds; the first page
    /// at the right when right to left, as UIKit's).
    private func dotCentre(_ page: Int) -> CGPoint {
        let row = size(forNumberOfPages: storedPages).width
        let x = bounds.midX - row / 2 + Self.dotDiameter / 2 + CGFloat(page) * Self.dotPitch
        return CGPoint(x: leftToRightX(x), y: bounds.midY)
    }

    /// An x of the left-to-right row in the view's direction (the mirror is its own inverse).
    private func leftToRightX(_ x: CGFloat) -> CGFloat {
        isRightToLeft ? bounds.minX + bounds.maxX - x : x
    }

    // MARK: Tracking: a tap beside the current dot pages

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if backgroundStyle == .automatic { setNeedsDisplay() }
        guard let touch, isTouchInside, showsDots else { return }
        let step = (touch.location(in: self).x < dotCentre(storedCurrentPage).x) != isRightToLeft ? -1 : 1
        let page = clampedPage(storedCurrentPage + step)
        guard page != storedCurrentPage else { return }
        storedCurrentPage = page
        if !defersCurrentPageDisplay { displayedPage = page }
        pagesDidChange()
        sendUserValueChange()
    }

    // MARK: Directional presses (keyboard arrows, D-pad)

    /// The focused page control takes Left and Right.
    open override func acceptsDirectionalPress(_ heading: UIFocusHeading) -> Bool {
        heading == .left || heading == .right
    }

    /// The previous or next page (never past the ends), sending `.valueChanged`
    /// (with `.primaryActionTriggered`) as a tap beside the current dot does.
    open override func performDirectionalPress(_ heading: UIFocusHeading, repeatCount: Int) {
        // By geometry: right to left the next page is to the left.
        turnPage(by: (heading == .left) != isRightToLeft ? -1 : 1) { UIFocusSoundHooks.valueAdjusted(self) }
    }

    /// Moves to the page `step` away (never past the ends) and sends
    /// `.valueChanged` as the user's change, `beforeSending` in between.
    private func turnPage(by step: Int, beforeSending: () -> Void = {}) {
        let page = clampedPage(storedCurrentPage + step)
        guard page != storedCurrentPage else { return }
        storedCurrentPage = page
        if !defersCurrentPageDisplay { displayedPage = page }
        pagesDidChange()
        beforeSending()
        sendUserValueChange()
    }

    // MARK: Drawing

    override func controlStateDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }

    /// Draws the dots that fall inside `rect` only.
    open override func draw(_ rect: CGRect) {
        guard showsDots, let context = UIGraphicsGetCurrentContext() else { return }
        let first = leftToRightX(dotCentre(0).x) - Self.dotDiameter / 2
        let ends = [leftToRightX(rect.minX), leftToRightX(rect.maxX)]
        let lowest = pageIndex(atOffset: (ends.min()! - first) / Self.dotPitch, rounding: .down)
        let highest = pageIndex(atOffset: (ends.max()! - first) / Self.dotPitch, rounding: .up)
        guard lowest <= highest else { return }
        context.setAlpha(isEnabled ? 1 : Self.disabledAlpha)
        if showsBackground { drawBackground(in: context) }
        for page in lowest...highest {
            let colour =
                page == displayedPage
                ? (currentPageIndicatorTintColor ?? .label) : (pageIndicatorTintColor ?? .tertiaryLabel)
            let centre = dotCentre(page)
            let radius = Self.dotDiameter / 2
            colour.setFill()
            context.fillEllipse(
                in: CGRect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius))
        }
    }

    private var showsBackground: Bool {
        backgroundStyle == .prominent || (backgroundStyle == .automatic && isTracking)
    }

    /// The capsule behind the row of dots (clipped to the bounds for long rows).
    private func drawBackground(in context: CGContext) {
        let row = size(forNumberOfPages: storedPages).width
        let capsule = CGRect(
            x: max(bounds.midX - row / 2 - Self.backgroundPadding, bounds.minX),
            y: bounds.midY - Self.dotDiameter / 2 - Self.backgroundPadding,
            width: min(row + 2 * Self.backgroundPadding, bounds.width),
            height: Self.dotDiameter + 2 * Self.backgroundPadding)
        Self.backgroundColour.setFill()
        UIBezierPath(roundedRect: capsule, cornerRadius: capsule.height / 2).fill()
    }

    static let backgroundPadding: CGFloat = 7
    static let backgroundColour = UIColor(white: 0, alpha: 0.22)

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if backgroundStyle == .automatic { setNeedsDisplay() }
        return super.beginTracking(touch, with: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        if backgroundStyle == .automatic { setNeedsDisplay() }
    }

    /// A page index from a fractional offset, clamped into the pages before converting (no trap on huge rows).
    private func pageIndex(atOffset offset: CGFloat, rounding: FloatingPointRoundingRule) -> Int {
        let clamped = min(max(offset.rounded(rounding), 0), CGFloat(max(storedPages - 1, 0)), 1e15)
        return clamped.isFinite ? Int(clamped) : 0
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let row = size(forNumberOfPages: storedPages).width
        let dots = CGRect(
            x: bounds.midX - row / 2, y: bounds.midY - Self.dotDiameter / 2, width: row, height: Self.dotDiameter)
        focusRing.surround(dots.insetBy(dx: -4, dy: -4), cornerRadius: Self.dotDiameter / 2 + 4)
        focusRing.update(focused: showsFocusLook && showsDots, color: tintColor)
    }
}
