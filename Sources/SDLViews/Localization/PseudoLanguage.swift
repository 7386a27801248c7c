import Foundation

/// Xcode's pseudo-languages, for testing an app's localizability without a
/// translation: set `Localization.pseudoLanguage`, or launch with
/// `SDLVIEWS_PSEUDO_LANGUAGE=accented` / `=rtl`.
public enum PseudoLanguage: String, Sendable, CaseIterable {
    /// Every localized string accented and about 40 % longer, in brackets:
    /// "Options" becomes "[Ǿƥŧīǿƞş ~~]". Text that skipped localization
    /// shows unaccented; a clipped bracket shows a layout that will cut a
    /// longer translation. (Xcode's "Accented" and "Bounded String"
    /// pseudo-languages, with the length of a German or Finnish translation.)
    case accented
    /// The app laid out right to left, strings unchanged: Xcode's
    /// "Right-to-Left Pseudolanguage".
    case rightToLeft = "rtl"

    /// Whether this pseudo-language lays the app out right to left.
    public var isRightToLeft: Bool { self == .rightToLeft }

    /// The string as this pseudo-language shows it. Format specifiers
    /// ("%@", "%1$lld", "%%") are left as they are, so a transformed format
    /// still formats.
    public func transform(_ string: String) -> String {
        switch self {
        case .rightToLeft: return string
        case .accented: return PseudoAccenting.accentedAndLengthened(string)
        }
    }

    /// The pseudo-language `SDLVIEWS_PSEUDO_LANGUAGE` names; an unknown
    /// value is logged and ignored.
    static func fromEnvironment() -> PseudoLanguage? {
        guard let value = ProcessEnvironment.value("SDLVIEWS_PSEUDO_LANGUAGE"), !value.isEmpty else {
            return nil
        }
        guard let language = PseudoLanguage(rawValue: value.lowercased()) else {
            SDLViewsLog.error("SDLVIEWS_PSEUDO_LANGUAGE=\(value) is not one of accented, rtl; pseudo-language off")
            return nil
        }
        return language
    }
}
