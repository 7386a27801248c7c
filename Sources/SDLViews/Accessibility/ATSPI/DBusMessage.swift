import Foundation
internal import CDBus

/// One libdbus message (owned: unreferenced when this goes), with its
/// arguments read into and written from `DBusValue`s.
///
/// Everything that touches libdbus's message iterator is here. Reading
/// refuses types the bridge never receives (Unix file descriptors) instead
/// of guessing, so a malformed request gets an error reply, never a crash.
final class DBusMessage {
    let raw: OpaquePointer

    /// Takes over a reference the caller owns (a new or popped message).
    init(owning raw: OpaquePointer) { self.raw = raw }

    deinit { dbus_message_unref(raw) }

    enum Kind: Equatable { case methodCall, methodReturn, error, signal, other }

    var kind: Kind {
        switch dbus_message_get_type(raw) {
        case DBUS_MESSAGE_TYPE_METHOD_CALL: .methodCall
        case DBUS_MESSAGE_TYPE_METHOD_RETURN: .methodReturn
        case DBUS_MESSAGE_TYPE_ERROR: .error
        case DBUS_MESSAGE_TYPE_SIGNAL: .signal
        default: .other
        }
    }

    var path: String? { dbus_message_get_path(raw).map { String(cString: $0) } }
    var interface: String? { dbus_message_get_interface(raw).map { String(cString: $0) } }
    var member: String? { dbus_message_get_member(raw).map { String(cString: $0) } }
    var sender: String? { dbus_message_get_sender(raw).map { String(cString: $0) } }
    var errorName: String? { dbus_message_get_error_name(raw).map { String(cString: $0) } }

    // MARK: Making messages

    static func methodCall(destination: String, path: String, interface: String, member: String) -> DBusMessage? {
        dbus_message_new_method_call(destination, path, interface, member).map(DBusMessage.init(owning:))
    }

    static func signal(path: String, interface: String, member: String) -> DBusMessage? {
        dbus_message_new_signal(path, interface, member).map(DBusMessage.init(owning:))
    }

    func makeReply() -> DBusMessage? { dbus_message_new_method_return(raw).map(DBusMessage.init(owning:)) }

    func makeError(name: String, message: String) -> DBusMessage? {
        dbus_message_new_error(raw, name, message).map(DBusMessage.init(owning:))
    }

    /// Whether the caller waits for a reply (a call flagged no-reply gets none).
    var expectsReply: Bool { dbus_message_get_no_reply(raw) == 0 }

    // MARK: Arguments

    /// The message's arguments; nil when one has a type the bridge does not read.
    func arguments() -> [DBusValue]? {
        var iterator = DBusMessageIter()
        guard dbus_message_iter_init(raw, &iterator) != 0 else { return [] }
        return Self.readAll(&iterator)
    }

    /// Appends `values` in order; false (nothing more appended) when libdbus
    /// refuses one (out of memory, an invalid object path).
    @discardableResult
    func append(_ values: [DBusValue]) -> Bool {
        var iterator = DBusMessageIter()
        dbus_message_iter_init_append(raw, &iterator)
        return values.allSatisfy { Self.write($0, to: &iterator) }
    }

    private static func readAll(_ iterator: inout DBusMessageIter) -> [DBusValue]? {
        var values: [DBusValue] = []
        while dbus_message_iter_get_arg_type(&iterator) != DBusTypeCode.invalid {
            guard let value = read(&iterator) else { return nil }
            values.append(value)
            dbus_message_iter_next(&iterator)
        }
        return values
    }

    private static func read(_ iterator: inout DBusMessageIter) -> DBusValue? {
        let type = dbus_message_iter_get_arg_type(&iterator)
        switch type {
        case DBusTypeCode.byte: return .byte(basic(&iterator, UInt8(0)))
        case DBusTypeCode.bool: return .bool(basic(&iterator, UInt32(0)) != 0)
        case DBusTypeCode.int16: return .int16(basic(&iterator, Int16(0)))
        case DBusTypeCode.uint16: return .uint16(basic(&iterator, UInt16(0)))
        case DBusTypeCode.int32: return .int32(basic(&iterator, Int32(0)))
        case DBusTypeCode.uint32: return .uint32(basic(&iterator, UInt32(0)))
        case DBusTypeCode.int64: return .int64(basic(&iterator, Int64(0)))
        case DBusTypeCode.uint64: return .uint64(basic(&iterator, UInt64(0)))
        case DBusTypeCode.double: return .double(basic(&iterator, Double(0)))
        case DBusTypeCode.string: return .string(text(&iterator))
        case DBusTypeCode.objectPath: return .objectPath(text(&iterator))
        case DBusTypeCode.signature: return .signature(text(&iterator))
        case DBusTypeCode.array:
            let whole = currentSignature(&iterator)
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &inner)
            guard let elements = readAll(&inner) else { return nil }
            return .array(element: String(whole.dropFirst()), elements)
        case DBusTypeCode.structure, DBusTypeCode.dictEntry:
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &inner)
            guard let fields = readAll(&inner) else { return nil }
            if type == DBusTypeCode.dictEntry {
                guard fields.count == 2 else { return nil }
                return .dictEntry(fields[0], fields[1])
            }
            return .structure(fields)
        case DBusTypeCode.variant:
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &inner)
            return read(&inner).map(DBusValue.variant)
        default:
            return nil
        }
    }

    private static func basic<T>(_ iterator: inout DBusMessageIter, _ zero: T) -> T {
        var value = zero
        withUnsafeMutablePointer(to: &value) { dbus_message_iter_get_basic(&iterator, $0) }
        return value
    }

    private static func text(_ iterator: inout DBusMessageIter) -> String {
        var pointer: UnsafePointer<CChar>?
        withUnsafeMutablePointer(to: &pointer) { dbus_message_iter_get_basic(&iterator, $0) }
        return pointer.map { String(cString: $0) } ?? ""
    }

    private static func currentSignature(_ iterator: inout DBusMessageIter) -> String {
        guard let signature = dbus_message_iter_get_signature(&iterator) else { return "" }
        defer { dbus_free(signature) }
        return String(cString: signature)
    }

    private static func write(_ value: DBusValue, to iterator: inout DBusMessageIter) -> Bool {
        switch value {
        case .byte(let v): return appendBasic(&iterator, DBusTypeCode.byte, v)
        case .bool(let v): return appendBasic(&iterator, DBusTypeCode.bool, UInt32(v ? 1 : 0))
        case .int16(let v): return appendBasic(&iterator, DBusTypeCode.int16, v)
        case .uint16(let v): return appendBasic(&iterator, DBusTypeCode.uint16, v)
        case .int32(let v): return appendBasic(&iterator, DBusTypeCode.int32, v)
        case .uint32(let v): return appendBasic(&iterator, DBusTypeCode.uint32, v)
        case .int64(let v): return appendBasic(&iterator, DBusTypeCode.int64, v)
        case .uint64(let v): return appendBasic(&iterator, DBusTypeCode.uint64, v)
        case .double(let v): return appendBasic(&iterator, DBusTypeCode.double, v)
        case .string(let s): return appendText(&iterator, DBusTypeCode.string, s)
        case .objectPath(let s):
            // libdbus only warns on an invalid path and appends nothing: check first.
            guard dbus_validate_path(s, nil) != 0 else { return false }
            return appendText(&iterator, DBusTypeCode.objectPath, s)
        case .signature(let s): return appendText(&iterator, DBusTypeCode.signature, s)
        case .array(let element, let elements):
            return container(&iterator, DBusTypeCode.array, signature: element, elements)
        case .structure(let fields):
            return container(&iterator, DBusTypeCode.structure, signature: nil, fields)
        case .dictEntry(let key, let entry):
            return container(&iterator, DBusTypeCode.dictEntry, signature: nil, [key, entry])
        case .variant(let inner):
            return container(&iterator, DBusTypeCode.variant, signature: inner.signature, [inner])
        }
    }

    private static func appendBasic<T>(_ iterator: inout DBusMessageIter, _ type: Int32, _ value: T) -> Bool {
        var copy = value
        return withUnsafePointer(to: &copy) { dbus_message_iter_append_basic(&iterator, type, $0) } != 0
    }

    private static func appendText(_ iterator: inout DBusMessageIter, _ type: Int32, _ text: String) -> Bool {
        // D-Bus strings are UTF-8 without NUL; a Swift string always is UTF-8, and NULs end it early here.
        text.withCString { cString in
            var pointer: UnsafePointer<CChar>? = cString
            return withUnsafePointer(to: &pointer) { dbus_message_iter_append_basic(&iterator, type, $0) } != 0
        }
    }

    private static func container(
        _ iterator: inout DBusMessageIter, _ type: Int32, signature: String?, _ children: [DBusValue]
    ) -> Bool {
        var inner = DBusMessageIter()
        let opened: Bool
        if let signature {
            opened = dbus_message_iter_open_container(&iterator, type, signature, &inner) != 0
        } else {
            opened = dbus_message_iter_open_container(&iterator, type, nil, &inner) != 0
        }
        guard opened else { return false }
        guard children.allSatisfy({ write($0, to: &inner) }) else {
            dbus_message_iter_abandon_container(&iterator, &inner)
            return false
        }
        return dbus_message_iter_close_container(&iterator, &inner) != 0
    }
}

/// libdbus's type codes (its C macros are character casts Swift does not import).
enum DBusTypeCode {
    static let invalid: Int32 = 0
    static let byte = Int32(UInt8(ascii: "y"))
    static let bool = Int32(UInt8(ascii: "b"))
    static let int16 = Int32(UInt8(ascii: "n"))
    static let uint16 = Int32(UInt8(ascii: "q"))
    static let int32 = Int32(UInt8(ascii: "i"))
    static let uint32 = Int32(UInt8(ascii: "u"))
    static let int64 = Int32(UInt8(ascii: "x"))
    static let uint64 = Int32(UInt8(ascii: "t"))
    static let double = Int32(UInt8(ascii: "d"))
    static let string = Int32(UInt8(ascii: "s"))
    static let objectPath = Int32(UInt8(ascii: "o"))
    static let signature = Int32(UInt8(ascii: "g"))
    static let array = Int32(UInt8(ascii: "a"))
    static let structure = Int32(UInt8(ascii: "r"))
    static let dictEntry = Int32(UInt8(ascii: "e"))
    static let variant = Int32(UInt8(ascii: "v"))
}
