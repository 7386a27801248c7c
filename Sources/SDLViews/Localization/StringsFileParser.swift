import Foundation

/// Reads a `.strings` file: the old property-list dictionary Xcode writes
/// (`"key" = "value";` with comments), in UTF-8 or UTF-16 with a byte-order
/// mark, through Foundation's property-list reader.
enum StringsFileParser {
    /// The table, or nil when the data is not a dictionary of strings.
    static func table(from data: Data) -> [String: String]? {
        guard let text = decodedText(data) else { return nil }
        if text.allSatisfy({ $0.isWhitespace }) { return [:] }
        let plist = try? PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
        guard let dictionary = plist as? [AnyHashable: Any] else { return nil }
        var table: [String: String] = [:]
        for (key, value) in dictionary {
            guard let key = key as? String, let value = value as? String else { return nil }
            table[key] = value
        }
        return table
    }

    private static func decodedText(_ data: Data) -> String? {
        let bytes = [UInt8](data.prefix(2))
        if bytes == [0xFF, 0xFE] { return String(data: data, encoding: .utf16LittleEndian).map(droppingMark) }
        if bytes == [0xFE, 0xFF] { return String(data: data, encoding: .utf16BigEndian).map(droppingMark) }
        return String(data: data, encoding: .utf8).map(droppingMark)
    }

    private static func droppingMark(_ text: String) -> String {
        text.first == "\u{FEFF}" ? String(text.dropFirst()) : text
    }
}
