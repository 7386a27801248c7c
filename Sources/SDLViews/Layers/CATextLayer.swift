import Foundation

/// Core Animation's `CATextLayer`: a string drawn with SDL_ttf at the top of
/// the bounds, rendered at the layer's on-screen resolution and cached until
/// the text, font, colour, alignment, wrapping or width change. `fontSize`
/// and `foregroundColor` animate.
///
/// `string` takes a `String` or an `NSAttributedString`; as in Core
/// Animation an attributed string's `.font` and `.foregroundColor` win over
/// the layer's `font`, `fontSize` and `foregroundColor` (difference: the
/// attributes of its first character apply to all of it). `font` takes a
/// `UIFont` or a font name; its size is replaced by `fontSize`, as Core
/// Animation does. `.justified` aligns like `.natural`.
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

    private func layout(for state: CALayer.State) -> (TextLayout, UIFont)? {
        guard let text, !text.isEmpty, state.bounds.width > 0 else { return nil }
        let font =
            (attributes[.font] as? UIFont) ?? resolvedFont(size: state.appearance.custom["fontSize"]?.scalarValue ?? 36)
        let limited = isWrapped || truncationMode != .none
        let layout = TextLayout.make(
            text: text, font: font, maxWidth: limited ? state.bounds.width : nil,
            numberOfLines: isWrapped ? 0 : 1, lineBreakMode: lineBreakMode)
        return (layout, font)
    }

    func renderedContentsExtent(for state: CALayer.State) -> CGRect? {
        guard let (layout, _) = layout(for: state) else { return nil }
        return CGRect(
            x: state.bounds.minX, y: state.bounds.minY, width: state.bounds.width, height: max(1, layout.size.height))
    }

    func renderedContents(for state: CALayer.State, scale: CGFloat) -> RenderedContents? {
        var h = Hasher()
        h.combine(renderedContentsKey(for: state))
        h.combine(scale)
        return bitmap.contents(key: h.finalize()) {
            guard let (layout, font) = layout(for: state), let rect = renderedContentsExtent(for: state),
                let color = (attributes[.foregroundColor] as? UIColor)?.cgColor
                    ?? state.appearance.custom["foregroundColor"]?.colorValue,
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
