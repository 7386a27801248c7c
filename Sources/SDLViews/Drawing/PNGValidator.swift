import Foundation

/// Checks a PNG's chunk structure before SDL_image sees it, so untrusted bytes
/// (mods, downloaded avatars) cannot hang or exhaust the process.
///
/// Why: SDL_image 2.6's read callback ignores short reads, so when a file ends
/// inside a chunk libpng 1.6 keeps re-reading the last chunk header from a stale
/// buffer and never returns (a 41-byte file is enough). Here the whole chunk
/// sequence must lie inside the data: the signature, then IHDR (sane sizes within
/// `maximumSide` and `maximumPixels`, a legal bit depth for the colour type,
/// the only compression and filter methods, interlace 0 or 1), every chunk's
/// length within the data and its CRC right, at least one IDAT, and IEND.
/// Bytes after IEND are ignored, as libpng does.
enum PNGValidator {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The widest or tallest image decoded.
    static let maximumSide = 16384
    /// The most pixels decoded (an 8,192 × 8,192 image): 256 MB as BGRA, before SDL's copies.
    static let maximumPixels = 1 << 26

    /// True when SDL_image would take the bytes for a PNG: it looks at the
    /// signature's first four bytes only, so those decide (a damaged rest of the
    /// signature is then refused by `problem(in:)`).
    static func isPNG(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.count >= 4 && zip(bytes.prefix(4), signature).allSatisfy { $0 == $1 }
    }

    /// Nil when the PNG's structure is sound; otherwise why it is refused.
    static func problem(in bytes: UnsafeRawBufferPointer) -> String? {
        guard bytes.count >= signature.count, zip(bytes, signature).allSatisfy({ $0 == $1 }) else {
            return "the PNG signature is damaged"
        }
        var offset = signature.count
        var sawImageData = false
        while true {
            guard bytes.count - offset >= 12 else { return "the data ends inside a chunk at byte \(offset)" }
            let length = Int(bigEndian32(bytes, at: offset))
            let type = bytes[(offset + 4)..<(offset + 8)]
            let name = String(decoding: type, as: UTF8.self)
            guard type.allSatisfy(isChunkLetter) else { return "an invalid chunk type at byte \(offset + 4)" }
            guard length <= 0x7FFF_FFFF, length <= bytes.count - offset - 12 else {
                return "the \(name) chunk at byte \(offset) claims \(length) bytes, past the end of the data"
            }
            let body = UnsafeRawBufferPointer(rebasing: bytes[(offset + 4)..<(offset + 8 + length)])
            guard CRC32.checksum(body) == bigEndian32(bytes, at: offset + 8 + length) else {
                return "the \(name) chunk's CRC is wrong"
            }
            if offset == signature.count {
                guard name == "IHDR" else { return "the first chunk is \(name), not IHDR" }
                if let problem = headerProblem(
                    UnsafeRawBufferPointer(rebasing: bytes[(offset + 8)..<(offset + 8 + length)]))
                {
                    return problem
                }
            }
            if name == "IDAT" { sawImageData = true }
            if name == "IEND" { return sawImageData ? nil : "there is no IDAT chunk" }
            offset += 12 + length
        }
    }

    /// IHDR: 13 bytes of width, height, bit depth, colour type, compression, filter, interlace.
    private static func headerProblem(_ data: UnsafeRawBufferPointer) -> String? {
        guard data.count == 13 else { return "IHDR has \(data.count) bytes, not 13" }
        let width = Int(bigEndian32(data, at: 0)), height = Int(bigEndian32(data, at: 4))
        guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            return "IHDR size \(width)×\(height) is invalid"
        }
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
            return
                "\(width)×\(height) pixels is more than decoded (at most \(maximumSide) a side and \(maximumPixels) pixels)"
        }
        let depth = data[8], colourType = data[9]
        guard allowedDepths[colourType]?.contains(depth) == true else {
            return "bit depth \(depth) is not allowed with colour type \(colourType)"
        }
        guard data[10] == 0, data[11] == 0, data[12] <= 1 else {
            return "unknown compression, filter or interlace method"
        }
        return nil
    }

    /// The PNG specification's bit depths per colour type.
    private static let allowedDepths: [UInt8: Set<UInt8>] = [
        0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]
    ]

    private static func isChunkLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func bigEndian32(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[offset + $1]) }
    }
}
