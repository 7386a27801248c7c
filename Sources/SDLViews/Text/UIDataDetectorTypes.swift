import Foundation

/// UIKit's `UIDataDetectorTypes`: the kinds of data a non-editable
/// `UITextView` turns into tappable links (`dataDetectorTypes`), with UIKit's
/// raw values. SDLViews detects `.link` (URLs, `www.` and bare domain names,
/// e-mail addresses) and `.phoneNumber`; the others need a natural-language
/// parser that Linux has no system library for, so they are accepted and find
/// nothing (see DifferencesFromUIKit).
public struct UIDataDetectorTypes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    public static let all = UIDataDetectorTypes(rawValue: .max)
}

/// UIKit's `UITextItemInteraction`: how the user acted on a link in a text view.
public enum UITextItemInteraction: Int, Sendable {
    case invokeDefaultAction, presentActions, preview
}
