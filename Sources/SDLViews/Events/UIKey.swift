import Foundation
internal import CSDL

/// UIKit's `UIKey`: a hardware key with its HID usage code, the characters it
/// types and the modifier flags held. Arrows, Page Up/Down, Home and End read
/// as UIKit's `UIKeyCommand.input…` strings, as on iOS. `keyCode` uses HID usage values, which are
/// SDL's scancodes (both follow the USB HID table).
public struct UIKey: Sendable, Equatable {
    public let keyCode: UIKeyboardHIDUsage
    public let characters: String
    public let charactersIgnoringModifiers: String
    public let modifierFlags: UIKeyModifierFlags

    public init(keyCode: UIKeyboardHIDUsage, characters: String, modifierFlags: UIKeyModifierFlags = []) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = characters.lowercased()
        self.modifierFlags = modifierFlags
    }

    /// SDL reports the unshifted key; Shift (or Caps Lock) makes letters upper case, as UIKit's `characters`.
    init(sdl key: SDL_Keysym) {
        let flags = UIKeyModifierFlags(sdl: key.mod)
        let plain = UIKey.characters(for: key.sym)
        let upper = flags.contains(.shift) != flags.contains(.alphaShift) && plain.count == 1
        self.keyCode = UIKeyboardHIDUsage(rawValue: Int(key.scancode.rawValue))
        self.characters = upper ? plain.uppercased() : plain
        self.charactersIgnoringModifiers = plain
        self.modifierFlags = flags
    }

    private static func characters(for sym: SDL_Keycode) -> String {
        switch Int(sym) {
        case Int(SDLK_RETURN.rawValue): return "\r"
        case Int(SDLK_ESCAPE.rawValue): return "\u{1B}"
        case Int(SDLK_TAB.rawValue): return "\t"
        case Int(SDLK_UP.rawValue): return "UIKeyInputUpArrow"
        case Int(SDLK_DOWN.rawValue): return "UIKeyInputDownArrow"
        case Int(SDLK_LEFT.rawValue): return "UIKeyInputLeftArrow"
        case Int(SDLK_RIGHT.rawValue): return "UIKeyInputRightArrow"
        case Int(SDLK_PAGEUP.rawValue): return "UIKeyInputPageUp"
        case Int(SDLK_PAGEDOWN.rawValue): return "UIKeyInputPageDown"
        case Int(SDLK_HOME.rawValue): return "UIKeyInputHome"
        case Int(SDLK_END.rawValue): return "UIKeyInputEnd"
        case 32...126: return String(UnicodeScalar(UInt8(sym)))
        default: return ""
        }
    }
}

/// UIKit's HID usage codes for the keys SDLViews names; any other code is
/// available through `init(rawValue:)`.
public struct UIKeyboardHIDUsage: RawRepresentable, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 40)
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 41)
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 42)
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 43)
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 4)
    public static let keyboardB = UIKeyboardHIDUsage(rawValue: 5)
    public static let keyboardC = UIKeyboardHIDUsage(rawValue: 6)
    public static let keyboardN = UIKeyboardHIDUsage(rawValue: 17)
    public static let keyboardR = UIKeyboardHIDUsage(rawValue: 21)
    public static let keyboardS = UIKeyboardHIDUsage(rawValue: 22)
    public static let keyboardU = UIKeyboardHIDUsage(rawValue: 24)
    public static let keyboardV = UIKeyboardHIDUsage(rawValue: 25)
    public static let keyboardX = UIKeyboardHIDUsage(rawValue: 27)
    public static let keyboardY = UIKeyboardHIDUsage(rawValue: 28)
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 29)
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 76)
    public static let keypadEnter = UIKeyboardHIDUsage(rawValue: 88)
    public static let keyboardLeftControl = UIKeyboardHIDUsage(rawValue: 224)
    public static let keyboardLeftShift = UIKeyboardHIDUsage(rawValue: 225)
    public static let keyboardLeftAlt = UIKeyboardHIDUsage(rawValue: 226)
    public static let keyboardLeftGUI = UIKeyboardHIDUsage(rawValue: 227)
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 44)
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 79)
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 80)
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 81)
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 82)
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 75)
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 78)
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 74)
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 77)
    public static let keyboardF1 = UIKeyboardHIDUsage(rawValue: 58)
    public static let keyboardF2 = UIKeyboardHIDUsage(rawValue: 59)
    public static let keyboardF3 = UIKeyboardHIDUsage(rawValue: 60)
    public static let keyboardF4 = UIKeyboardHIDUsage(rawValue: 61)
    public static let keyboardF5 = UIKeyboardHIDUsage(rawValue: 62)
    public static let keyboardF6 = UIKeyboardHIDUsage(rawValue: 63)
    public static let keyboardF7 = UIKeyboardHIDUsage(rawValue: 64)
    public static let keyboardF8 = UIKeyboardHIDUsage(rawValue: 65)
    public static let keyboardF9 = UIKeyboardHIDUsage(rawValue: 66)
    public static let keyboardF10 = UIKeyboardHIDUsage(rawValue: 67)
    public static let keyboardF11 = UIKeyboardHIDUsage(rawValue: 68)
    public static let keyboardF12 = UIKeyboardHIDUsage(rawValue: 69)
}

/// UIKit's modifier flags.
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)

    init(sdl mod: UInt16) {
        var flags: UIKeyModifierFlags = []
        if mod & UInt16(KMOD_SHIFT.rawValue) != 0 { flags.insert(.shift) }
        if mod & UInt16(KMOD_CTRL.rawValue) != 0 { flags.insert(.control) }
        if mod & UInt16(KMOD_ALT.rawValue) != 0 { flags.insert(.alternate) }
        if mod & UInt16(KMOD_GUI.rawValue) != 0 { flags.insert(.command) }
        if mod & UInt16(KMOD_CAPS.rawValue) != 0 { flags.insert(.alphaShift) }
        self = flags
    }
}
