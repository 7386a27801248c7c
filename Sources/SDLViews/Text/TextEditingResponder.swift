import Foundation

/// A first responder that edits text: `KeyRouter` offers it editing keys
/// (arrows, Backspace, shortcuts) before looking for key commands.
@MainActor
protocol TextEditingResponder: AnyObject {
    /// True when the key was an editing key and was handled.
    func handleEditingKey(_ key: UIKey) -> Bool
}
