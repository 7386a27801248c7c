import Foundation

/// UIKit's `UILabel`: read-only text drawn with SDL_ttf, or, when the text
/// holds a script beyond Latin, Greek and Cyrillic, shaped by HarfBuzz in
/// bidirectional order and drawn with Cairo (`ShapedTextLayout`): as UIKit,
/// `.natural` aligns right-to-left paragraphs right, lines wrap at UAX #14's
/// opportunities and truncation puts "…" at the text's logical end.
/// `attributedText`, and labels that shrink or tighten their text to fit
/// (`adjustsFontSizeToFitWidth`, `allowsDefaultTighteningForTruncation`),
/// always go through the text engine (`AttributedTextLayout`), Latin too.
/// Unlike UIKit, plain Latin text is not shaped (no kerning or ligatures) yet.
///
/// The text is rasterized once per change of text, font, colour, alignment,
/// line settings or bounds size (UILabel's content mode is `.redraw`) into the
/// layer's contents; moving the label or changing its alpha reuses the cached
/// texture. Lines are vertically centred in the bounds, as UILabel draws them.
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
@MainActor
open class UILabel: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpLabel()
    }

    /// UIKit's designated coder initializer (nothing is decoded: see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpLabel()
    }

    private func setUpLabel() {
        isUserInteractionEnabled = false
        contentMode = .redraw
        setNeedsDisplay()
    }

    /// UIKit's `adjustsFontForContentSizeCategory` (`UIContentSizeCategoryAdjusting`):
    /// when true, a font from `UIFont.preferredFont(forTextStyle:)` or
    /// `UIFontMetrics` is made again for the new text size whenever this
    /// view's content size category changes, and the view lays out again.
    open var adjustsFontForContentSizeCategory = false

    override func contentSizeCategoryDidChange() {
        guard adjustsFontForContentSizeCategory, let current = font else { return }
        let adjusted = current.adjusted(for: traitStorage)
        if adjusted.pointSize != current.pointSize || adjusted.fontName != current.fontName { font = adjusted }
    }

    /// Setting it replaces `attributedText` with the text in the label's
    /// font, colour and alignment, as UIKit.
    open var text: String? {
        didSet {
            let hadAttributes = attributedStorage != nil && !isSettingAttributedText
            if !isSettingAttributedText { attributedStorage = nil }
            if text != oldValue || hadAttributes { textDidChange() }
        }
    }
    /// Set afterwards, it applies to the whole `attributedText`, as UIKit.
    open var font: UIFont! = UIFont.systemFont(ofSize: UIFont.labelFontSize) {
        didSet {
            if font == nil { font = UIFont.systemFont(ofSize: UIFont.labelFontSize) }
            restyleAttributedText(.font, font as UIFont)
            textDidChange()
        }
    }
    /// Nil resets to the default (`.label`), as UIKit. Set afterwards, it
    /// applies to the whole `attributedText`.
    open var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            restyleAttributedText(.foregroundColor, textColor as UIColor)
            // The same colour set again over plain text (a button restating
            // its state as it joins a window) keeps the rasterized text.
            if textColor != oldValue || attributedStorage != nil { setNeedsDisplay() }
        }
    }

    /// UIKit's `attributedText`: the text with its attributes, drawn by the
    /// text engine run by run (fonts, colours, kern, baseline offsets,
    /// underline, strikethrough, shadows, attachments, paragraph styles).
    /// Ranges without a font or colour take the label's. Setting it sets
    /// `text` to its string; reading it without one set gives `text` in the
    /// label's font, colour and alignment.
    open var attributedText: NSAttributedString? {
        get {
            if let attributedStorage { return NSAttributedString(attributedString: attributedStorage) }
            return text.map { NSAttributedString(string: $0, attributes: labelAttributes) }
        }
        set {
            attributedStorage = newValue.map { NSMutableAttributedString(attributedString: $0) }
            isSettingAttributedText = true
            text = newValue?.string
            isSettingAttributedText = false
            textDidChange()
        }
    }

    /// The attributed text an app set (changed in place by later font,
    /// colour and alignment settings); nil for plain text.
    private var attributedStorage: NSMutableAttributedString?
    private var isSettingAttributedText = false

    var hasAttributedText: Bool { attributedStorage != nil }
    /// What `AttributedTextLayout` lays out: the attributed text, or the plain
    /// text taking every attribute from the label (its alignment resolved for
    /// the layout direction, as the plain path draws it).
    var layoutSource: NSAttributedString { attributedStorage ?? NSAttributedString(string: text ?? "") }
    /// Attributed layouts per width limit (0: none), as `shapedLayouts`.
    var attributedLayouts: [CGFloat: AttributedTextLayout] = [:]
    /// The layout last drawn and the size it was fitted to.
    var fittedLayout: (size: CGSize, layout: AttributedTextLayout)?
    /// The colour and alignment the cached attributed layouts took for ranges
    /// without their own: highlighting, enabling or realigning changes them
    /// without changing the text.
    var attributedLayoutDefaults: (color: UIColor, alignment: NSTextAlignment)?

    /// The label's own font, colour and alignment as attributes.
    private var labelAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        return [.font: font as UIFont, .foregroundColor: textColor as UIColor, .paragraphStyle: style]
    }

    /// A label-wide setting made after `attributedText`, over the whole string.
    private func restyleAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        guard let attributedStorage, attributedStorage.length > 0 else { return }
        attributedStorage.addAttribute(key, value: value, range: NSRange(location: 0, length: attributedStorage.length))
    }

    /// `textAlignment` set after `attributedText`: every paragraph style takes it.
    private func realignAttributedText() {
        guard let attributedStorage, attributedStorage.length > 0 else { return }
        var styles: [(NSParagraphStyle?, NSRange)] = []
        attributedStorage.enumerateAttribute(
            .paragraphStyle, in: NSRange(location: 0, length: attributedStorage.length), options: []
        ) { value, range, _ in styles.append((value as? NSParagraphStyle, range)) }
        for (style, range) in styles {
            let aligned = style?.mutableCopy() ?? NSMutableParagraphStyle()
            aligned.alignment = textAlignment
            attributedStorage.addAttribute(.paragraphStyle, value: aligned, range: range)
        }
    }

    /// UIKit's `adjustsFontSizeToFitWidth`: text too long for the bounds is
    /// drawn with every font scaled down, no further than
    /// `minimumScaleFactor`, then truncated. Single-line labels shrink to fit
    /// the width; multi-line labels shrink until their lines fit the height
    /// without truncation. Sizes (`intrinsicContentSize`) stay the full ones.
    open var adjustsFontSizeToFitWidth = false { didSet { textDidChange() } }
    /// UIKit's `minimumScaleFactor`: the smallest scale shrinking may use; 0
    /// (the default) keeps the font's size, as UIKit.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet {
            if !minimumScaleFactor.isFinite || minimumScaleFactor < 0 || minimumScaleFactor > 1 {
                SDLViewsLog.error("UILabel: minimumScaleFactor \(minimumScaleFactor) is outside 0…1; 0 used")
                minimumScaleFactor = 0
            }
            textDidChange()
        }
    }
    /// UIKit's `allowsDefaultTighteningForTruncation`: before truncating a
    /// line, its characters are moved closer, a little, if that makes it fit.
    open var allowsDefaultTighteningForTruncation = false { didSet { textDidChange() } }

    /// The scale `adjustsFontSizeToFitWidth` drew the text at last (1: full size).
    var actualScaleFactor: CGFloat = 1
    open var highlightedTextColor: UIColor? { didSet { if isHighlighted { setNeedsDisplay() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// A disabled label draws its text dimmed.
    open var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }

    // MARK: Accessibility (UIKit's defaults until set; see UIResponder)

    override var isAccessibilityElementByDefault: Bool { true }
    override var defaultAccessibilityLabel: String? { text }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .staticText }
    override var stateAccessibilityTraits: UIAccessibilityTraits { isEnabled ? [] : .notEnabled }
    /// Set afterwards, it applies to every paragraph of `attributedText`, as UIKit.
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            realignAttributedText()
            if attributedStorage != nil { textDidChange() } else { setNeedsDisplay() }
        }
    }

    /// `textAlignment` as drawn: `.natural` is right when the view's
    /// `effectiveUserInterfaceLayoutDirection` is right to left (UIKit's rule).
    var drawnTextAlignment: NSTextAlignment { textAlignment.resolved(for: effectiveUserInterfaceLayoutDirection) }
    /// 0 means as many lines as needed.
    open var numberOfLines = 1 { didSet { textDidChange() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
    /// The width multi-line labels wrap at for `intrinsicContentSize` (0: unlimited).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

    private func textDidChange() {
        shapedLayouts.removeAll()
        attributedLayouts.removeAll()
        fittedLayout = nil
        usesTextEngine = nil
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The text's size when laid out within `size.width` (for wrapping labels)
    /// and `numberOfLines`, rounded up to whole points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let maxWidth: CGFloat? = numberOfLines == 1 || size.width <= 0 || !size.width.isFinite ? nil : size.width
        if usesAttributedLayout { return attributedLayout(maxWidth: maxWidth).size }
        if let shaped = shapedLayout(maxWidth: maxWidth) { return shaped.size }
        return layout(maxWidth: maxWidth).size
    }

    /// Kept until something that shapes the text changes (every such change
    /// goes through `invalidateIntrinsicContentSize()`): a button lays out its
    /// title label on each of its own layouts, and measuring the text again
    /// each time was a tenth of a window resize's layout pass.
    open override var intrinsicContentSize: CGSize {
        if let cachedIntrinsicSize { return cachedIntrinsicSize }
        let maxWidth = numberOfLines == 1 ? nil : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : automaticWrapWidth)
        let size =
            usesAttributedLayout
            ? attributedLayout(maxWidth: maxWidth).size
            : shapedLayout(maxWidth: maxWidth)?.size ?? layout(maxWidth: maxWidth).size
        cachedIntrinsicSize = size
        return size
    }

    private var cachedIntrinsicSize: CGSize?

    /// The width Auto Layout gave a multi-line label whose
    /// `preferredMaxLayoutWidth` is 0: as UIKit, its intrinsic height is
    /// then that of its text wrapped at its own width, so a wrapping label in
    /// a stack view or between constraints grows to show every line.
    private var automaticWrapWidth: CGFloat?

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0, !translatesAutoresizingMaskIntoConstraints,
              bounds.width > 0, bounds.width != automaticWrapWidth else { return }
        automaticWrapWidth = bounds.width
        invalidateIntrinsicContentSize()
        runtime.layoutActivation.wrapWidthChanged = true
    }

    open override func invalidateIntrinsicContentSize() {
        cachedIntrinsicSize = nil
        super.invalidateIntrinsicContentSize()
    }

    private func layout(maxWidth: CGFloat?) -> TextLayout {
        TextLayout.make(
            text: text ?? "", font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode
        )
    }

    /// Text in scripts beyond Latin, Greek and Cyrillic, laid out by the text
    /// engine (shaped, bidirectional), per width limit (0: none). Kept until the
    /// text, font or line settings change (`textDidChange`); the width is the key.
    private var shapedLayouts: [CGFloat: ShapedTextLayout] = [:]
    /// Whether the text needs the text engine, decided once per text.
    private var usesTextEngine: Bool?

    private func shapedLayout(maxWidth: CGFloat?) -> ShapedTextLayout? {
        let needed = usesTextEngine ?? ScriptResolver.needsTextEngine(text ?? "")
        usesTextEngine = needed
        guard needed, let text else { return nil }
        let key = maxWidth ?? 0
        if let cached = shapedLayouts[key] { return cached }
        guard
            let layout = ShapedTextLayout.make(
                text: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        else { return nil }
        // A few widths (measuring unlimited, the bounds, a fitting size) are in use at once.
        if shapedLayouts.count >= 4 { shapedLayouts.removeAll() }
        shapedLayouts[key] = layout
        return layout
    }

    /// Rasterizes the text into the layer's contents: with the text engine
    /// (HarfBuzz glyphs drawn by Cairo) when the text needs it, else SDL_ttf.
    open override func display(_ layer: CALayer) {
        let size = bounds.size
        guard let text, !text.isEmpty, size.width >= 1, size.height >= 1 else {
            layer.contents = nil
            return
        }
        if usesAttributedLayout {
            layer.contents = attributedImage(size: size)
            return
        }
        if let shaped = shapedLayout(maxWidth: size.width) {
            layer.contents = ShapedTextPainter.image(
                shaped, color: drawingColor.cgColor, alignment: drawnTextAlignment, size: size, scale: contentScaleFactor)
            return
        }
        let layout = TextLayout.make(
            text: text, font: font, maxWidth: size.width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        layer.contents = TextRasterizer.render(
            layout, font: font, color: drawingColor.cgColor, alignment: drawnTextAlignment,
            size: size, scale: contentScaleFactor)
    }

    /// UIKit's `drawText(in:)`: the text drawn into the current context the way
    /// `display(_:)` rasterizes it (lines centred vertically). On screen the label
    /// shows its rasterized contents; this path is used when the label is drawn
    /// into a context (`layer.render(in:)`, printing), where text stays sharp.
    open func drawText(in rect: CGRect) {
        guard let text, !text.isEmpty, let context = UIGraphicsGetCurrentContext(), let r = CGContext.drawable(rect)
        else { return }
        if usesAttributedLayout {
            let layout = fitted(to: r.size)
            context.saveGState()
            context.clip(to: r)
            AttributedTextPainter.draw(
                layout, in: context, origin: CGPoint(x: r.minX, y: r.minY + (r.height - layout.usedSize.height) / 2),
                width: r.width)
            context.restoreGState()
            return
        }
        context.drawLabelText(
            text, font: font, color: drawingColor, alignment: drawnTextAlignment, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode, in: r)
    }

    open override func draw(_ rect: CGRect) { drawText(in: bounds) }

    var drawingColor: UIColor {
        if isHighlighted, let highlightedTextColor { return highlightedTextColor }
        return isEnabled ? textColor : textColor.withAlphaComponent(textColor.cgColor.alpha * 0.45)
    }
}
