import Foundation

/// UIKit's `NSTextTab`: a tab stop at `location` points from the line's
/// leading edge (head indent included), in a paragraph style's `tabStops`.
///
/// The text after a tab, up to the next tab or the line's end (its column),
/// starts at a `.left` stop (`.natural` in left-to-right text), ends at a
/// `.right` one and is centred on a `.center` one, as UIKit's. A decimal stop
/// is a right (or centre) stop with `.columnTerminators`: the column's text
/// before its first terminator ends at the stop, so the locale's decimal
/// separators line up.
///
/// Differences from UIKit: in right-to-left paragraphs every stop is measured
/// from the left edge and aligns as a left stop (see <doc:DifferencesFromUIKit>).
public final class NSTextTab: @unchecked Sendable {
    public struct OptionKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A `CharacterSet` that ends the aligned part of a tab's column, as UIKit's.
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    /// The characters that end a decimal stop's column in `locale`: its
    /// decimal separator, as UIKit's (which may add others a locale uses).
    public static func columnTerminators(for locale: Locale?) -> CharacterSet {
        CharacterSet(charactersIn: (locale ?? .current).decimalSeparator ?? ".")
    }

    /// The `.columnTerminators` option (nil without it).
    var terminators: CharacterSet? { options[.columnTerminators] as? CharacterSet }

    public let alignment: NSTextAlignment
    public let location: CGFloat
    public let options: [OptionKey: Any]

    public init(textAlignment alignment: NSTextAlignment, location: CGFloat, options: [OptionKey: Any] = [:]) {
        self.alignment = alignment
        self.location = location.isFinite ? max(0, location) : 0
        self.options = options
    }
}
