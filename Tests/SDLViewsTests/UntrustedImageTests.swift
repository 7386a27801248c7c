import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Untrusted image bytes (issue 21): no file hangs or crashes the decoder; a
/// malformed PNG is refused with the reason before SDL_image sees it.
@MainActor
@Suite struct UntrustedImageTests {
    /// The first three hung in libpng before the fix; the fuzz decodes 3,000
    /// seeded mutations of small JPEG, WebP and PNG files.
    @Test(arguments: [
        "untrusted-png-ends-in-chunk-header", "untrusted-png-ends-after-ancillary-chunk",
        "untrusted-png-file", "untrusted-image-fuzz"
    ])
    func reproducerBehaves(_ name: String) throws {
        try ProbeProcess.expectBehaves(name)
    }

    /// A chunk: length, type, data, CRC.
    private static func chunk(_ type: String, _ data: [UInt8], crc: UInt32? = nil) -> [UInt8] {
        let body = Array(type.utf8) + data
        let sum = crc ?? body.withUnsafeBytes { CRC32.checksum($0) }
        return bigEndian(UInt32(data.count)) + body + bigEndian(sum)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }

    private static func header(width: UInt32 = 2, height: UInt32 = 2, depth: UInt8 = 8, colourType: UInt8 = 6)
        -> [UInt8]
    {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [depth, colourType, 0, 0, 0])
    }

    /// A 2×2 red RGBA PNG (stored, uncompressed zlib block).
    private static let imageData: [UInt8] = {
        let raw: [UInt8] = [0, 255, 0, 0, 255, 255, 0, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 255]
        var adler = (a: UInt32(1), b: UInt32(0))
        for byte in raw { adler.a = (adler.a + UInt32(byte)) % 65521; adler.b = (adler.b + adler.a) % 65521 }
        return [0x78, 0x01, 0x01, UInt8(raw.count), 0, ~UInt8(raw.count), 0xFF] + raw
            + bigEndian(adler.b << 16 | adler.a)
    }()

    private static func png(_ chunks: [UInt8]...) -> [UInt8] { PNGValidator.signature + chunks.flatMap { $0 } }

    private static let valid = png(header(), chunk("IDAT", imageData), chunk("IEND", []))

    private func problem(_ bytes: [UInt8]) -> String? { bytes.withUnsafeBytes { PNGValidator.problem(in: $0) } }

    @Test func aSoundPNGPassesAndDecodes() throws {
        #expect(problem(Self.valid) == nil)
        let image = try #require(UIImage(data: Data(Self.valid)))
        #expect(image.cgImage?.pixel(x: 1, y: 1) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        // What the library itself encodes passes too.
        let encoded = try #require(UIGraphicsImageRenderer(size: CGSize(width: 5, height: 3)).image { _ in }.pngData())
        #expect(encoded.withUnsafeBytes { PNGValidator.problem(in: $0) } == nil)
    }

    @Test func malformedStructureIsRefusedWithItsReason() {
        let ihdr = Self.header(), idat = Self.chunk("IDAT", Self.imageData), iend = Self.chunk("IEND", [])
        let cases: [([UInt8], String)] = [
            (Array(Self.valid.dropLast(3)), "ends inside a chunk"),
            (Self.png(ihdr) + [0, 0, 0, 0, 0x74, 0x45, 0x58, 0x74], "ends inside a chunk"),
            (
                Self.png(ihdr, Self.bigEndian(0x7FFF_FFFF) + Array("IDAT".utf8) + Self.imageData + [0, 0, 0, 0], iend),
                "past the end"
            ),
            (Self.png(ihdr, Self.chunk("IDAT", Self.imageData, crc: 1), iend), "IDAT chunk's CRC is wrong"),
            (Self.png(idat, ihdr, iend), "first chunk is IDAT"),
            (
                Self.png(Self.header(depth: 4, colourType: 2), idat, iend),
                "bit depth 4 is not allowed with colour type 2"
            ),
            (Self.png(Self.header(width: 0), idat, iend), "is invalid"),
            (Self.png(Self.header(width: 20000, height: 1), idat, iend), "more than decoded"),
            (Self.png(Self.header(width: 9000, height: 9000), idat, iend), "more than decoded"),
            (Self.png(ihdr, iend), "no IDAT"),
            (Self.png(ihdr, idat, Self.chunk("gAMA", [0, 0, 0xB1, 0x8F])), "ends inside a chunk"),
            (Self.png(ihdr, Self.chunk("ID1T", []), idat, iend), "invalid chunk type"),
            ([0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 0] + Array(Self.valid.dropFirst(8)), "signature is damaged")
        ]
        for (bytes, reason) in cases {
            let found = problem(bytes)
            #expect(found?.contains(reason) == true, "expected “\(reason)”, got \(found ?? "nil")")
        }
    }

    @Test func aRefusedPNGGivesNilWithALoggedReason() {
        SDLViewsLog.clear()
        SDLViewsLog.printsToStandardError = false
        defer { SDLViewsLog.printsToStandardError = true }
        #expect(UIImage(data: Data(Self.valid.dropLast(3))) == nil)
        #expect(SDLViewsLog.messages.last?.contains("refused a malformed PNG: the data ends inside a chunk") == true)
    }

    @Test func filesAreValidatedLikeData() throws {
        SDLViewsLog.clear()
        SDLViewsLog.printsToStandardError = false
        defer { SDLViewsLog.printsToStandardError = true }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdlviews-untrusted-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("avatar.png"), good = directory.appendingPathComponent("ok@2x.png")
        try Data(Self.valid.dropLast(3)).write(to: bad)
        try Data(Self.valid).write(to: good)
        #expect(UIImage(contentsOfFile: bad.path) == nil)
        #expect(
            SDLViewsLog.messages.last?.contains("could not decode image \(bad.path): refused a malformed PNG") == true)
        let image = try #require(UIImage(contentsOfFile: good.path))
        #expect(image.scale == 2 && image.size == CGSize(width: 1, height: 1))
        #expect(NamedImageLocator.image(atPath: bad.path) == nil)
    }

    /// Every truncation and every single-byte change of a valid PNG gives nil:
    /// each byte is the signature, a length, a type, data or a CRC, so any change
    /// is caught before libpng sees it.
    @Test func everyTruncationAndByteChangeIsRefused() {
        SDLViewsLog.printsToStandardError = false
        defer { SDLViewsLog.printsToStandardError = true }
        for cut in 0..<Self.valid.count {
            #expect(UIImage(data: Data(Self.valid.prefix(cut))) == nil, "cut at \(cut)")
        }
        var generator = SeededGenerator(seed: 7)
        for index in Self.valid.indices {
            var bytes = Self.valid
            bytes[index] ^= UInt8.random(in: 1...255, using: &generator)
            #expect(UIImage(data: Data(bytes)) == nil, "byte \(index) changed")
            if index >= 4 { #expect(problem(bytes) != nil, "byte \(index) changed") }
        }
    }
}
