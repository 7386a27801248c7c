internal import CSDL
import Foundation

/// One open SDL_ttf face (`TTF_Font*`, reading the file's mapped bytes) at
/// one pixel size. Closed when the last reference goes: `FontCache` drops its
/// reference when it evicts the handle, and code still drawing or measuring with
/// it keeps it open until it is done, so eviction never pulls a face from under
/// a caller.
final class FontHandle: @unchecked Sendable {
    /// The `TTF_Font*`, valid while this object lives.
    let pointer: OpaquePointer
    let path: String
    let pixelSize: Int

    /// Handles open in the process now (for tests and diagnostics).
    static var openCount: Int { FontRegistry.shared.withTTF { live } }
    nonisolated(unsafe) private static var live = 0

    /// Opens `path` at `pixelSize` pixels; nil when SDL_ttf cannot.
    init?(path: String, pixelSize: Int) {
        let opened: OpaquePointer? = FontRegistry.shared.withTTF {
            guard
                let font = FontRegistry.shared.takeSpareFont(path: path, pixelSize: pixelSize)
                    ?? FontFileMappings.shared.openFont(path: path, pixelSize: Int32(clamping: pixelSize))
            else { return nil }
            FontHandle.live += 1
            return font
        }
        guard let opened else { return nil }
        pointer = opened
        self.path = path
        self.pixelSize = pixelSize
    }

    deinit {
        FontRegistry.shared.withTTF {
            TTF_CloseFont(pointer)
            FontHandle.live -= 1
        }
    }
}
