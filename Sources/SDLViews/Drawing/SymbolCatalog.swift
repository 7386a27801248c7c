import Foundation

/// Where a symbol image came from: its SF Symbol name, the icon file and the
/// configuration it was drawn at, so a new configuration can redraw it.
struct SymbolSource: Sendable {
    let name: String
    let file: String
    let configuration: UIImage.SymbolConfiguration
}

/// The SF Symbol names `UIImage(systemName:)` knows, each mapped to an icon of
/// the Adwaita theme shipped in `Assets/Symbols` (see its README), and the
/// drawing of those SVG icons at a configuration's size, kept by file and
/// pixel size so asking again rasterizes nothing.
@MainActor
enum SymbolCatalog {
    /// SF Symbol name → Adwaita icon name (the file is `<icon>-symbolic.svg`).
    static let icons: [String: String] = [
        "chevron.right": "pan-end",
        "chevron.left": "pan-start",
        "chevron.up": "pan-up",
        "chevron.down": "pan-down",
        "chevron.forward": "pan-end",
        "chevron.backward": "pan-start",
        "plus": "list-add",
        "minus": "list-remove",
        "xmark": "window-close",
        "xmark.circle": "process-stop",
        "checkmark": "object-select",
        "checkmark.circle": "emblem-ok",
        "gear": "emblem-system",
        "gearshape": "emblem-system",
        "trash": "user-trash",
        "trash.fill": "user-trash-full",
        "pencil": "document-edit",
        "square.and.pencil": "mail-message-new",
        "magnifyingglass": "system-search",
        "plus.magnifyingglass": "zoom-in",
        "minus.magnifyingglass": "zoom-out",
        "star": "non-starred",
        "star.fill": "starred",
        "star.leadinghalf.filled": "semi-starred",
        "heart": "emblem-favorite",
        "heart.fill": "emblem-favorite",
        "person": "avatar-default",
        "person.fill": "avatar-default",
        "person.circle": "avatar-default",
        "person.2": "system-users",
        "house": "go-home",
        "house.fill": "user-home",
        "folder": "folder",
        "folder.badge.plus": "folder-new",
        "doc": "text-x-generic",
        "doc.text": "x-office-document",
        "doc.on.doc": "edit-copy",
        "doc.on.clipboard": "edit-paste",
        "scissors": "edit-cut",
        "play.fill": "media-playback-start",
        "pause.fill": "media-playback-pause",
        "stop.fill": "media-playback-stop",
        "record.circle": "media-record",
        "backward.fill": "media-seek-backward",
        "forward.fill": "media-seek-forward",
        "backward.end.fill": "media-skip-backward",
        "forward.end.fill": "media-skip-forward",
        "shuffle": "media-playlist-shuffle",
        "repeat": "media-playlist-repeat",
        "speaker.wave.1": "audio-volume-low",
        "speaker.wave.2": "audio-volume-medium",
        "speaker.wave.3": "audio-volume-high",
        "speaker.slash": "audio-volume-muted",
        "mic": "audio-input-microphone",
        "mic.slash": "microphone-disabled",
        "headphones": "audio-headphones",
        "info.circle": "dialog-information",
        "exclamationmark.triangle": "dialog-warning",
        "exclamationmark.circle": "dialog-error",
        "questionmark.circle": "dialog-question",
        "ellipsis": "view-more-horizontal",
        "ellipsis.circle": "view-more-horizontal",
        "arrow.clockwise": "view-refresh",
        "arrow.uturn.backward": "edit-undo",
        "arrow.uturn.forward": "edit-redo",
        "arrow.up": "go-up",
        "arrow.down": "go-down",
        "arrow.left": "go-previous",
        "arrow.right": "go-next",
        "square.and.arrow.up": "send-to",
        "square.and.arrow.down": "document-save",
        "lock": "changes-prevent",
        "lock.open": "changes-allow",
        "bell": "preferences-system-notifications",
        "bell.slash": "notifications-disabled",
        "calendar": "x-office-calendar",
        "clock": "preferences-system-time",
        "alarm": "alarm",
        "envelope": "mail-unread",
        "envelope.open": "mail-read",
        "paperplane": "mail-send",
        "paperclip": "mail-attachment",
        "photo": "image-x-generic",
        "camera": "camera-photo",
        "video": "camera-video",
        "map": "find-location",
        "mappin": "mark-location",
        "location": "location-services-active",
        "globe": "web-browser",
        "gamecontroller": "input-gaming",
        "keyboard": "input-keyboard",
        "computermouse": "input-mouse",
        "printer": "printer",
        "desktopcomputer": "computer",
        "display": "video-display",
        "phone": "phone",
        "wifi": "network-wireless",
        "airplane": "airplane-mode",
        "sun.max": "weather-clear",
        "moon": "weather-clear-night",
        "cloud": "weather-overcast",
        "power": "system-shutdown",
        "list.bullet": "view-list-bullet",
        "list.number": "view-list-ordered",
        "line.3.horizontal": "open-menu",
        "square.grid.2x2": "view-grid",
        "slider.horizontal.3": "preferences-system",
        "bookmark": "user-bookmarks",
        "link": "insert-link",
        "pin": "view-pin",
        "eye": "view-reveal",
        "eye.slash": "view-conceal",
        "bold": "format-text-bold",
        "italic": "format-text-italic",
        "underline": "format-text-underline",
        "strikethrough": "format-text-strikethrough",
        "music.note": "emblem-music",
        "terminal": "utilities-terminal",
        "arrow.up.left.and.arrow.down.right": "view-fullscreen",
        "sidebar.left": "sidebar-show",
        "book": "user-bookmarks",
        "arrow.down.circle": "folder-download",
        "arrowshape.turn.up.left": "mail-reply-sender",
        "person.crop.circle": "avatar-default",
    ]

    /// The image for `name` at `configuration`, nil when the name is not mapped (as iOS for an unknown name).
    static func image(named name: String, configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard let icon = icons[name], let directory else { return nil }
        let file = (directory as NSString).appendingPathComponent("\(icon)-symbolic.svg")
        return image(SymbolSource(name: name, file: file, configuration: configuration))
    }

    /// Draws `source` at its configuration's size for the screen's scale.
    static func image(_ source: SymbolSource) -> UIImage? {
        let screenScale = max(1, UIScreen.main.scale)
        let pixels = max(1, Int((sideInPoints(source.configuration) * screenScale).rounded()))
        guard let cgImage = rasterized(source.file, pixels: pixels) else { return nil }
        return UIImage(
            cgImage: cgImage, scale: screenScale, capInsets: .zero, resizingMode: .tile,
            renderingMode: .alwaysTemplate, symbol: source)
    }

    /// The symbol's side: the point size (or the text style's Dynamic Type
    /// size, or the body style's) times the scale's factor, whole points.
    static func sideInPoints(_ configuration: UIImage.SymbolConfiguration) -> CGFloat {
        (basePointSize(configuration) * scaleFactor(configuration.scale)).rounded()
    }

    static func basePointSize(_ configuration: UIImage.SymbolConfiguration) -> CGFloat {
        if configuration.pointSize > 0 { return configuration.pointSize }
        return UIFont.preferredFont(forTextStyle: configuration.textStyle ?? .body).pointSize
    }

    /// Small and large symbols are a step smaller and larger than medium ones, as in UIKit.
    static func scaleFactor(_ scale: UIImage.SymbolScale) -> CGFloat {
        switch scale {
        case .small: 0.8
        case .large: 1.3
        case .medium, .default, .unspecified: 1
        }
    }

    private static var cache: [String: CGImage] = [:]

    private static func rasterized(_ file: String, pixels: Int) -> CGImage? {
        let key = "\(file)@\(pixels)"
        if let image = cache[key] { return image }
        guard let image = ImageCodec.rasterizeSVG(file: file, pixels: pixels) else { return nil }
        cache[key] = image
        return image
    }

    /// The number of rasterized bitmaps kept (tests check that asking again draws nothing).
    static var cachedCount: Int { cache.count }

    private static let directory: String? = {
        guard let path = PackageAssets.path("Symbols") else {
            SDLViewsLog.error("UIImage(systemName:): the package's Assets/Symbols folder is missing")
            return nil
        }
        return path
    }()
}
