import Foundation

extension UIApplication {
    /// Host mode: whether the game itself wants SDL text input on (its own
    /// chat box or console). An SDLViews addition; UIKit has no counterpart.
    ///
    /// SDLViews starts SDL text input when a text field begins editing and,
    /// when it resigns, stops only text input it started: text input the game
    /// had started before the field began editing stays on. SDL cannot tell
    /// SDLViews that the game called `SDL_StartTextInput()` while a field was
    /// already editing (text input was on already), so a game that starts or
    /// stops its own text input while an SDLViews field may be editing sets
    /// this instead: while it is true text input stays on whatever the fields
    /// do; set to false, text input stops unless a field is editing (then when
    /// the field resigns). Default false. Setting it also starts text input at
    /// once when true.
    public var hostWantsTextInput: Bool {
        get { TextInputSession.hostWants }
        set { TextInputSession.hostWants = newValue }
    }
}
