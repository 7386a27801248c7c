import Foundation

extension StringProtocol {
    /// Whether every byte is ASCII, by one byte scan. Written as a plain
    /// loop rather than `utf8.allSatisfy { … }`: a closure formed inside a
    /// main-actor type is main-actor isolated, and Swift checks the executor
    /// on each of its calls, which made long texts pay per byte.
    var isASCIIOnly: Bool {
        let scanned = utf8.withContiguousStorageIfAvailable { $0.isASCIIOnly }
        return scanned ?? !utf8.contains { $0 >= 0x80 }
    }

    /// The number of Characters without grapheme breaking where it cannot
    /// matter: in ASCII text every byte is a Character except "\r\n", which
    /// the editing model never keeps inside a paragraph.
    var characterCountOfParagraph: Int { isASCIIOnly ? utf8.count : count }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether every byte is below 0x80, 32 bytes a step (a paste is
    /// checked whole, megabytes at a time).
    var isASCIIOnly: Bool {
        guard let base = baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var seen: UInt64 = 0, offset = 0
        while offset + 32 <= count {
            seen |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)
            offset += 32
        }
        while offset + 8 <= count {
            seen |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < count {
            seen |= UInt64(base[offset])
            offset += 1
        }
        return seen & 0x8080_8080_8080_8080 == 0
    }
}
