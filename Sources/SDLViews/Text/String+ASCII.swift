import Foundation

extension StringProtocol {
    /// Whether every byte is ASCII, by one byte scan. Written as a plain
    /// loop rather than `utf8.allSatisfy { … }`: a closure formed inside a
    /// main-actor type is main-actor isolated, and Swift checks the executor
    /// on each of its calls, which made long texts pay per byte.
    var isASCIIOnly: Bool {
        let scanned = utf8.withContiguousStorageIfAvailable { bytes in
            var seen: UInt8 = 0
            for byte in bytes { seen |= byte }
            return seen < 0x80
        }
        return scanned ?? !utf8.contains { $0 >= 0x80 }
    }

    /// The number of Characters without grapheme breaking where it cannot
    /// matter: in ASCII text every byte is a Character except "\r\n", which
    /// the editing model never keeps inside a paragraph.
    var characterCountOfParagraph: Int { isASCIIOnly ? utf8.count : count }
}
