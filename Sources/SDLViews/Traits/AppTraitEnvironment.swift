import Foundation

/// Reads `SDLVIEWS_APPEARANCE` (`light` or `dark`) and `SDLVIEWS_CONTENT_SIZE`
/// (a `UIContentSizeCategory` case name such as `extraLarge` or
/// `accessibilityMedium`, or its short form `XS S M L XL XXL XXXL AX1…AX5`;
/// case is ignored). An invalid value is logged with the accepted ones and
/// ignored, so the default (light, large) stays.
struct AppTraitEnvironment: Equatable {
    var style: UIUserInterfaceStyle?
    var contentSize: UIContentSizeCategory?

    static let appearanceKey = "SDLVIEWS_APPEARANCE"
    static let contentSizeKey = "SDLVIEWS_CONTENT_SIZE"

    static func read(_ environment: [String: String]) -> AppTraitEnvironment {
        var result = AppTraitEnvironment()
        if let raw = environment[appearanceKey] {
            result.style = style(named: raw)
            if result.style == nil {
                SDLViewsLog.error("\(appearanceKey)=\"\(raw)\" ignored: expected light or dark")
            }
        }
        if let raw = environment[contentSizeKey] {
            result.contentSize = contentSize(named: raw)
            if result.contentSize == nil {
                SDLViewsLog.error(
                    "\(contentSizeKey)=\"\(raw)\" ignored: expected one of \(shortNames.joined(separator: " ")) "
                        + "or a UIContentSizeCategory name such as extraLarge or accessibilityMedium")
            }
        }
        return result
    }

    static func style(named raw: String) -> UIUserInterfaceStyle? {
        switch raw.trimmingCharacters(in: .whitespaces).lowercased() {
        case "light": .light
        case "dark": .dark
        default: nil
        }
    }

    static let shortNames = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]

    /// A case name or short form, any case; nil when it names no category.
    static func contentSize(named raw: String) -> UIContentSizeCategory? {
        let wanted = raw.trimmingCharacters(in: .whitespaces).lowercased()
        guard !wanted.isEmpty else { return nil }
        if let index = shortNames.firstIndex(where: { $0.lowercased() == wanted }) {
            return UIContentSizeCategory.allOrdered[index]
        }
        return UIContentSizeCategory.allOrdered.first { $0.description.lowercased() == wanted }
    }
}
