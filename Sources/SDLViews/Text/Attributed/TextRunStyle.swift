import Foundation

/// The attributes of one attribute run of an attributed string, read once
/// from its dictionary with UIKit's defaults filled in: what the text engine
/// shapes (font, kern, tracking) and what the painter draws (colours,
/// decorations, shadow, attachment).
@MainActor
struct TextRunStyle {
    /// What a run takes where its dictionary says nothing: string drawing's
    /// defaults (system font of 12 points, black) or a label's own font, colour
    /// and alignment.
    struct Defaults {
        var font: UIFont
        var color: UIColor
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping

        static var drawing: Defaults { Defaults(font: .systemFont(ofSize: 12), color: .black) }
    }

    var font: UIFont
    var color: CGColor
    var background: CGColor?
    /// Points added after each character: `.kern` and `.tracking` together.
    var kern: CGFloat
    /// Tracking turns ligatures off, as Core Text does for tracked text.
    var disablesLigatures: Bool
    var baselineOffset: CGFloat
    var underline: NSUnderlineStyle
    var underlineColor: CGColor?
    var strikethrough: NSUnderlineStyle
    var strikethroughColor: CGColor?
    var shadow: NSShadow?
    var attachment: NSTextAttachment?
    /// The paragraph style, when the run has one.
    var paragraph: NSParagraphStyle?

    init(_ attributes: [NSAttributedString.Key: Any], defaults: Defaults) {
        font = Self.font(attributes[.font], defaults: defaults)
        color = ((attributes[.foregroundColor] as? UIColor) ?? defaults.color).cgColor
        background = (attributes[.backgroundColor] as? UIColor)?.cgColor
        let tracking = Self.number(attributes[.tracking]) ?? 0
        kern = (Self.number(attributes[.kern]) ?? 0) + tracking
        disablesLigatures = tracking != 0
        baselineOffset = Self.number(attributes[.baselineOffset]) ?? 0
        underline = Self.lineStyle(attributes[.underlineStyle])
        underlineColor = (attributes[.underlineColor] as? UIColor)?.cgColor
        strikethrough = Self.lineStyle(attributes[.strikethroughStyle])
        strikethroughColor = (attributes[.strikethroughColor] as? UIColor)?.cgColor
        shadow = attributes[.shadow] as? NSShadow
        attachment = attributes[.attachment] as? NSTextAttachment
        paragraph = attributes[.paragraphStyle] as? NSParagraphStyle
    }

    /// The style with its font scaled (`adjustsFontSizeToFitWidth`); kern,
    /// offsets and attachments keep their sizes, as UIKit scales only fonts.
    func scaled(by factor: CGFloat) -> TextRunStyle {
        guard factor != 1 else { return self }
        var copy = self
        copy.font = font.withSize(font.pointSize * factor)
        return copy
    }

    /// The run's font: a value that is not a `UIFont`, or one whose size is
    /// not a finite positive number, is ignored (logged) for the default.
    private static func font(_ value: Any?, defaults: Defaults) -> UIFont {
        guard let value else { return defaults.font }
        guard let font = value as? UIFont, font.pointSize.isFinite, font.pointSize > 0 else {
            SDLViewsLog.error("attributed string: .font value \(value) is not a usable UIFont; the default font is used")
            return defaults.font
        }
        return font
    }

    /// Numbers as attribute values come as Swift or Foundation numbers; a
    /// value that is not finite is ignored (logged), as if absent.
    static func number(_ value: Any?) -> CGFloat? {
        let number: CGFloat?
        switch value {
        case let v as CGFloat: number = v
        case let v as Double: number = CGFloat(v)
        case let v as Float: number = CGFloat(v)
        case let v as Int: number = CGFloat(v)
        case let v as NSNumber: number = CGFloat(v.doubleValue)
        default: return nil
        }
        guard let number, number.isFinite else {
            SDLViewsLog.error("attributed string: attribute value \(String(describing: value)) is not finite; ignored")
            return nil
        }
        return number
    }

    private static func lineStyle(_ value: Any?) -> NSUnderlineStyle {
        switch value {
        case let v as NSUnderlineStyle: v
        case let v as Int: NSUnderlineStyle(rawValue: v)
        case let v as NSNumber: NSUnderlineStyle(rawValue: v.intValue)
        default: []
        }
    }
}
