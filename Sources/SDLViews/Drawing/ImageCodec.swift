import Foundation
internal import CSDL
internal import CCairo
internal import CSDLImage

/// Reading image files with SDL_image (opened when first needed: `CSDLImage`) and writing PNG with Cairo, converting
/// to and from `CGImage`'s straight-alpha BGRA pixels.
@MainActor
enum ImageCodec {
    /// The formats SDL_image can decode here (`IMG_Init`); asked once, and
    /// formats that are missing are logged. SDL_image itself is opened then
    /// (`CSDLImage`), not at start; when it is missing every format is, with the reason.
    static let decodableFormats: [String] = {
        let wanted: [(String, Int32)] = [
            ("PNG", Int32(SDLViewsImagePNG)), ("JPEG", Int32(SDLViewsImageJPEG)),
            ("WebP", Int32(SDLViewsImageWebP))
        ]
        let loaded = sdlviews_img_init(wanted.reduce(0) { $0 | $1.1 })
        let missing = wanted.filter { loaded & $0.1 == 0 }.map(\.0)
        if !missing.isEmpty {
            SDLViewsLog.error("SDL_image cannot load \(missing.joined(separator: ", ")) here: \(SDLRuntime.lastError)")
        }
        return wanted.filter { loaded & $0.1 != 0 }.map(\.0)
    }()

    /// Why `library` (nil: SDL_image) could not serve the codec, or nil when it
    /// could; opens it without using it (for tests of a missing library).
    static func libraryProblem(_ library: String?) -> String? {
        var reason = [CChar](repeating: 0, count: 512)
        let loaded = sdlviews_img_library_check(library, &reason, Int32(reason.count))
        return loaded == 1 ? nil : String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Decodes PNG, JPEG, WebP … with SDL_image; nil with a logged reason on failure.
    /// The file's extension is SDL_image's type hint, as `IMG_Load` does.
    static func decode(file path: String) -> CGImage? {
        guard FileManager.default.fileExists(atPath: path) else {
            SDLViewsLog.error("no image file at \(path)")
            return nil
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            SDLViewsLog.error("could not decode image \(path): the file cannot be read")
            return nil
        }
        let type = (path as NSString).pathExtension
        return decode(data, typeHint: type.isEmpty ? nil : type, describedAs: "image \(path)")
    }

    static func decode(data: Data) -> CGImage? {
        decode(data, typeHint: nil, describedAs: "image data (\(data.count) bytes)")
    }

    /// Untrusted bytes: a PNG is checked by `PNGValidator` before SDL_image sees it.
    private static func decode(_ data: Data, typeHint: String?, describedAs name: String) -> CGImage? {
        _ = decodableFormats
        let surface: UnsafeMutablePointer<SDL_Surface>? = data.withUnsafeBytes { bytes in
            if PNGValidator.isPNG(bytes), let problem = PNGValidator.problem(in: bytes) {
                SDLViewsLog.error("could not decode \(name): refused a malformed PNG: \(problem)")
                return nil
            }
            guard bytes.count <= Int32.max, let rw = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)) else {
                SDLViewsLog.error("could not decode \(name): too large for SDL_image")
                return nil
            }
            guard let surface = sdlviews_img_load_typed_rw(rw, 1, typeHint)?.assumingMemoryBound(to: SDL_Surface.self)
            else {
                SDLViewsLog.error("could not decode \(name): \(SDLRuntime.lastError)")
                return nil
            }
            return surface
        }
        guard let surface else { return nil }
        defer { SDL_FreeSurface(surface) }
        return image(from: surface)
    }

    /// An SVG file drawn by SDL_image at `pixels` × `pixels` (symbol images);
    /// nil with a logged reason when it cannot be read or drawn.
    static func rasterizeSVG(file path: String, pixels: Int) -> CGImage? {
        guard let data = FileManager.default.contents(atPath: path) else {
            SDLViewsLog.error("could not draw symbol \(path): the file cannot be read")
            return nil
        }
        let side = Int32(clamping: pixels)
        let surface: UnsafeMutablePointer<SDL_Surface>? = data.withUnsafeBytes { bytes in
            guard let rw = SDL_RWFromConstMem(bytes.baseAddress, Int32(clamping: bytes.count)) else { return nil }
            defer { SDL_RWclose(rw) }
            return sdlviews_img_load_sized_svg_rw(rw, side, side)?.assumingMemoryBound(to: SDL_Surface.self)
        }
        guard let surface else {
            SDLViewsLog.error("could not draw symbol \(path): \(SDLRuntime.lastError)")
            return nil
        }
        defer { SDL_FreeSurface(surface) }
        return image(from: surface)
    }

    /// Any SDL surface → CGImage (converted to ARGB8888, straight alpha).
    static func image(from surface: UnsafeMutablePointer<SDL_Surface>) -> CGImage? {
        guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            return nil
        }
        defer { SDL_FreeSurface(converted) }
        let w = Int(converted.pointee.w), h = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        guard w > 0, h > 0, let base = converted.pointee.pixels else { return nil }
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let source = base.assumingMemoryBound(to: UInt8.self)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<h { (out.baseAddress! + y * w * 4).update(from: source + y * pitch, count: w * 4) }
        }
        return CGImage(width: w, height: h, bgraPixels: pixels)
    }

    /// JPEG bytes through SDL_image's `IMG_SaveJPG` (it writes files only, so
    /// through a temporary file); nil with a logged reason on failure.
    static func jpegData(_ image: CGImage, quality: CGFloat) -> Data? {
        let q = Int32((min(max(quality.isFinite ? quality : 0.75, 0), 1) * 100).rounded())
        let path = NSTemporaryDirectory() + "sdlviews-\(UUID().uuidString).jpg"
        defer { try? FileManager.default.removeItem(atPath: path) }
        var pixels = image.pixels
        let saved: Int32 = pixels.withUnsafeMutableBytes { bytes in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    bytes.baseAddress, Int32(image.width), Int32(image.height), 32,
                    Int32(image.bytesPerRow), SDL_PIXELFORMAT_ARGB8888.rawValue)
            else { return -1 }
            defer { SDL_FreeSurface(surface) }
            return sdlviews_img_save_jpg(surface, path, q)
        }
        guard saved == 0, let data = FileManager.default.contents(atPath: path) else {
            SDLViewsLog.error(
                "could not encode a \(image.width)×\(image.height) image as JPEG: \(SDLRuntime.lastError)")
            return nil
        }
        return data
    }

    /// PNG bytes of the image, encoded by Cairo.
    static func pngData(_ image: CGImage) -> Data? {
        guard let surface = image.makeCairoSurface() else { return nil }
        defer { cairo_surface_destroy(surface) }
        return pngData(surface: surface)
    }

    /// PNG bytes of any Cairo image surface.
    static func pngData(surface: OpaquePointer) -> Data? {
        let sink = DataSink()
        let status = cairo_surface_write_to_png_stream(
            surface,
            { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<DataSink>.fromOpaque(closure).takeUnretainedValue().data.append(data, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        return status == CAIRO_STATUS_SUCCESS ? sink.data : nil
    }

    private final class DataSink { var data = Data() }
}
