import Foundation

/// Core Animation's `CATextLayer`: a string drawn with SDL_ttf at the top of
/// the bounds, rendered at the layer's on-screen resolution and cached until
/// the text, font, colour, alignment, wrapping or width change. `fontSize`
/// and `foregroundColor` animate.
///
/// `string` takes a `String` or an `NSAttributedString`; as in Core
/// Animation an attributed string's attributes win over the layer's `font`,
/// `fontSize` and `foregroundColor`, which fill in where a run has none.
/// `font` takes a `UIFont` or a font name; its size is replaced by
/// `fontSize`, as Core Animation does. `.justified` aligns like `.natural`.
///
/// Text in a script beyond Latin, Greek and Cyrillic (or with bidi marks)
/// and attributed strings of several attribute runs are laid out by the
/// text engine (bidi order, shaping, per-run fonts and fallback), `.natural`
/// following each paragraph's direction; other text is drawn with SDL_ttf.
@MainActor
open class CATextLayer: CALayer, LayerContentRenderer {
    public override init() {
        super.init()
        setUpTextDefaults()
    }

    /// Core Animation's coder initializer (nothing is decoded: as `init()`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTextDefaults()
    }

    private func setUpTextDefaults() {
        rendersContents = true
        state.appearance.custom["fontSize"] = .scalar(36)
        state.appearance.custom["foregroundColor"] = .color(.white)
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        rendersContents = true
        guard let other = layer as? CATextLayer else { return }
        string = other.string
        font = other.font
        alignmentMode = other.alignmentMode
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
    }

    open var string: Any? { didSet { textDidChange() } }
    open var font: Any? { didSet { textDidChange() } }
    open var fontSize: CGFloat {
        get { customValue("fontSize")?.scalarValue ?? 36 }
        set { setCustomValue("fontSize", .scalar(Double(newValue)), if: newValue.isFinite && newValue > 0) }
    }
    open var foregroundColor: CGColor? {
        get { customValue("foregroundColor")?.colorValue }
        set { setCustomValue("foregroundColor", newValue.map { .color($0) }) }
    }
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { textDidChange() } }
    open var isWrapped = false { didSet { textDidChange() } }
    open var truncationMode: CATextLayerTruncationMode = .none { didSet { textDidChange() } }

    private var textVersion = 0
    private func textDidChange() {
        textVersion += 1
        contentDidChange()
    }

    private var text: String? { (string as? String) ?? (string as? NSAttributedString)?.string }

    /// The first character's attributes of an attributed `string`.
    private var attributes: [NSAttributedString.Key: Any] {
        guard let attributed = string as? NSAttributedString, attributed.length > 0 else { return [:] }
        return attributed.attributes(at: 0, effectiveRange: nil)
    }

    private func resolvedFont(size: CGFloat) -> UIFont {
        if let font = font as? UIFont { return font.withSize(size) }
        if let name = font as? String, let font = UIFont(name: name, size: size) { return font }
        return UIFont.systemFont(ofSize: size)
    }

    private var lineBreakMode: NSLineBreakMode {
        switch truncationMode {
        case .start: return .byTruncatingHead
        case .middle: return .byTruncatingMiddle
        case .end: return .byTruncatingTail
        default: return isWrapped ? .byWordWrapping : .byClipping
        }
    }

    private var alignment: NSTextAlignment {
        switch alignmentMode {
        case .center: return .center
        case .right: return .right
        case .left: return .left
        default: return .natural
        }
    }

    // MARK: Rendering

    private var bitmap = LayerBitmap()

    func renderedContentsKey(for state: CALayer.State) -> Int {
        var h = Hasher()
        h.combine(textVersion)
        h.combine(state.bounds.width)
        for key in ["fontSize", "foregroundColor"] { state.appearance.custom[key]?.hash(into: &h) }
        return h.finalize()
    }

    private func fontSize(_ state: CALayer.State) -> CGFloat { state.appearance.custom["fontSize"]?.scalarValue ?? 36 }

    private func foregroundColor(_ state: CALayer.State) -> CGColor? { state.appearance.custom["foregroundColor"]?.colorValue }

    /// Whether the text engine lays the string out: SDL_ttf has no bidi and
    /// one font, and draws an attributed string with its first run's attributes.
    private var usesTextEngine: Bool {
        guard let text, !text.isEmpty else { return false }
        if ScriptResolver.needsTextEngine(text) { return true }
        guard let attributed = string as? NSAttributedString else { return false }
        var first = NSRange()
        _ = attributed.attributes(at: 0, effectiveRange: &first)
        return first.length < attributed.length
    }

    /// The text engine's layout of the string, the layer's font and colour
    /// filling in what its runs lack.
    private func engineLayout(for state: CALayer.State) -> AttributedTextLayout? {
        guard usesTextEngine, let text, state.bounds.width > 0 else { return nil }
        let defaults = TextRunStyle.Defaults(
            font: resolvedFont(size: fontSize(state)), color: UIColor(cgColor: foregroundColor(state) ?? .white),
            alignment: alignment, lineBreakMode: lineBreakMode)
        let limited = isWrapped || truncationMode != .none
        let options = AttributedTextLayout.Options(
            maxWidth: limited ? state.bounds.width : nil, numberOfLines: isWrapped ? 0 : 1, lineBreakMode: lineBreakMode)
        return AttributedTextLayout(
            string as? NSAttributedString ?? NSAttributedString(string: text), defaults: defaults, options: options)
    }

    private func layout(for state: CALayer.State) -> (TextLayout, UIFont)? {
        guard let text, !text.isEmpty, state.bounds.width > 0, !usesTextEngine else { return nil }
        let font = (attributes[.font] as? UIFont) ?? resolvedFont(size: fontSize(state))
        let limited = isWrapped || truncationMode != .none
        let layout = TextLayout.make(
            text: text, font: font, maxWidth: limited ? state.bounds.width : nil,
            numberOfLines: isWrapped ? 0 : 1, lineBreakMode: lineBreakMode)
        return (layout, font)
    }

    func renderedContentsExtent(for state: CALayer.State) -> CGRect? {
        let height = engineLayout(for: state)?.usedSize.height ?? layout(for: state)?.0.size.height
        guard let height else { return nil }
        return CGRect(x: state.bounds.minX, y: state.bounds.minY, width: state.bounds.width, height: max(1, height))
    }

    /// The engine's lines drawn at the top of `rect`, aligned in its width.
    private func renderEngineText(_ layout: AttributedTextLayout, in rect: CGRect, scale: CGFloat) -> RenderedContents? {
        guard let context = CGContext(bitmapSize: rect.size, scale: scale) else { return nil }
        AttributedTextPainter.draw(layout, in: context, origin: .zero, width: rect.width)
        guard let image = context.makeImage() else { return nil }
        return RenderedContents(
            image: image,
            rect: CGRect(
                origin: rect.origin,
                size: CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)))
    }

    func renderedContents(for state: CALayer.State, scale: CGFloat) -> RenderedContents? {
        var h = Hasher()
        h.combine(renderedContentsKey(for: state))
        h.combine(scale)
        return bitmap.contents(key: h.finalize()) {
            if let engine = engineLayout(for: state) {
                let rect = CGRect(
                    x: state.bounds.minX, y: state.bounds.minY, width: state.bounds.width,
                    height: max(1, engine.usedSize.height))
                return renderEngineText(engine, in: rect, scale: scale)
            }
            guard let (layout, font) = layout(for: state), let rect = renderedContentsExtent(for: state),
                let color = (attributes[.foregroundColor] as? UIColor)?.cgColor ?? foregroundColor(state),
                let image = TextRasterizer.render(
                    layout, font: font, color: color, alignment: alignment, size: rect.size, scale: scale)
            else { return nil }
            return RenderedContents(
                image: image,
                rect: CGRect(
                    origin: rect.origin,
                    size: CGSize(
                        width: CGFloat(image.width) / scale,
                        height: CGFloat(image.height) / scale)))
        }
    }
}

/// Core Animation's `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Core Animation's `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
