import Foundation
import Testing

/// One of Unicode's test files from Debian's `unicode-data` package, read as
/// bytes: the conformance suites go through hundreds of thousands of lines, and
/// splitting them into `String`s would dominate a debug run.
struct UnicodeDataFile {
    /// Where `unicode-data` puts the files; `UNICODE_DATA_DIR` points elsewhere.
    static var directory: String {
        ProcessInfo.processInfo.environment["UNICODE_DATA_DIR"] ?? "/usr/share/unicode"
    }

    let path: String
    let bytes: [UInt8]

    /// Reads `relativePath` under `directory`; a missing file is a recorded
    /// failure naming the package to install, never a silent pass.
    init?(_ relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) {
        path = Self.directory + "/" + relativePath
        guard let data = FileManager.default.contents(atPath: path) else {
            Issue.record(
                "\(path) is missing: install Debian's unicode-data package (scripts/install-deps.sh does)",
                sourceLocation: sourceLocation)
            return nil
        }
        bytes = [UInt8](data)
    }

    /// Calls `body` with each line that is neither empty nor a comment: its
    /// data (the trailing comment cut off), that comment (which names the rules
    /// the break files applied) and its 1-based line number.
    func forEachDataLine(_ body: (_ data: ArraySlice<UInt8>, _ comment: ArraySlice<UInt8>, _ number: Int) -> Void) {
        var lineNumber = 0
        var start = 0
        let end = bytes.count
        while start < end {
            lineNumber += 1
            var stop = start
            while stop < end && bytes[stop] != UInt8(ascii: "\n") { stop += 1 }
            var contentEnd = start
            while contentEnd < stop && bytes[contentEnd] != UInt8(ascii: "#") { contentEnd += 1 }
            let comment = bytes[contentEnd..<stop]
            while contentEnd > start && Self.isSpace(bytes[contentEnd - 1]) { contentEnd -= 1 }
            if contentEnd > start { body(bytes[start..<contentEnd], comment, lineNumber) }
            start = stop + 1
        }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// The `;`-separated fields of a line.
    static func fields(_ line: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        line.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    }

    /// The white-space-separated tokens of a field.
    static func tokens(_ field: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        field.split(whereSeparator: isSpace)
    }

    /// A hexadecimal number, nil when the token is not one.
    static func hex(_ token: ArraySlice<UInt8>) -> UInt32? {
        guard !token.isEmpty else { return nil }
        var value: UInt32 = 0
        for byte in token {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            default: return nil
            }
            value = value << 4 | digit
        }
        return value
    }

    /// A decimal number, nil when the token is not one (such as the `x` of an unassigned level).
    static func decimal(_ token: ArraySlice<UInt8>) -> Int? {
        guard !token.isEmpty else { return nil }
        var value = 0
        for byte in token {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
