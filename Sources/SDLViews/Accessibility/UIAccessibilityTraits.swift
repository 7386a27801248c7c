import Foundation

/// UIKit's `UIAccessibilityTraits`: what an element is and what state it is
/// in, combined as an option set (`[.button, .selected]`).
///
/// Every trait UIKit names is here with its Swift name. The bit values are
/// SDLViews' own: nothing outside the process reads them, and the
/// screen-reader bridge maps traits to AT-SPI roles and states by name.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// Activating the element does something (buttons, and any tappable element).
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Activating the element opens a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element is an image (a picture worth describing).
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected (a selected row, segment or tab).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Activating the element plays its own sound.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element is a key of a keyboard.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change (labels).
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Summary information read when the screen appears.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is disabled ("dimmed").
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element's label or value changes often (a clock, a timer).
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts media, so the screen reader stays quiet.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element's value is changed by `accessibilityIncrement()` / `accessibilityDecrement()`.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// The element takes touches directly (a piano, a drawing surface).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element turns the page when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a heading of a section of content.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 15)
    /// The element is a tab bar (its children are the tabs).
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 16)
    /// The element can be zoomed (UIKit's iOS 17 trait).
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 17)

    /// Traits meaning the element does something when the user acts on it.
    static let interactive: UIAccessibilityTraits = [.button, .link, .keyboardKey, .searchField, .adjustable]
}
