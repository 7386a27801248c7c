import Foundation
internal import CSDL

/// UIKit's `UIPasteboard` for text: `general` is the system clipboard through
/// SDL (`SDL_SetClipboardText`/`SDL_GetClipboardText`), so text copied here
/// pastes in other applications and the other way round.
///
/// Without SDL's video subsystem (a tool or test with no window) there is no
/// system clipboard: the pasteboard keeps its strings in the process, logged
/// once. `strings` keeps every item in the process; the system clipboard gets
/// the first (SDL holds one string), and text another application copied
/// there since replaces them. A string holding NUL ("abc\0def") is kept whole
/// in the process; SDL's clipboard is a C string, so other applications get it
/// up to the NUL (logged), and reading the clipboard back does not cut this
/// pasteboard's copy. Differences from UIKit: see <doc:DifferencesFromUIKit>.
@MainActor
public final class UIPasteboard {
    /// The system-wide pasteboard.
    public static let general = UIPasteboard(usesSystemClipboard: true)

    private let usesSystemClipboard: Bool
    private var items: [String] = []
    /// What this pasteboard last gave the system clipboard, to notice another application's copy.
    private var lastWritten: String?
    private var loggedMissingClipboard = false

    init(usesSystemClipboard: Bool) {
        self.usesSystemClipboard = usesSystemClipboard
    }

    /// The first string, or nil; setting nil empties the pasteboard.
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// All strings, or nil when there are none.
    public var strings: [String]? {
        get {
            refreshFromSystem()
            return items.isEmpty ? nil : items
        }
        set {
            items = newValue ?? []
            writeToSystem(items.first ?? "")
        }
    }

    public var hasStrings: Bool {
        refreshFromSystem()
        return !items.isEmpty
    }

    public var numberOfItems: Int {
        refreshFromSystem()
        return items.count
    }

    // MARK: SDL's clipboard

    private var systemClipboardAvailable: Bool {
        guard usesSystemClipboard else { return false }
        if SDL_WasInit(SDL_INIT_VIDEO) != 0 { return true }
        if !loggedMissingClipboard {
            loggedMissingClipboard = true
            SDLViewsLog.error(
                "UIPasteboard: SDL's video subsystem is not running, so there is no system clipboard; "
                    + "text stays in this process")
        }
        return false
    }

    private func writeToSystem(_ text: String) {
        guard systemClipboardAvailable else { return }
        // What the system clipboard will hold: a C string ends at the first NUL.
        let systemText = Self.prefixBeforeNUL(text)
        if systemText.utf8.count != text.utf8.count {
            SDLViewsLog.error(
                "UIPasteboard: the string holds NUL; the system clipboard gets the \(systemText.utf8.count) bytes "
                    + "before it (a C string), this process keeps all \(text.utf8.count)")
        }
        lastWritten = systemText
        if text.withCString({ SDL_SetClipboardText($0) }) != 0 {
            SDLViewsLog.error("UIPasteboard: SDL_SetClipboardText failed: \(String(cString: SDL_GetError()))")
        }
    }

    /// Text another application put on the system clipboard replaces what this one holds.
    private func refreshFromSystem() {
        guard systemClipboardAvailable, let pointer = SDL_GetClipboardText() else { return }
        defer { SDL_free(pointer) }
        // Compared as bytes first: the clipboard usually still holds what this
        // pasteboard wrote, and a large paste should not be decoded to learn that.
        guard !Self.bytes(pointer, equal: lastWritten ?? "") else { return }
        let text = String(validatingCString: pointer) ?? ""
        guard text != (lastWritten ?? "") else { return }
        lastWritten = text
        items = text.isEmpty ? [] : [text]
    }

    /// `text` up to its first NUL (all of it when it has none), by a byte scan.
    private static func prefixBeforeNUL(_ text: String) -> String {
        var text = text
        let cut = text.withUTF8 { bytes -> Int? in
            guard let base = bytes.baseAddress, let hit = memchr(base, 0, bytes.count) else { return nil }
            return UnsafeRawPointer(base).distance(to: hit)
        }
        guard let cut else { return text }
        return String(decoding: text.utf8.prefix(cut), as: UTF8.self)
    }

    /// Whether the C string at `pointer` is `text`'s bytes, which hold no NUL
    /// (`lastWritten` is cut before one). One pass that stops at the first
    /// difference or at the C string's end (never reading past it): a paste
    /// can be megabytes, and measuring the C string first would read it twice.
    private static func bytes(_ pointer: UnsafePointer<CChar>, equal text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return pointer[0] == 0 }
            return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                strncmp(pointer, $0, bytes.count) == 0
            } && pointer[bytes.count] == 0
        }
    }
}
