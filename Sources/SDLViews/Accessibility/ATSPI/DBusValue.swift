import Foundation

/// One D-Bus value, as the AT-SPI bridge reads and writes message arguments.
///
/// A tree of Swift values instead of libdbus's iterator calls, so that the
/// request handlers are plain functions of values (testable without a bus)
/// and one place (`DBusMessage`) talks to the C iterator. Arrays carry their
/// element signature, since an empty array still needs one.
indirect enum DBusValue: Equatable, Sendable {
    case byte(UInt8)
    case bool(Bool)
    case int16(Int16)
    case uint16(UInt16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    case string(String)
    case objectPath(String)
    case signature(String)
    case array(element: String, [DBusValue])
    case structure([DBusValue])
    case dictEntry(DBusValue, DBusValue)
    case variant(DBusValue)

    /// The value's D-Bus type signature ("s", "(so)", "a{sv}").
    var signature: String {
        switch self {
        case .byte: "y"
        case .bool: "b"
        case .int16: "n"
        case .uint16: "q"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .array(let element, _): "a" + element
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .dictEntry(let key, let value): "{" + key.signature + value.signature + "}"
        case .variant: "v"
        }
    }

    // MARK: Shapes AT-SPI uses

    /// A dictionary of string keys to variants (`a{sv}`).
    static func properties(_ entries: [(String, DBusValue)]) -> DBusValue {
        .array(element: "{sv}", entries.map { .dictEntry(.string($0.0), .variant($0.1)) })
    }

    /// A dictionary of strings (`a{ss}`).
    static func stringMap(_ entries: [(String, String)]) -> DBusValue {
        .array(element: "{ss}", entries.map { .dictEntry(.string($0.0), .string($0.1)) })
    }

    static func strings(_ values: [String]) -> DBusValue { .array(element: "s", values.map(DBusValue.string)) }

    // MARK: Reading

    var stringValue: String? {
        switch self {
        case .string(let text), .objectPath(let text), .signature(let text): text
        case .variant(let inner): inner.stringValue
        default: nil
        }
    }

    /// Any integer as Int (AT-SPI clients send `i` and `u` where the spec says either).
    var intValue: Int? {
        switch self {
        case .byte(let n): Int(n)
        case .int16(let n): Int(n)
        case .uint16(let n): Int(n)
        case .int32(let n): Int(n)
        case .uint32(let n): Int(n)
        case .int64(let n): Int(n)
        case .uint64(let n): Int(exactly: n)
        case .variant(let inner): inner.intValue
        default: nil
        }
    }

    var doubleValue: Double? {
        switch self {
        case .double(let d): d
        case .variant(let inner): inner.doubleValue
        default: intValue.map(Double.init)
        }
    }

    var boolValue: Bool? {
        switch self {
        case .bool(let b): b
        case .variant(let inner): inner.boolValue
        default: nil
        }
    }
}
