import Foundation

/// UIKit's `UITextInputTraits`: what a text input asks of the keyboard. In
/// UIKit every member is optional; here each has a default implementation
/// with UIKit's default value, so a `UIKeyInput` view declares only the
/// traits it sets (as a stored `var`, as UIKit code does).
///
/// What SDLViews does with each: `keyboardType`, `returnKeyType`,
/// `enablesReturnKeyAutomatically`, `autocapitalizationType` and
/// `keyboardAppearance` shape the on-screen keyboard (shown when a text
/// input becomes first responder from a gamepad); `isSecureTextEntry` hides
/// the text; `smartQuotesType` and `smartDashesType` rewrite typed quotes and
/// double hyphens when `.yes`. `autocorrectionType`, `spellCheckingType`,
/// `smartInsertDeleteType` and `textContentType` are kept for the app and
/// change nothing: there is no autocorrection, spell checker or password
/// autofill on Linux.
@MainActor
public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get }
    var autocorrectionType: UITextAutocorrectionType { get }
    var spellCheckingType: UITextSpellCheckingType { get }
    var smartQuotesType: UITextSmartQuotesType { get }
    var smartDashesType: UITextSmartDashesType { get }
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get }
    var keyboardType: UIKeyboardType { get }
    var keyboardAppearance: UIKeyboardAppearance { get }
    var returnKeyType: UIReturnKeyType { get }
    var enablesReturnKeyAutomatically: Bool { get }
    var isSecureTextEntry: Bool { get }
    var textContentType: UITextContentType! { get }
}

extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    public var autocorrectionType: UITextAutocorrectionType { .default }
    public var spellCheckingType: UITextSpellCheckingType { .default }
    public var smartQuotesType: UITextSmartQuotesType { .default }
    public var smartDashesType: UITextSmartDashesType { .default }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { .default }
    public var keyboardType: UIKeyboardType { .default }
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    public var returnKeyType: UIReturnKeyType { .default }
    public var enablesReturnKeyAutomatically: Bool { false }
    public var isSecureTextEntry: Bool { false }
    public var textContentType: UITextContentType! { nil }
}

/// UIKit's `UITextAutocapitalizationType`: when the on-screen keyboard turns
/// shift on by itself.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// UIKit's `UITextAutocorrectionType` (kept; nothing autocorrects on Linux).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// UIKit's `UITextSpellCheckingType` (kept; there is no spell checker).
public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}

/// UIKit's `UITextSmartQuotesType`. Typed straight quotes become curly ones
/// only with `.yes`: `.default` leaves them straight here (on iOS it follows
/// a system setting that is on), so game text and code stay as typed.
public enum UITextSmartQuotesType: Int, Sendable {
    case `default`, no, yes
}

/// UIKit's `UITextSmartDashesType`: with `.yes` two typed hyphens become an
/// em dash. `.default` is off here, as for quotes.
public enum UITextSmartDashesType: Int, Sendable {
    case `default`, no, yes
}

/// UIKit's `UITextSmartInsertDeleteType` (kept; pasting inserts as is).
public enum UITextSmartInsertDeleteType: Int, Sendable {
    case `default`, no, yes
}

/// UIKit's `UIKeyboardType`: which keys the on-screen keyboard offers. A
/// physical keyboard types anything whatever the type, as on iOS.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
    case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad

    /// UIKit's alias for `.asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// UIKit's `UIKeyboardAppearance`: the on-screen keyboard is dark by default
/// (a game's overlay); `.light` gives light keys.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light

    /// UIKit's alias for `.dark`.
    public static var alert: UIKeyboardAppearance { .dark }
}

/// UIKit's return key kinds (`UITextInputTraits.returnKeyType`): the title of
/// the on-screen keyboard's return key. A physical keyboard's Return is the
/// same key whatever the kind.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// UIKit's `UITextContentType`: what the text is (a name, an e-mail address,
/// a one-time code…). Kept for the app; nothing fills it in on Linux.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("honorific-prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("honorific-suffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("organization-title")
    public static let organizationName = UITextContentType("organization")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level1+2")
    public static let sublocality = UITextContentType("address-level3")
    public static let countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
}
