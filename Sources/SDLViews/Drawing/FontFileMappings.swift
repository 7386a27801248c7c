internal import CSDL
import Foundation

/// Font files mapped into memory once per process, so SDL_ttf's FreeType
/// reads a face's tables and glyphs from memory. Opened by path, SDL_ttf
/// reads through stdio, which costs a seek and a read system call for every
/// table and glyph FreeType touches: at start-up that was most of the
/// launcher's system calls. FreeType maps the files it opens itself (Cairo's
/// faces) the same way.
///
/// A mapping lives as long as the process: faces opened from it may be held
/// anywhere, and every size of a face shares it. A file that cannot be mapped
/// (missing, empty, unreadable, larger than SDL's memory streams take) is
/// opened by path as before, so SDL_ttf reports the same errors.
final class FontFileMappings: @unchecked Sendable {
    static let shared = FontFileMappings()

    private let lock = NSLock()
    private var mapped: [String: UnsafeRawBufferPointer] = [:]
    /// Paths that could not be mapped, so each is tried once.
    private var unmappable: Set<String> = []

    /// `TTF_OpenFont(path, pixelSize)`, from the file's mapped bytes when it can be mapped.
    func openFont(path: String, pixelSize: Int32) -> OpaquePointer? {
        guard let bytes = bytes(of: path), let base = bytes.baseAddress,
            let stream = SDL_RWFromConstMem(base, Int32(bytes.count))
        else { return TTF_OpenFont(path, pixelSize) }
        // SDL_ttf closes the stream (not the mapping) with the face.
        return TTF_OpenFontRW(stream, 1, pixelSize)
    }

    /// Number of files mapped (for tests).
    var mappedCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return mapped.count
    }

    /// The mapped bytes of the file at `path`, mapping it on first use; nil when it cannot be mapped.
    func bytes(of path: String) -> UnsafeRawBufferPointer? {
        lock.lock()
        defer { lock.unlock() }
        if let known = mapped[path] { return known }
        guard !unmappable.contains(path) else { return nil }
        guard let bytes = Self.map(path) else {
            unmappable.insert(path)
            return nil
        }
        mapped[path] = bytes
        return bytes
    }

    private static func map(_ path: String) -> UnsafeRawBufferPointer? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0,
            status.st_size <= Int(Int32.max)
        else { return nil }
        let length = Int(status.st_size)
        guard let address = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
            return nil
        }
        return UnsafeRawBufferPointer(start: address, count: length)
    }
}
